import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { formatGrowth, formatOccupancy, formatSatisfaction } from '../../lib/metrics';
import type { AdminDashboardPerformance_performance$key } from './__generated__/AdminDashboardPerformance_performance.graphql';

/**
 * 'Desempenho': real figures (docs/screens.md, "Dashboards") — this month's occupancy, the satisfaction
 * ('—' until ratings exist) and the growth in bookings against last month.
 */
export function AdminDashboardPerformance({ performance }: { performance: AdminDashboardPerformance_performance$key }) {
  const p = useFragment(
    graphql`
      fragment AdminDashboardPerformance_performance on Performance {
        occupancyPercent
        growthPercent
        satisfaction
      }
    `,
    performance,
  );
  const occupancy = formatOccupancy(p.occupancyPercent);
  const growth = p.growthPercent;
  const growthColor = growth == null || Math.round(growth) === 0 ? 'text.primary' : growth > 0 ? 'success.dark' : 'error.dark';
  return (
    <Card component="section" aria-labelledby="admin-dashboard-performance">
      <CardContent>
        <Typography id="admin-dashboard-performance" variant="h2" sx={{ mb: 2 }}>
          Desempenho
        </Typography>
        <Stack spacing={2}>
          <div>
            <Figure label="Taxa de ocupação" value={occupancy} hint="Horas reservadas este mês" />
            {p.occupancyPercent != null && (
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.max(0, p.occupancyPercent))}
                aria-label={`Taxa de ocupação: ${occupancy}`}
                // A neutral track: a light tint of the bar's colour reads as 'full' at 0,3 %.
                sx={{ mt: 1, height: 8, borderRadius: 4, bgcolor: 'grey.200' }}
              />
            )}
          </div>
          <Figure
            label="Satisfação"
            value={formatSatisfaction(p.satisfaction)}
            hint={p.satisfaction == null ? 'Sem avaliações ainda' : 'Média das avaliações'}
          />
          <Figure label="Crescimento mensal" value={formatGrowth(growth)} valueColor={growthColor} hint="Reservas em relação ao mês passado" />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, hint, valueColor = 'text.primary' }: { label: string; value: string; hint: string; valueColor?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <div>
        <Typography>{label}</Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </div>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: valueColor, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Box>
  );
}
