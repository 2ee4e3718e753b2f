import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminStatGridPlaceholder } from '../../components/admin/AdminStatCard';
import { LoadingOutline, RowsOutline, StatCardsOutline } from '../../components/ContentSkeleton';
import { AdminDashboardHeader } from './AdminDashboard';
import { UserDashboardHeader } from './UserDashboard';

const TWO_COLUMNS = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } };

/**
 * The dashboard while its figures load: the real title, then the outlines of the summary
 * cards and of the two columns below them, in the dashboard's own grid.
 */
export function DashboardSkeleton({ admin, name }: { admin: boolean; name: string | null | undefined }) {
  return (
    <Stack spacing={3}>
      {admin ? <AdminDashboardHeader /> : <UserDashboardHeader name={name} />}
      <LoadingOutline label="Carregando o painel...">
        <Stack spacing={3}>
          {admin ? (
            <AdminStatGridPlaceholder />
          ) : (
            <StatCardsOutline count={3} height={{ xs: 88, sm: 106 }} columns="repeat(3, minmax(0, 1fr))" gap={{ xs: 1, sm: 2 }} />
          )}
          <Box sx={TWO_COLUMNS}>
            <div>
              <Typography variant="h2" sx={{ mb: 1.5 }}>
                <Skeleton width={240} />
              </Typography>
              <RowsOutline rows={3} height={88} />
            </div>
            <div>
              <Typography variant="h2" sx={{ mb: 1.5 }}>
                <Skeleton width={200} />
              </Typography>
              {admin ? <Skeleton variant="rounded" height={280} /> : <RowsOutline rows={2} height={120} />}
            </div>
          </Box>
        </Stack>
      </LoadingOutline>
    </Stack>
  );
}
