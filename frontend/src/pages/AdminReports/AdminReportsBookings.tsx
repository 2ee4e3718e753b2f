import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { formatInteger } from '../../lib/format';
import type { AdminReportsBookings_reports$key } from './__generated__/AdminReportsBookings_reports.graphql';
import { STATUS_SERIES } from './reportsFormat';

const AdminReportsStatusChart = lazy(() => import('./AdminReportsStatusChart'));

/** 'Reservas': the counts by status, and their distribution as a bar chart. */
export function AdminReportsBookings({ reports }: { reports: AdminReportsBookings_reports$key }) {
  const r = useFragment(
    graphql`
      fragment AdminReportsBookings_reports on Reports {
        totalBookings
        # Read whole by the status bars.
        # eslint-disable-next-line relay/unused-fields
        statusDistribution {
          pending
          confirmed
          completed
          cancelled
        }
      }
    `,
    reports,
  );
  const counts = r.statusDistribution;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
      <Card component="section" aria-labelledby="reports-counts">
        <CardContent>
          <Typography id="reports-counts" variant="h2" sx={{ mb: 2 }}>
            Contagem de reservas
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <Count label="Total" value={r.totalBookings} />
            {STATUS_SERIES.map((s) => (
              <Count key={s.key} label={s.label} value={counts[s.key]} color={s.color} />
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="reports-status-chart">
        <CardContent>
          <Typography id="reports-status-chart" variant="h2" sx={{ mb: 1 }}>
            Distribuição por status
          </Typography>
          <figure style={{ margin: 0 }} aria-labelledby="reports-status-chart">
            <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Carregando gráfico" />}>
              <AdminReportsStatusChart counts={counts} />
            </Suspense>
          </figure>
        </CardContent>
      </Card>
    </Box>
  );
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', borderLeft: 4, borderColor: color ?? 'text.primary' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
        {formatInteger(value)}
      </Typography>
    </Box>
  );
}
