/**
 * The server's error contract (docs/api.md, "Errors"): every GraphQL error carries
 * `extensions.code`, a pt-BR `message` to show as the toast description and, where the
 * spec pairs one with the rule, `extensions.title`.
 */

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'TWO_FACTOR_REQUIRED'
  | 'INTERNAL';

export interface ApiErrorExtensions {
  code?: ErrorCode | string;
  /** For VALIDATION: the input field at fault, e.g. "email". */
  field?: string;
  /** A toast title paired with the message, when the rule has one. */
  title?: string;
  [key: string]: unknown;
}

export interface ApiError {
  message: string;
  extensions?: ApiErrorExtensions;
}

/** The server answered, but with errors and no data. */
export class GraphQLRequestError extends Error {
  readonly errors: ApiError[];

  constructor(errors: ApiError[]) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL error');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }

  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/** The server could not be reached, or answered with something that is not GraphQL. */
export class NetworkError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'NetworkError';
    this.status = status;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';

/** The GraphQL errors behind any error thrown by the network layer or by Relay. */
export function errorsOf(error: unknown): ApiError[] {
  if (error instanceof GraphQLRequestError) return error.errors;
  // Relay wraps responses without data in an error whose `source` keeps the errors.
  const source = (error as { source?: { errors?: unknown } } | null)?.source;
  if (source && Array.isArray(source.errors)) return source.errors as ApiError[];
  return [];
}

export function errorCode(error: unknown): string | undefined {
  return errorsOf(error)[0]?.extensions?.code;
}

export interface ErrorDescription {
  title: string;
  message: string;
}

/**
 * Turns a failed request into what a toast shows: the server's title when it gives one
 * (else `fallbackTitle`, the spec's title for the situation) and its pt-BR message.
 */
export function describeError(error: unknown, fallbackTitle: string): ErrorDescription {
  const first = errorsOf(error)[0];
  if (first) {
    return { title: first.extensions?.title ?? fallbackTitle, message: first.message };
  }
  if (error instanceof NetworkError) return { title: fallbackTitle, message: NETWORK_ERROR_MESSAGE };
  return { title: fallbackTitle, message: UNEXPECTED_ERROR_MESSAGE };
}

/** VALIDATION errors that name an input field, as a field → message map for a form. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errorsOf(error)) {
    const field = e.extensions?.field;
    if (e.extensions?.code === 'VALIDATION' && field && !(field in out)) out[field] = e.message;
  }
  return out;
}
