import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { Session } from '../auth/session';
import { isAdmin } from '../auth/session';

/** Who may load a route's query. */
export type Access = 'public' | 'signedIn' | 'admin';

/**
 * A route's query: the compiled artifact, or a function that imports it (routes.tsx does,
 * so that the entry chunk does not carry every route's query text and AST).
 */
export type QueryNode = ConcreteRequest | (() => Promise<{ default: ConcreteRequest }>);

interface PreloadOptions<Q extends OperationType> {
  access: Access;
  variables?: (args: LoaderFunctionArgs) => Q['variables'];
}

/**
 * A route loader that starts the route's one query as soon as navigation begins (in
 * parallel with the route's code), in the current session's environment. Guarded routes
 * wait for the session to be restored and load nothing for visitors who will be
 * redirected anyway. The previous reference of the same route is released when a new
 * one is made.
 */
export function preload<Q extends OperationType>(
  session: Session,
  query: QueryNode,
  { access, variables = () => ({}) as Q['variables'] }: PreloadOptions<Q>,
): LoaderFunction {
  let previous: PreloadedQuery<Q> | null = null;
  return async (args): Promise<PreloadedQuery<Q> | null> => {
    const state = access === 'public' ? session.getSnapshot() : await session.ready();
    if (access !== 'public' && state.status !== 'signedIn') return null;
    if (access === 'admin' && !isAdmin(state.user)) return null;
    const [environment, { loadQuery }, node] = await Promise.all([
      session.environment(),
      import('react-relay'),
      typeof query === 'function' ? query().then((m) => m.default) : query,
    ]);
    const ref = loadQuery<Q>(environment, node, variables(args), { fetchPolicy: 'store-and-network' });
    previous?.dispose();
    previous = ref;
    return ref;
  };
}

/** The preloaded query of the current route (null while a guard redirects). */
export function useRouteQuery<Q extends OperationType>(): PreloadedQuery<Q> | null {
  return useLoaderData() as PreloadedQuery<Q> | null;
}
