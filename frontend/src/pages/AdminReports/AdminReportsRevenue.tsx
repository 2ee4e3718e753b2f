import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { formatCurrency } from '../../lib/format';
import type { AdminReportsRevenue_reports$key } from './__generated__/AdminReportsRevenue_reports.graphql';
import { monthLongLabel } from './reportsFormat';

const AdminReportsRevenueChart = lazy(() => import('./AdminReportsRevenueChart'));

/** 'Receita': total and this month's revenue, and the last six months as a chart and a table. */
export function AdminReportsRevenue({ reports }: { reports: AdminReportsRevenue_reports$key }) {
  const r = useFragment(
    graphql`
      fragment AdminReportsRevenue_reports on Reports {
        totalRevenue
        monthRevenue
        revenueByMonth {
          month
          revenue
        }
      }
    `,
    reports,
  );
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
      <Card component="section" aria-labelledby="reports-revenue">
        <CardContent>
          <Typography id="reports-revenue" variant="h2" sx={{ mb: 2 }}>
            Receita
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
            <Amount label="Receita total" value={r.totalRevenue} />
            <Amount label="Receita deste mês" value={r.monthRevenue} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Reservas confirmadas e realizadas; canceladas não entram na receita.
          </Typography>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="reports-revenue-chart">
        <CardContent>
          <Typography id="reports-revenue-chart" variant="h2" sx={{ mb: 1 }}>
            Receita por mês
          </Typography>
          <figure style={{ margin: 0 }} aria-labelledby="reports-revenue-chart">
            <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Carregando gráfico" />}>
              <AdminReportsRevenueChart months={r.revenueByMonth} />
            </Suspense>
          </figure>
          <Table size="small" aria-label="Receita dos últimos 6 meses" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Mês</TableCell>
                <TableCell align="right">Receita</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.revenueByMonth.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{monthLongLabel(m.month)}</TableCell>
                  <TableCell align="right">{formatCurrency(m.revenue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
        {formatCurrency(value)}
      </Typography>
    </Box>
  );
}
