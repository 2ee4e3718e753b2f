import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useRevalidator } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { firstName } from '../../lib/format';
import { useRouteQuery } from '../../relay/preload';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import { AdminDashboard } from './AdminDashboard';
import { UserDashboard } from './UserDashboard';

/** /dashboard: the admin dashboard for admins, the user dashboard otherwise. */
export default function DashboardPage() {
  const queryRef = useRouteQuery<DashboardPageQuery>();
  return queryRef ? <Dashboard queryRef={queryRef} /> : null;
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
  usePageTitle('Dashboard');

  if (admin) return <AdminDashboard dashboard={adminDashboard ?? null} />;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <div>
          <Typography variant="h1">Olá, {firstName(viewer?.fullName)}</Typography>
          <Typography color="text.secondary">Encontre um espaço e faça sua reserva.</Typography>
        </div>
        <Button component={RouterLink} to="/spaces" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0 }}>
          Buscar Espaços
        </Button>
      </Stack>
      {userDashboard && <UserDashboard dashboard={userDashboard} onBooked={() => void revalidator.revalidate()} />}
    </Stack>
  );
}
