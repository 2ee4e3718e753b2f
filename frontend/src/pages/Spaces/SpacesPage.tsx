import { Suspense, lazy, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { ExploreFiltersPanel } from '../../components/spaces/ExploreFiltersPanel';
import { usePageTitle } from '../../components/usePageTitle';
import { DEFAULT_EXPLORE_FILTERS, exploreFilter } from '../../lib/spaces';
import type { ExploreFilters } from '../../lib/spaces';
import { objectKey } from '../../lib/objectKey';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useRouteQuery } from '../../relay/preload';
import type { SpaceCard_space$data } from './__generated__/SpaceCard_space.graphql';
import type { SpacesPageQuery as Query, SpacesPageQuery$variables } from './__generated__/SpacesPageQuery.graphql';
import { SpaceDetailsDialog } from './SpaceDetailsDialog';
import { SpaceList } from './SpaceList';
import { SpaceListSkeleton } from './SpaceListSkeleton';

// The booking form has its own code (dates, availability, series): loaded when first opened.
const BookingFormDialog = lazy(() => import('../../components/booking/BookingFormDialog'));

export const spacesPageQuery = graphql`
  query SpacesPageQuery($filter: SpaceFilter) {
    ...SpaceList_query @arguments(filter: $filter)
  }
`;

/** The route's variables for a search text and filters (the loader uses the defaults). */
export function spacesVariables(search = '', filters: ExploreFilters = DEFAULT_EXPLORE_FILTERS): SpacesPageQuery$variables {
  return { filter: exploreFilter(search, filters) };
}

/** /spaces ('Buscar Espaços'): search and filter the active spaces, see one, book one. */
export default function SpacesPage() {
  const queryRef = useRouteQuery<Query>();
  // A new reference (the route loaded again) starts the page afresh.
  return queryRef ? <Spaces key={objectKey(queryRef)} initialQueryRef={queryRef} /> : null;
}

export function Spaces({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Buscar Espaços');
  const [queryRef, loadQuery] = useQueryLoader<Query>(spacesPageQuery, initialQueryRef);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ExploreFilters>(DEFAULT_EXPLORE_FILTERS);
  const [details, setDetails] = useState<{ space: SpaceCard_space$data; open: boolean } | null>(null);
  const [booking, setBooking] = useState<{ spaceId: string; open: boolean } | null>(null);
  const [isPending, startTransition] = useTransition();

  // Typing and dragging settle before a request; the results on screen stay until the
  // new ones arrive (a transition).
  const debouncedSearch = useDebouncedValue(search);
  const debouncedFilters = useDebouncedValue(filters);
  const variables = useMemo(() => spacesVariables(debouncedSearch, debouncedFilters), [debouncedSearch, debouncedFilters]);
  const variablesKey = JSON.stringify(variables);
  const loadedKey = useRef(JSON.stringify(initialQueryRef.variables));
  useEffect(() => {
    if (variablesKey === loadedKey.current) return;
    loadedKey.current = variablesKey;
    startTransition(() => loadQuery(variables, { fetchPolicy: 'store-and-network' }));
  }, [variablesKey, variables, loadQuery]);

  const retry = () => loadQuery(variables, { fetchPolicy: 'network-only' });
  const clearFilters = () => {
    setSearch('');
    setFilters(DEFAULT_EXPLORE_FILTERS);
  };
  const book = (spaceId: string) => {
    setDetails((current) => current && { ...current, open: false });
    setBooking({ spaceId, open: true });
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">Buscar Espaços</Typography>
        <Typography color="text.secondary">Encontre o espaço ideal e reserve por hora.</Typography>
      </Box>

      <ExploreFiltersPanel search={search} onSearch={setSearch} filters={filters} onFilters={setFilters} onClear={clearFilters} />

      <Box sx={{ position: 'relative' }}>
        {isPending && (
          <LinearProgress aria-label="Atualizando a lista" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />
        )}
        <LoadErrorBoundary title="Erro ao carregar espaços" onRetry={retry}>
          <Suspense fallback={<SpaceListSkeleton />}>
            {queryRef && (
              <SpaceResults
                queryRef={queryRef}
                onDetails={(space) => setDetails({ space, open: true })}
                onBook={book}
                onClearFilters={clearFilters}
              />
            )}
          </Suspense>
        </LoadErrorBoundary>
      </Box>

      <SpaceDetailsDialog
        space={details?.space ?? null}
        open={details?.open ?? false}
        onClose={() => setDetails((current) => current && { ...current, open: false })}
        onBook={book}
      />
      {booking && (
        <Suspense fallback={null}>
          <BookingFormDialog
            open={booking.open}
            spaceId={booking.spaceId}
            onClose={() => setBooking((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function SpaceResults({
  queryRef,
  ...list
}: { queryRef: PreloadedQuery<Query> } & Omit<Parameters<typeof SpaceList>[0], 'query'>) {
  const data = usePreloadedQuery<Query>(spacesPageQuery, queryRef);
  return <SpaceList query={data} {...list} />;
}
