// relay-test-utils ships no types; this covers what the tests use.
declare module 'relay-test-utils' {
  import type { Environment, OperationDescriptor } from 'relay-runtime';

  export interface MockResolverContext {
    parentType?: string;
    name?: string;
    alias?: string;
    path?: readonly string[];
    args?: Record<string, unknown>;
  }
  export type MockResolver = (context: MockResolverContext, generateId: () => number) => unknown;
  export type MockResolvers = Record<string, MockResolver>;

  export interface GraphQLSingularResponse {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }

  export interface MockFunctions {
    resolveMostRecentOperation(
      payload: GraphQLSingularResponse | ((operation: OperationDescriptor) => GraphQLSingularResponse),
    ): void;
    rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    queueOperationResolver(
      resolver: (operation: OperationDescriptor) => GraphQLSingularResponse | Error | null | undefined,
    ): void;
    queuePendingOperation(query: unknown, variables: Record<string, unknown>): void;
    resolve(request: OperationDescriptor, payload: GraphQLSingularResponse): void;
    /** Pushes a value to a subscription (or any still-open operation). */
    nextValue(request: OperationDescriptor, payload: GraphQLSingularResponse): void;
    complete(request: OperationDescriptor): void;
    reject(request: OperationDescriptor, error: Error | string): void;
    findOperation(find: (operation: OperationDescriptor) => boolean): OperationDescriptor;
    getMostRecentOperation(): OperationDescriptor;
    getAllOperations(): OperationDescriptor[];
    isLoading(request: unknown, variables: unknown): boolean;
    clearCache(): void;
  }

  export type RelayMockEnvironment = Environment & { mock: MockFunctions };

  export function createMockEnvironment(config?: Record<string, unknown>): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, mockResolvers?: MockResolvers | null): GraphQLSingularResponse;
  };
}
