import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EventBusy from '@mui/icons-material/EventBusy';
import Speed from '@mui/icons-material/Speed';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { LoadingOutline } from '../../components/ContentSkeleton';
import { SpaceSearchBar } from '../../components/spaces/SpaceSearchBar';
import { usePageTitle } from '../../components/usePageTitle';
import { activeFilterCount, toSpaceFilter } from '../../lib/spaces';
import { objectKey } from '../../lib/objectKey';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useRouteQuery } from '../../relay/preload';
import { SpaceCardGridOutline } from '../Spaces/SpaceListSkeleton';
import type { AdminSpaceCard_space$data } from './__generated__/AdminSpaceCard_space.graphql';
import type { AdminSpacesPageQuery as Query, AdminSpacesPageQuery$variables } from './__generated__/AdminSpacesPageQuery.graphql';
import { AdminSpaceFilters, DEFAULT_ADMIN_FILTERS } from './AdminSpaceFilters';
import type { AdminFilters } from './AdminSpaceFilters';
import { AdminSpaceGrid } from './AdminSpaceGrid';
import { ClosuresDialog } from './ClosuresDialog';
import { QuotasDialog } from './QuotasDialog';
import { SpaceFormDialog } from './SpaceFormDialog';

export const adminSpacesPageQuery = graphql`
  query AdminSpacesPageQuery($filter: SpaceFilter) {
    ...AdminSpaceGrid_query @arguments(filter: $filter)
  }
`;

/** The route's variables for a search text and filters (the loader uses the defaults). */
export function adminSpacesVariables(search = '', filters: AdminFilters = DEFAULT_ADMIN_FILTERS): AdminSpacesPageQuery$variables {
  return { filter: toSpaceFilter({ search, ...filters }) };
}

/** /admin/spaces ('Gerenciar Espaços'): search, filters, the grid, and the space dialog. */
export default function AdminSpacesPage() {
  const queryRef = useRouteQuery<Query>();
  // A new reference (the route loaded again) starts the page afresh.
  return queryRef ? <AdminSpaces key={objectKey(queryRef)} initialQueryRef={queryRef} /> : null;
}

type Editing = { space: AdminSpaceCard_space$data | null; key: number } | null;

export function AdminSpaces({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Gerenciar Espaços');
  const filtersId = useId();
  const [queryRef, loadQuery] = useQueryLoader<Query>(adminSpacesPageQuery, initialQueryRef);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AdminFilters>(DEFAULT_ADMIN_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [closuresOpen, setClosuresOpen] = useState(false);
  const [quotasOpen, setQuotasOpen] = useState(false);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  // Typing and dragging settle before a request; the results on screen stay until the
  // new ones arrive (a transition).
  const debouncedSearch = useDebouncedValue(search);
  const debouncedFilters = useDebouncedValue(filters);
  const variables = useMemo(() => adminSpacesVariables(debouncedSearch, debouncedFilters), [debouncedSearch, debouncedFilters]);
  const variablesKey = JSON.stringify(variables);
  const loadedKey = useRef(JSON.stringify(initialQueryRef.variables));
  useEffect(() => {
    if (variablesKey === loadedKey.current) return;
    loadedKey.current = variablesKey;
    startTransition(() => loadQuery(variables, { fetchPolicy: 'store-and-network' }));
  }, [variablesKey, variables, loadQuery]);

  const retry = () => loadQuery(variables, { fetchPolicy: 'network-only' });
  const filterCount = activeFilterCount({ search: '', ...filters });
  const clearFilters = () => {
    setSearch('');
    setFilters(DEFAULT_ADMIN_FILTERS);
  };
  const openDialog = (space: AdminSpaceCard_space$data | null) => {
    setEditing((current) => ({ space, key: (current?.key ?? 0) + 1 }));
    setDialogOpen(true);
  };
  const onConnection = useCallback((id: string) => setConnectionId(id), []);
  // The dashboard's 'Novo Espaço' arrives with ?novo=1: open the create dialog once.
  const [params, setParams] = useSearchParams();
  // Synchronises with the URL (an outside system): runs when the query string changes.
  useEffect(() => {
    if (params.get('novo') === '1') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once per navigation, then the URL is cleared
      openDialog(null);
      setParams({}, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openDialog only sets state
  }, [params]);

  return (
    <Stack spacing={3}>
      {/* Side by side only where the three buttons fit beside the title (not at 200 % zoom). */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box>
          <Typography variant="h1">Gerenciar Espaços</Typography>
          <Typography color="text.secondary">Cadastre, edite, ative ou desative os espaços; defina horários, fechamentos e limites por pessoa.</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' }, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<EventBusy />} onClick={() => setClosuresOpen(true)}>
            Fechamentos
          </Button>
          <Button variant="outlined" startIcon={<Speed />} onClick={() => setQuotasOpen(true)} sx={{ ml: '0 !important' }}>
            Limites por pessoa
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => openDialog(null)} sx={{ ml: '0 !important' }}>
            Novo Espaço
          </Button>
        </Stack>
      </Stack>

      <Box>
        <SpaceSearchBar
          search={search}
          onSearch={setSearch}
          filtersId={filtersId}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          filterCount={filterCount}
        />
        {/* Closed, the panel takes no room (no spacing around it). */}
        <Collapse in={filtersOpen}>
          <Box sx={{ pt: 2 }}>
            <AdminSpaceFilters id={filtersId} value={filters} onChange={setFilters} onClear={() => setFilters(DEFAULT_ADMIN_FILTERS)} />
          </Box>
        </Collapse>
      </Box>

      <Box sx={{ position: 'relative' }}>
        {isPending && (
          <LinearProgress aria-label="Atualizando a lista" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />
        )}
        <LoadErrorBoundary title="Erro ao carregar espaços" onRetry={retry}>
          <Suspense
            fallback={
              <LoadingOutline label="Carregando espaços...">
                <SpaceCardGridOutline />
              </LoadingOutline>
            }
          >
            {queryRef && (
              <AdminSpaceResults
                queryRef={queryRef}
                filtered={variables.filter != null && Object.keys(variables.filter).length > 0}
                onCreate={() => openDialog(null)}
                onEdit={openDialog}
                onClearFilters={clearFilters}
                onConnection={onConnection}
              />
            )}
          </Suspense>
        </LoadErrorBoundary>
      </Box>

      {editing && (
        <SpaceFormDialog
          key={editing.key}
          space={editing.space}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          connectionId={connectionId}
        />
      )}
      <ClosuresDialog open={closuresOpen} onClose={() => setClosuresOpen(false)} />
      <QuotasDialog open={quotasOpen} onClose={() => setQuotasOpen(false)} />
    </Stack>
  );
}

function AdminSpaceResults({
  queryRef,
  ...grid
}: { queryRef: PreloadedQuery<Query> } & Omit<Parameters<typeof AdminSpaceGrid>[0], 'query'>) {
  const data = usePreloadedQuery<Query>(adminSpacesPageQuery, queryRef);
  return <AdminSpaceGrid query={data} {...grid} />;
}
