import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { firstName } from '../../lib/format';
import { useRouteQuery } from '../../relay/preload';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

/** /dashboard: the admin dashboard for admins, the user dashboard otherwise. */
export default function DashboardPage() {
  const queryRef = useRouteQuery<DashboardPageQuery>();
  return queryRef ? <Dashboard queryRef={queryRef} /> : null;
}

export function Dashboard({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const { viewer } = usePreloadedQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery {
        viewer {
          fullName
          role
        }
      }
    `,
    queryRef,
  );
  const admin = viewer?.role === 'ADMIN';
  usePageTitle('Dashboard');

  if (admin) {
    return (
      <Stack spacing={1}>
        <Typography variant="h1">Dashboard Administrativo</Typography>
        <Typography color="text.secondary">Visão geral dos espaços, reservas e usuários do Ágora.</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <div>
        <Typography variant="h1">Olá, {firstName(viewer?.fullName)}</Typography>
        <Typography color="text.secondary">Encontre um espaço e faça sua reserva.</Typography>
      </div>
      <Button component={RouterLink} to="/spaces" variant="contained" startIcon={<Search />}>
        Buscar Espaços
      </Button>
    </Stack>
  );
}
