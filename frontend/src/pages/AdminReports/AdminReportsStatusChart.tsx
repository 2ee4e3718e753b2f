import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { formatInteger } from '../../lib/format';
import { STATUS_SERIES } from './reportsFormat';
import type { StatusCounts } from './reportsFormat';

/**
 * The status distribution as a bar chart (@mui/x-charts). Loaded lazily: the charts
 * library is only ever fetched by the reports screen.
 */
export default function AdminReportsStatusChart({ counts }: { counts: StatusCounts }) {
  const labels = STATUS_SERIES.map((s) => s.label);
  return (
    <Box data-testid="status-chart" sx={{ width: '100%' }}>
      <BarChart
        height={280}
        localeText={ptBRLocaleText}
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            colorMap: { type: 'ordinal', values: labels, colors: STATUS_SERIES.map((s) => s.color) },
          },
        ]}
        yAxis={[{ tickMinStep: 1, valueFormatter: (v: number | null) => (v == null ? '' : formatInteger(v)), width: 48 }]}
        series={[
          {
            label: 'Reservas',
            data: STATUS_SERIES.map((s) => counts[s.key]),
            valueFormatter: (v: number | null) => (v == null ? '' : formatInteger(v)),
          },
        ]}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
    </Box>
  );
}
