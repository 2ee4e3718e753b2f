import { Suspense } from 'react';
import Stack from '@mui/material/Stack';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { useSession } from '../../auth/SessionProvider';
import { isAdmin } from '../../auth/session';
import { usePageTitle } from '../../components/usePageTitle';
import { useRouteQuery } from '../../relay/preload';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import { AdminDashboard } from './AdminDashboard';
import { DashboardSkeleton } from './DashboardSkeleton';
import { UserDashboard, UserDashboardHeader } from './UserDashboard';

/** /dashboard: the admin dashboard for admins, the user dashboard otherwise. */
export default function DashboardPage() {
  const queryRef = useRouteQuery<DashboardPageQuery>();
  const { user } = useSession();
  usePageTitle('Dashboard');
  if (!queryRef) return null;
  return (
    <Suspense fallback={<DashboardSkeleton admin={isAdmin(user)} name={user?.fullName} />}>
      <Dashboard queryRef={queryRef} />
    </Suspense>
  );
}

export function Dashboard({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const { viewer, userDashboard, adminDashboard } = usePreloadedQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($admin: Boolean!) {
        viewer {
          fullName
          role
        }
        userDashboard @skip(if: $admin) {
          ...UserDashboard_dashboard
        }
        adminDashboard @include(if: $admin) {
          ...AdminDashboard_dashboard
        }
      }
    `,
    queryRef,
  );
  const revalidator = useRevalidator();
  const admin = viewer?.role === 'ADMIN';

  if (admin) return <AdminDashboard dashboard={adminDashboard ?? null} />;
  return (
    <Stack spacing={3}>
      <UserDashboardHeader name={viewer?.fullName} />
      {userDashboard && <UserDashboard dashboard={userDashboard} onBooked={() => void revalidator.revalidate()} />}
    </Stack>
  );
}
