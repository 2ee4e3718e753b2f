import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import { RangeSlider } from '../../components/spaces/RangeSlider';
import { CAPACITY_RANGE, PRICE_RANGE, RESOURCE_OPTIONS, capacityLabel, capacityValueText, priceLabel, priceValueText, resourceLabel } from '../../lib/spaces';
import type { ExploreFilters } from '../../lib/spaces';

/**
 * Capacity and price sliders (the top means "no upper bound") and the resource select.
 * Its own chunk: /spaces loads it when the panel first opens (SpacesPage).
 */
export default function SpaceFilters({
  value,
  onChange,
  onClear,
}: {
  value: ExploreFilters;
  onChange: (value: ExploreFilters) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
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
        <RangeSlider
          label="Preço por hora"
          summary={priceLabel(value.price)}
          value={value.price}
          onChange={(price) => onChange({ ...value, price })}
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={PRICE_RANGE.step}
          thumbLabels={['Preço mínimo', 'Preço máximo']}
          valueText={priceValueText}
        />
        <FormControl size="small" fullWidth>
          <InputLabel id={`${id}-resource-label`}>Recurso</InputLabel>
          <Select
            labelId={`${id}-resource-label`}
            label="Recurso"
            value={value.resource}
            onChange={(event) => onChange({ ...value, resource: event.target.value })}
          >
            <MenuItem value="all">Todos</MenuItem>
            {RESOURCE_OPTIONS.map((resource) => (
              <MenuItem key={resource} value={resource}>
                {resourceLabel(resource)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onClear}>Limpar filtros</Button>
      </Box>
    </Paper>
  );
}
