import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { formatCurrency } from '../../lib/format';
import { formatCompactCurrency, monthLabel } from './reportsFormat';

/**
 * Revenue per month for the last six months (@mui/x-charts). Loaded lazily: the charts
 * library is only ever fetched by the reports screen.
 */
export default function AdminReportsRevenueChart({ months }: { months: ReadonlyArray<{ month: string; revenue: string }> }) {
  return (
    <Box data-testid="revenue-chart" sx={{ width: '100%' }}>
      <BarChart
        height={280}
        localeText={ptBRLocaleText}
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v == null ? '' : formatCompactCurrency(v)), width: 72 }]}
        series={[
          {
            label: 'Receita',
            data: months.map((m) => Number(m.revenue)),
            color: '#1d4ed8',
            valueFormatter: (v: number | null) => (v == null ? '' : formatCurrency(v)),
          },
        ]}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      />
    </Box>
  );
}
