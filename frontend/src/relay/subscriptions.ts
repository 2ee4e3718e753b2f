import { Observable } from 'relay-runtime';
import type { GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import type { Client } from 'graphql-ws';
import { GraphQLRequestError, NetworkError } from './errors';
import type { ApiError } from './errors';
import { graphqlWsUrl } from './network';
import type { AuthBridge } from './network';

/**
 * Subscriptions over graphql-ws, loaded on first use so the client code only reaches
 * pages that subscribe. The token goes in `connectionParams` when the socket opens.
 */
export function createSubscriptions(auth: AuthBridge): { subscribe: SubscribeFunction; dispose(): void } {
  let client: Promise<Client> | null = null;
  const getClient = () => {
    client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: graphqlWsUrl(),
        lazy: true,
        retryAttempts: Infinity,
        // The server closes a websocket that stays silent for 30 s: ping well before.
        keepAlive: 10_000,
        connectionParams: async () => {
          await auth.beforeRequest();
          const token = auth.accessToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    );
    return client;
  };
  const subscribe: SubscribeFunction = (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      getClient()
        .then((c) => {
          if (closed) return;
          unsubscribe = c.subscribe(
            { operationName: request.name, query: request.text ?? '', variables },
            {
              next: (value) => {
                if (value.errors?.length && value.data == null) {
                  sink.error(new GraphQLRequestError(value.errors as unknown as ApiError[]));
                } else sink.next(value as GraphQLResponse);
              },
              error: (err) => sink.error(err instanceof Error ? err : new NetworkError('Subscription failed')),
              complete: () => sink.complete(),
            },
          );
        })
        .catch((err: unknown) => sink.error(err instanceof Error ? err : new Error(String(err))));
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
  return {
    subscribe,
    dispose() {
      void client?.then((c) => c.dispose());
      client = null;
    },
  };
}
