import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachMoney from '@mui/icons-material/AttachMoney';
import EventNote from '@mui/icons-material/EventNote';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { AdminStatCard, AdminStatGrid } from '../../components/admin/AdminStatCard';
import { formatInteger } from '../../lib/format';
import { formatWholeReais } from '../../lib/metrics';
import type { AdminDashboard_dashboard$key } from './__generated__/AdminDashboard_dashboard.graphql';
import { AdminDashboardPerformance } from './AdminDashboardPerformance';
import { AdminDashboardQuickActions } from './AdminDashboardQuickActions';
import { AdminDashboardRecentBooking } from './AdminDashboardRecentBooking';

/** Where 'Ver pedidos' goes: the admin bookings screen filtered to the waiting requests. */
export const AWAITING_PATH = '/admin/bookings?status=awaiting_approval';

/**
 * 'Dashboard Administrativo' (docs/screens.md, "Dashboards"): the requests awaiting a
 * decision (when there are any), the four cards, the five most recent bookings, the
 * performance card with real figures and the quick actions.
 */
export function AdminDashboard({ dashboard }: { dashboard: AdminDashboard_dashboard$key | null }) {
  const data = useFragment(
    graphql`
      fragment AdminDashboard_dashboard on AdminDashboard {
        activeSpaces
        bookingsToday
        monthRevenue
        registeredUsers
        awaitingApproval
        recentBookings {
          id
          ...AdminDashboardRecentBooking_booking
        }
        performance {
          ...AdminDashboardPerformance_performance
        }
      }
    `,
    dashboard,
  );

  return (
    <Stack spacing={3}>
      <AdminDashboardHeader />
      {data && (
        <>
          {data.awaitingApproval > 0 && (
            <Alert
              severity="info"
              role="note"
              action={
                <Button
                  component={RouterLink}
                  to={AWAITING_PATH}
                  color="inherit"
                  size="small"
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Ver pedidos
                </Button>
              }
              sx={{ alignItems: 'center' }}
            >
              {data.awaitingApproval === 1
                ? '1 pedido de reserva aguarda a sua aprovação.'
                : `${formatInteger(data.awaitingApproval)} pedidos de reserva aguardam a sua aprovação.`}
            </Alert>
          )}
          <AdminStatGrid label="Resumo">
            <AdminStatCard
              icon={<MeetingRoom />}
              label="Espaços ativos"
              value={formatInteger(data.activeSpaces)}
              hint="Disponíveis para reserva"
            />
            <AdminStatCard
              icon={<EventNote />}
              tone="info"
              label="Reservas hoje"
              value={formatInteger(data.bookingsToday)}
              hint="Que começam hoje"
            />
            <AdminStatCard
              icon={<AttachMoney />}
              tone="success"
              label="Receita do mês"
              value={formatWholeReais(data.monthRevenue)}
              hint="Confirmadas e realizadas"
            />
            <AdminStatCard
              icon={<People />}
              tone="secondary"
              label="Usuários cadastrados"
              value={formatInteger(data.registeredUsers)}
              hint="Contas no Ágora"
            />
          </AdminStatGrid>

          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Box component="section" aria-labelledby="admin-dashboard-recent">
              <Typography id="admin-dashboard-recent" variant="h2" sx={{ mb: 1.5 }}>
                Reservas Recentes
              </Typography>
              {data.recentBookings.length === 0 ? (
                <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                  <Typography color="text.secondary">Nenhuma reserva ainda.</Typography>
                </Paper>
              ) : (
                <Paper variant="outlined">
                  <List disablePadding aria-labelledby="admin-dashboard-recent">
                    {data.recentBookings.map((b, i) => (
                      <AdminDashboardRecentBooking key={b.id} booking={b} divider={i < data.recentBookings.length - 1} />
                    ))}
                  </List>
                </Paper>
              )}
            </Box>
            <Stack spacing={3}>
              <AdminDashboardPerformance performance={data.performance} />
              <AdminDashboardQuickActions />
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The admin dashboard's title (shown while the rest loads too). */
export function AdminDashboardHeader() {
  return <PageHeader title="Dashboard Administrativo" subtitle="Visão geral dos espaços, reservas e usuários do Ágora." />;
}
