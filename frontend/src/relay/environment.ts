import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createFetchFn } from './network';
import { createSubscriptions } from './subscriptions';
import type { AuthBridge } from './network';

export interface AppEnvironment {
  environment: Environment;
  /** Closes the websocket, if one was opened; the next subscription opens a new one. */
  resetSubscriptions(): void;
}

/**
 * A Relay environment: signing out replaces it, so that nothing one user saw survives
 * into the next session.
 */
export function createEnvironment(auth: AuthBridge): AppEnvironment {
  const subscriptions = createSubscriptions(auth);
  const environment = new Environment({
    network: Network.create(createFetchFn(auth), subscriptions.subscribe),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
  return { environment, resetSubscriptions: subscriptions.dispose };
}
