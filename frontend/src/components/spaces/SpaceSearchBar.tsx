import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';

/** The search box over names and descriptions, and the 'Filtros' toggle with its count. */
export function SpaceSearchBar({
  search,
  onSearch,
  filtersId,
  filtersOpen,
  onToggleFilters,
  filterCount,
}: {
  search: string;
  onSearch: (text: string) => void;
  /** The id of the filters panel the button opens. */
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filterCount: number;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        // A visible label, not a placeholder alone (which vanishes while typing and is faint).
        label="Buscar espaços"
        placeholder="Nome ou descrição..."
        size="small"
        fullWidth
        type="search"
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Badge badgeContent={filterCount} color="secondary" overlap="rectangular">
        <Button
          variant={filtersOpen ? 'contained' : 'outlined'}
          startIcon={<FilterList />}
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          aria-label={filterCount > 0 ? `Filtros (${filterCount} ativo${filterCount > 1 ? 's' : ''})` : undefined}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Filtros
        </Button>
      </Badge>
    </Stack>
  );
}
