import { Suspense, lazy, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useRevalidator } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { isAdmin } from './session';
import { useSession, useSessionStore } from './SessionProvider';

// Only shown when the server does not answer: not part of the entry chunk.
const ServerUnreachable = lazy(() =>
  import('../components/ServerUnreachable').then((m) => ({ default: m.ServerUnreachable })),
);

/**
 * The access guard: a spinner while the session restores; while the server does not
 * answer, an error with 'Tentar novamente' (nobody is signed out for a blip); signed-out
 * visitors go to /login remembering where they were (or to / right after 'Sair');
 * `admin` routes send everyone else to /dashboard.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  const { status, user, signedOutBy } = useSession();
  const session = useSessionStore();
  const location = useLocation();
  // Back from 'unreachable': the route's loaders ran signed out; run them again.
  const revalidator = useRevalidator();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'unreachable' && status === 'signedIn') void revalidator.revalidate();
    previous.current = status;
  }, [status, revalidator]);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unreachable') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ServerUnreachable onRetry={() => session.retryRestore()} />
      </Suspense>
    );
  }
  if (status === 'signedOut') {
    if (signedOutBy === 'user') return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (admin && !isAdmin(user)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
