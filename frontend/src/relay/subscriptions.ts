import { Observable } from 'relay-runtime';
import type { GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import type { Client } from 'graphql-ws';
import { GraphQLRequestError, NetworkError } from './errors';
import type { ApiError } from './errors';
import { graphqlWsUrl } from './network';
import type { AuthBridge } from './network';

/** The server ends a socket whose sign-in ended or whose token expired with this code. */
export const FORBIDDEN_CLOSE = 4403;

/**
 * What the socket sends in `connection_init`. After the server closed it with 4403 the
 * token is refreshed first (a refused refresh signs the user out, so the retry is
 * anonymous: it never loops on a dead token).
 */
export async function connectionParams(auth: AuthBridge, refreshFirst: boolean): Promise<Record<string, string>> {
  if (refreshFirst) await auth.refreshAfterUnauthenticated();
  else await auth.beforeRequest();
  const token = auth.accessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * Subscriptions over graphql-ws, loaded on first use so the client code only reaches
 * pages that subscribe. The token goes in `connectionParams` when the socket opens.
 * graphql-ws retries after 4403 and stops on the protocol's fatal codes (4400, 4401,
 * 4406, 4409, 4429, 1009), which reach the subscriber as errors.
 */
export function createSubscriptions(auth: AuthBridge): { subscribe: SubscribeFunction; dispose(): void } {
  let client: Promise<Client> | null = null;
  let refreshFirst = false;
  const getClient = () => {
    client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: graphqlWsUrl(),
        lazy: true,
        retryAttempts: Infinity,
        // The server closes a websocket that stays silent for 30 s: ping well before.
        keepAlive: 10_000,
        connectionParams: async () => {
          const params = await connectionParams(auth, refreshFirst);
          refreshFirst = false;
          return params;
        },
        on: {
          closed: (event) => {
            if ((event as { code?: number } | null)?.code === FORBIDDEN_CLOSE) refreshFirst = true;
          },
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
