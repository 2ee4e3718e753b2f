import { Suspense, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useSessionStore } from '../../auth/SessionProvider';
import { AdminLoadErrorBoundary } from '../../components/admin/AdminLoadErrorBoundary';
import { AdminStatGridPlaceholder } from '../../components/admin/AdminStatCard';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingOutline, RowsOutline } from '../../components/ContentSkeleton';
import { useToast } from '../../components/ToastProvider';
import { usePageTitle } from '../../components/usePageTitle';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useRouteQuery } from '../../relay/preload';
import type { AdminBookingsPageQuery as Query } from './__generated__/AdminBookingsPageQuery.graphql';
import { AdminBookingsCounts } from './AdminBookingsCounts';
import { AdminBookingsFilters } from './AdminBookingsFilters';
import { AdminBookingsList } from './AdminBookingsList';
import { DEFAULT_FILTERS, toBookingFilter } from './bookingFilter';
import type { AdminBookingFilters, BookingFilterInput } from './bookingFilter';
import { ExportError, downloadBookingsCsv } from './exportBookingsCsv';

export const adminBookingsPageQuery = graphql`
  query AdminBookingsPageQuery($filter: BookingFilter) {
    ...AdminBookingsCounts_query
    ...AdminBookingsList_query @arguments(filter: $filter)
  }
`;

const LOAD_FAILED = 'Erro ao carregar reservas';
const EXPORT_FAILED = 'Erro ao exportar reservas';

/** /admin/bookings ('Reservas'): counts, filters, every booking (live), details, CSV. */
export default function AdminBookingsPage() {
  const queryRef = useRouteQuery<Query>();
  return queryRef ? <AdminBookings initialQueryRef={queryRef} /> : null;
}

export function AdminBookings({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Reservas');
  const session = useSessionStore();
  const toast = useToast();
  const [queryRef, loadQuery] = useQueryLoader<Query>(adminBookingsPageQuery, initialQueryRef);
  // A link may open the list filtered (the dashboard's 'Ver pedidos'): the route loaded it so.
  const [filters, setFilters] = useState<AdminBookingFilters>(() => ({
    ...DEFAULT_FILTERS,
    status: (initialQueryRef.variables.filter as BookingFilterInput | null | undefined)?.status ?? 'ALL',
  }));
  const [isPending, startTransition] = useTransition();
  const [exporting, setExporting] = useState(false);

  // Typing settles before a request; the rows on screen stay until the new ones arrive.
  const search = useDebouncedValue(filters.search);
  const { status, date } = filters;
  const filter = useMemo(() => toBookingFilter({ search, status, date }), [search, status, date]);
  const filterKey = JSON.stringify(filter);
  const loadedKey = useRef(JSON.stringify(initialQueryRef.variables.filter ?? {}));
  useEffect(() => {
    if (filterKey === loadedKey.current) return;
    loadedKey.current = filterKey;
    startTransition(() => loadQuery({ filter: JSON.parse(filterKey) as BookingFilterInput }, { fetchPolicy: 'store-and-network' }));
  }, [filterKey, loadQuery]);

  // After a failure the cards' boundary starts afresh too (a new key).
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    loadQuery({ filter: JSON.parse(filterKey) as BookingFilterInput }, { fetchPolicy: 'network-only' });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadBookingsCsv(filter, session);
    } catch (error) {
      const message = error instanceof ExportError ? error.message : 'Não foi possível exportar as reservas. Tente novamente.';
      toast({ title: EXPORT_FAILED, description: message, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography variant="h1">Reservas</Typography>
          <Typography color="text.secondary">Acompanhe todas as reservas e atualize o seu status.</Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void exportCsv()}
          disabled={exporting}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {exporting ? 'Exportando...' : 'Exportar CSV'}
        </Button>
      </Stack>

      {queryRef && (
        // The list's boundary reports a failure; the cards simply stay away meanwhile.
        <ErrorBoundary key={attempt} fallback={null}>
          <Suspense fallback={<AdminStatGridPlaceholder />}>
            <CountsSection queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      )}

      <AdminBookingsFilters value={filters} onChange={setFilters} />

      <Box sx={{ position: 'relative' }}>
        {isPending && <LinearProgress aria-label="Atualizando a lista" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />}
        <AdminLoadErrorBoundary title={LOAD_FAILED} onRetry={retry}>
          <Suspense fallback={<BookingsOutline />}>
            {queryRef && <ListSection queryRef={queryRef} onClearFilters={() => setFilters(DEFAULT_FILTERS)} />}
          </Suspense>
        </AdminLoadErrorBoundary>
      </Box>
    </Stack>
  );
}

function CountsSection({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(adminBookingsPageQuery, queryRef);
  return <AdminBookingsCounts query={data} />;
}

function ListSection({ queryRef, onClearFilters }: { queryRef: PreloadedQuery<Query>; onClearFilters: () => void }) {
  const data = usePreloadedQuery<Query>(adminBookingsPageQuery, queryRef);
  const filter = (queryRef.variables.filter ?? {}) as BookingFilterInput;
  return <AdminBookingsList query={data} filter={filter} onClearFilters={onClearFilters} />;
}

/** The count line and the first rows' outlines while the list loads. */
function BookingsOutline() {
  return (
    <LoadingOutline label="Carregando reservas...">
      <Skeleton width={200} sx={{ mb: 1.5 }} />
      <RowsOutline rows={5} />
    </LoadingOutline>
  );
}
