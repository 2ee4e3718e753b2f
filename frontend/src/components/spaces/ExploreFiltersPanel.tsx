import { Suspense, lazy, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import { exploreFilterCount } from '../../lib/spaces';
import type { ExploreFilters } from '../../lib/spaces';
import { SpaceSearchBar } from './SpaceSearchBar';

// The filters (sliders, select) have their own chunk: closed at first, they cost the first
// paint nothing.
const SpaceFilters = lazy(() => import('../../pages/Spaces/SpaceFilters'));

/**
 * The search box, 'Filtros' with its count, and the filters panel it opens: 'Buscar
 * Espaços' and the agenda choose spaces the same way.
 */
export function ExploreFiltersPanel({
  search,
  onSearch,
  filters,
  onFilters,
  onClear,
}: {
  search: string;
  onSearch: (text: string) => void;
  filters: ExploreFilters;
  onFilters: (filters: ExploreFilters) => void;
  onClear: () => void;
}) {
  const filtersId = useId();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  return (
    <Box>
      <SpaceSearchBar
        search={search}
        onSearch={onSearch}
        filtersId={filtersId}
        filtersOpen={open}
        onToggleFilters={() => {
          setShown(true);
          setOpen((o) => !o);
        }}
        filterCount={exploreFilterCount(filters)}
      />
      {/* Closed, the panel takes no room (no spacing around it). The wrapper is always there
          (the 'Filtros' button's aria-controls names it); only its content waits for the first
          opening, which Collapse's mountOnEnter cannot do: it leaves out the wrapper too. */}
      <Collapse in={open}>
        <Box id={filtersId} sx={{ pt: 2 }}>
          {shown && (
            <Suspense fallback={<LinearProgress aria-label="Carregando os filtros" />}>
              <SpaceFilters value={filters} onChange={onFilters} onClear={onClear} />
            </Suspense>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
