import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useSession, useSessionStore } from '../auth/SessionProvider';

/** Provides the session's Relay environment, waiting (suspending) for Relay to load. */
export function RelayBoundary({ children }: { children: ReactNode }) {
  const session = useSessionStore();
  const { environment } = useSession();
  const current = environment ?? use(session.environment());
  return <RelayEnvironmentProvider environment={current}>{children}</RelayEnvironmentProvider>;
}

/** A route component that uses Relay. */
export function withRelay(Component: ComponentType): ComponentType {
  function WithRelay() {
    return (
      <RelayBoundary>
        <Component />
      </RelayBoundary>
    );
  }
  WithRelay.displayName = `withRelay(${Component.displayName ?? Component.name})`;
  return WithRelay;
}
