import { Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { AdminLoadErrorBoundary } from '../../components/admin/AdminLoadErrorBoundary';
import { LoadingScreen } from '../../components/LoadingScreen';
import { usePageTitle } from '../../components/usePageTitle';
import { useRouteQuery } from '../../relay/preload';
import type { AdminReportsPageQuery as Query } from './__generated__/AdminReportsPageQuery.graphql';
import { AdminReportsBookings } from './AdminReportsBookings';
import { AdminReportsOverview } from './AdminReportsOverview';
import { AdminReportsRevenue } from './AdminReportsRevenue';
import { AdminReportsSummary } from './AdminReportsSummary';

export const adminReportsPageQuery = graphql`
  query AdminReportsPageQuery {
    reports {
      ...AdminReportsSummary_reports
      ...AdminReportsOverview_reports
      ...AdminReportsBookings_reports
      ...AdminReportsRevenue_reports
    }
  }
`;

export const REPORTS_ERROR_TITLE = 'Erro';
export const REPORTS_LOAD_FAILED = 'Não foi possível carregar os dados dos relatórios.';

const TABS = [
  { value: 'overview', label: 'Visão geral' },
  { value: 'bookings', label: 'Reservas' },
  { value: 'revenue', label: 'Receita' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /admin/reports ('Relatórios'): the cards and three tabs, with charts. */
export default function AdminReportsPage() {
  const queryRef = useRouteQuery<Query>();
  return queryRef ? <AdminReports initialQueryRef={queryRef} /> : null;
}

export function AdminReports({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Relatórios');
  const [queryRef, loadQuery] = useQueryLoader<Query>(adminReportsPageQuery, initialQueryRef);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">Relatórios</Typography>
        <Typography color="text.secondary">Reservas, receita, usuários e espaços em números.</Typography>
      </Box>
      <AdminLoadErrorBoundary
        title={REPORTS_ERROR_TITLE}
        message={REPORTS_LOAD_FAILED}
        onRetry={() => loadQuery({}, { fetchPolicy: 'network-only' })}
      >
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>{queryRef && <Reports queryRef={queryRef} />}</Suspense>
      </AdminLoadErrorBoundary>
    </Stack>
  );
}

function Reports({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const { reports } = usePreloadedQuery<Query>(adminReportsPageQuery, queryRef);
  const [tab, setTab] = useState<TabValue>('overview');
  const id = useId();
  return (
    <Stack spacing={3}>
      <AdminReportsSummary reports={reports} />
      <Box>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) => setTab(value)}
          aria-label="Relatórios"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} id={`${id}-tab-${t.value}`} aria-controls={`${id}-panel-${t.value}`} />
          ))}
        </Tabs>
        {TABS.map((t) => (
          <Box
            key={t.value}
            role="tabpanel"
            id={`${id}-panel-${t.value}`}
            aria-labelledby={`${id}-tab-${t.value}`}
            hidden={tab !== t.value}
          >
            {tab === t.value && t.value === 'overview' && <AdminReportsOverview reports={reports} />}
            {tab === t.value && t.value === 'bookings' && <AdminReportsBookings reports={reports} />}
            {tab === t.value && t.value === 'revenue' && <AdminReportsRevenue reports={reports} />}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
