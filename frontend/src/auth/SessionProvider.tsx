import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useToast } from '../components/ToastProvider';
import type { Session, SessionState } from './session';

const SessionContext = createContext<Session | null>(null);

/**
 * Publishes the session. The Relay environment belongs to its snapshot (both change
 * together, so no page renders one user's data in another's environment); pages that
 * use Relay get it through `withRelay`.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return (
    <SessionContext value={session}>
      <ExpiryNotice state={state} />
      {children}
    </SessionContext>
  );
}

/** Tells the user when a session ran out on its own (the guard then sends them to /login). */
function ExpiryNotice({ state }: { state: SessionState }) {
  const toast = useToast();
  const previous = useRef(state.status);
  useEffect(() => {
    if (previous.current === 'signedIn' && state.status === 'signedOut' && state.signedOutBy === 'expired') {
      toast({ title: 'Sessão expirada', description: 'Faça login para continuar.', variant: 'info' });
    }
    previous.current = state.status;
  }, [state, toast]);
  return null;
}

export function useSessionStore(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return session;
}

/** The current session snapshot (status, user, environment). */
export function useSession(): SessionState {
  const session = useSessionStore();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
