import { Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EventAvailable from '@mui/icons-material/EventAvailable';
import History from '@mui/icons-material/History';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Today from '@mui/icons-material/Today';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingOutline, RowsOutline, StatCardsOutline } from '../../components/ContentSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/usePageTitle';
import { formatInteger } from '../../lib/format';
import { useRouteQuery } from '../../relay/preload';
import type { MyBookingsPageQuery } from './__generated__/MyBookingsPageQuery.graphql';
import { MyBookingsHistoryList } from './MyBookingsHistoryList';
import { MyBookingsTodayList } from './MyBookingsTodayList';
import { MyBookingsUpcomingList } from './MyBookingsUpcomingList';
import { useMyBookingsLive } from './useMyBookingsLive';

/** /my-bookings: the counts, then the upcoming, today and history tabs. */
export default function MyBookingsPage() {
  const queryRef = useRouteQuery<MyBookingsPageQuery>();
  usePageTitle('Minhas Reservas');
  if (!queryRef) return null;
  return (
    <Stack spacing={3}>
      <MyBookingsHeader />
      <Suspense fallback={<MyBookingsSkeleton />}>
        <MyBookings queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}

function MyBookingsHeader() {
  return (
    <PageHeader
      title="Minhas Reservas"
      subtitle="Acompanhe, pague e cancele as suas reservas."
      action={
        <Button component={RouterLink} to="/spaces" variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
          Nova Reserva
        </Button>
      }
    />
  );
}

const SUMMARY_GRID = { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };

/** The counts' and the first tab's outlines while they load. */
function MyBookingsSkeleton() {
  return (
    <LoadingOutline label="Carregando reservas...">
      <Stack spacing={3}>
        <StatCardsOutline count={4} height={80} columns={SUMMARY_GRID} />
        <div>
          <Stack direction="row" spacing={3} sx={{ borderBottom: 1, borderColor: 'divider', height: 48, alignItems: 'center', px: 2 }}>
            {[110, 80, 120].map((width) => (
              <Skeleton key={width} width={width} />
            ))}
          </Stack>
          <Box sx={{ pt: 3 }}>
            <RowsOutline rows={3} height={140} />
          </Box>
        </div>
      </Stack>
    </LoadingOutline>
  );
}

export function MyBookings({ queryRef }: { queryRef: PreloadedQuery<MyBookingsPageQuery> }) {
  const data = usePreloadedQuery<MyBookingsPageQuery>(
    graphql`
      query MyBookingsPageQuery {
        myBookingsSummary {
          today
          upcoming
          pending
          history
        }
        ...MyBookingsUpcomingList_query
        ...MyBookingsTodayList_query
        ...MyBookingsHistoryList_query
      }
    `,
    queryRef,
  );
  useMyBookingsLive();
  const [tab, setTab] = useState(0);
  const id = useId();
  const summary = data.myBookingsSummary;

  const tabs = [
    { label: 'Próximas', count: summary.upcoming, content: <MyBookingsUpcomingList query={data} /> },
    { label: 'Hoje', count: summary.today, content: <MyBookingsTodayList query={data} /> },
    { label: 'Histórico', count: summary.history, content: <MyBookingsHistoryList query={data} /> },
  ];

  return (
    <Stack spacing={3}>
      <Box component="section" aria-label="Resumo das reservas" sx={{ display: 'grid', gap: 2, gridTemplateColumns: SUMMARY_GRID }}>
        <SummaryCard icon={<Today />} label="Hoje" value={summary.today} />
        <SummaryCard icon={<EventAvailable />} label="Próximas" value={summary.upcoming} />
        <SummaryCard icon={<HourglassEmpty />} label="Pendentes" value={summary.pending} />
        <SummaryCard icon={<History />} label="Histórico" value={summary.history} />
      </Box>

      <div>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_, value: number) => setTab(value)}
            aria-label="Grupos de reservas"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tabs.map((t, index) => (
              <Tab
                key={t.label}
                label={`${t.label} (${formatInteger(t.count)})`}
                id={`${id}-tab-${index}`}
                aria-controls={`${id}-panel-${index}`}
              />
            ))}
          </Tabs>
        </Box>
        {tabs.map((t, index) => (
          <Box
            key={t.label}
            role="tabpanel"
            hidden={tab !== index}
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            sx={{ pt: 3 }}
          >
            {t.content}
          </Box>
        ))}
      </div>
    </Stack>
  );
}

function SummaryCard({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', p: 1, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {icon}
        </Box>
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>{formatInteger(value)}</Typography>
        </div>
      </CardContent>
    </Card>
  );
}
