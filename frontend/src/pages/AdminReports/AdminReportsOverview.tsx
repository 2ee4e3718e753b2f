import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { useFormatters } from '../../components/FormatProvider';
import { formatCurrency, formatInteger } from '../../lib/format';
import { share } from '../../lib/metrics';
import type { AdminReportsOverview_reports$key } from './__generated__/AdminReportsOverview_reports.graphql';
import { STATUS_SERIES } from './reportsFormat';

const RECENT_SHOWN = 5;
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 'Visão geral': a bar per status, and up to five bookings of the last seven days. */
export function AdminReportsOverview({ reports }: { reports: AdminReportsOverview_reports$key }) {
  const r = useFragment(
    graphql`
      fragment AdminReportsOverview_reports on Reports {
        # Read whole by the status bars.
        # eslint-disable-next-line relay/unused-fields
        statusDistribution {
          pending
          confirmed
          completed
          cancelled
        }
        recentBookings {
          id
          status
          startsAt
          totalPrice
          space {
            name
          }
          user {
            fullName
          }
        }
      }
    `,
    reports,
  );
  const f = useFormatters();
  const total = STATUS_SERIES.reduce((sum, s) => sum + r.statusDistribution[s.key], 0);
  const recent = r.recentBookings.slice(0, RECENT_SHOWN);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Card component="section" aria-labelledby="reports-status">
        <CardContent>
          <Typography id="reports-status" variant="h2" sx={{ mb: 2 }}>
            Reservas por status
          </Typography>
          <Stack spacing={2}>
            {STATUS_SERIES.map((s) => {
              const count = r.statusDistribution[s.key];
              const p = share(count, total);
              return (
                <div key={s.key}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                    <Typography>{s.label}</Typography>
                    <Typography sx={{ fontWeight: 600 }}>
                      {formatInteger(count)}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({percent.format(p)}%)
                      </Typography>
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={p}
                    aria-label={`${s.label}: ${formatInteger(count)} de ${formatInteger(total)}`}
                    sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { bgcolor: s.color, borderRadius: 5 } }}
                  />
                </div>
              );
            })}
          </Stack>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="reports-recent">
        <CardContent>
          <Typography id="reports-recent" variant="h2">
            Reservas recentes
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Feitas nos últimos 7 dias
          </Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              Nenhuma reserva nos últimos 7 dias.
            </Typography>
          ) : (
            <List disablePadding aria-labelledby="reports-recent">
              {recent.map((b, i) => (
                <ListItem key={b.id} divider={i < recent.length - 1} disableGutters sx={{ gap: 2 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{b.space.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {b.user.fullName || 'Usuário'} · {f.date(b.startsAt)}
                    </Typography>
                  </Box>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatCurrency(b.totalPrice)}</Typography>
                    <BookingStatusChip status={b.status} />
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
