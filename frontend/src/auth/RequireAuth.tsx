import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { isAdmin } from './session';
import { useSession } from './SessionProvider';

/**
 * The access guard: a spinner while the session restores; signed-out visitors go to
 * /login remembering where they were (or to / right after 'Sair'); `admin` routes send
 * everyone else to /dashboard.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  const { status, user, signedOutBy } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedOut') {
    if (signedOutBy === 'user') return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (admin && !isAdmin(user)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
