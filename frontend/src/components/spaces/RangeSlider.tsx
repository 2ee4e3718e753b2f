import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { Range } from '../../lib/spaces';

/**
 * A labelled two-thumb slider ('Capacidade: 1 – 100+ pessoas'). Each thumb has its own
 * accessible name and value text ('100+' at the top, which means "no upper bound").
 */
export function RangeSlider({
  label,
  summary,
  value,
  onChange,
  min,
  max,
  step,
  thumbLabels,
  valueText,
}: {
  label: string;
  summary: string;
  value: Range;
  onChange: (value: Range) => void;
  min: number;
  max: number;
  step: number;
  thumbLabels: readonly [string, string];
  valueText: (value: number) => string;
}) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}: <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>{summary}</Box>
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={[value[0], value[1]]}
          onChange={(_, next) => {
            if (Array.isArray(next) && next.length === 2) onChange([next[0] as number, next[1] as number]);
          }}
          min={min}
          max={max}
          step={step}
          disableSwap
          valueLabelDisplay="auto"
          valueLabelFormat={valueText}
          getAriaLabel={(index) => thumbLabels[index] ?? label}
          getAriaValueText={valueText}
        />
      </Box>
    </Box>
  );
}
