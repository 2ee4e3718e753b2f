import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { RangeSlider } from '../../components/spaces/RangeSlider';
import { CAPACITY_RANGE, RESOURCE_OPTIONS, capacityLabel, capacityValueText, resourceLabel } from '../../lib/spaces';
import type { Range } from '../../lib/spaces';

export type SpaceStatus = 'all' | 'active' | 'inactive';

export interface AdminFilters {
  status: SpaceStatus;
  capacity: Range;
  resources: readonly string[];
}

export const DEFAULT_ADMIN_FILTERS: AdminFilters = {
  status: 'all',
  capacity: [CAPACITY_RANGE.min, CAPACITY_RANGE.max],
  resources: [],
};

/** The admin's filters: active or inactive, capacity range, resources (all of them). */
export function AdminSpaceFilters({
  id,
  value,
  onChange,
  onClear,
}: {
  id: string;
  value: AdminFilters;
  onChange: (value: AdminFilters) => void;
  onClear: () => void;
}) {
  return (
    <Paper id={id} variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography id={`${id}-status`} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            Status
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={value.status}
            onChange={(_, status: SpaceStatus | null) => status && onChange({ ...value, status })}
            aria-labelledby={`${id}-status`}
          >
            <ToggleButton value="all">Todos</ToggleButton>
            <ToggleButton value="active">Ativos</ToggleButton>
            <ToggleButton value="inactive">Inativos</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <RangeSlider
          label="Capacidade"
          summary={capacityLabel(value.capacity)}
          value={value.capacity}
          onChange={(capacity) => onChange({ ...value, capacity })}
          min={CAPACITY_RANGE.min}
          max={CAPACITY_RANGE.max}
          step={CAPACITY_RANGE.step}
          thumbLabels={['Capacidade mínima', 'Capacidade máxima']}
          valueText={capacityValueText}
        />
        <FormControl size="small" fullWidth>
          <InputLabel id={`${id}-resources-label`}>Recursos</InputLabel>
          <Select
            labelId={`${id}-resources-label`}
            multiple
            value={[...value.resources]}
            onChange={(event) => {
              const next = event.target.value;
              onChange({ ...value, resources: typeof next === 'string' ? next.split(',') : next });
            }}
            input={<OutlinedInput label="Recursos" />}
            renderValue={(selected) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {selected.map((resource) => (
                  <Chip key={resource} size="small" label={resourceLabel(resource)} />
                ))}
              </Box>
            )}
          >
            {RESOURCE_OPTIONS.map((resource) => (
              <MenuItem key={resource} value={resource}>
                <ListItemIcon aria-hidden="true">
                  {value.resources.includes(resource) ? <CheckBox color="primary" /> : <CheckBoxOutlineBlank />}
                </ListItemIcon>
                <ListItemText primary={resourceLabel(resource)} />
              </MenuItem>
            ))}
          </Select>
          <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, ml: 1.75 }}>
            Mostra os espaços que têm todos os recursos escolhidos.
          </Typography>
        </FormControl>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onClear}>Limpar filtros</Button>
      </Box>
    </Paper>
  );
}
