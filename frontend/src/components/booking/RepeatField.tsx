import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FREQUENCIES } from './series';
import type { Frequency, Repeat } from './series';

/**
 * 'Repetir' (docs/scheduling.md, "Series"): the one series field every new booking shows.
 * The rest (weekdays, how it ends, the preview) is SeriesFields, loaded once it repeats.
 */
export function RepeatField({
  repeat,
  onChange,
  onFocus,
}: {
  repeat: Repeat;
  onChange: (next: Repeat) => void;
  /** The field is about to be used: a good moment to fetch what a series needs. */
  onFocus?: () => void;
}) {
  return (
    <TextField
      select
      onFocus={onFocus}
      label="Repetir"
      value={repeat.frequency}
      onChange={(e) => onChange({ ...repeat, frequency: e.target.value as Frequency })}
      helperText={repeat.frequency === 'NONE' ? undefined : 'Cada ocorrência é uma reserva, com as mesmas regras.'}
    >
      {FREQUENCIES.map((f) => (
        <MenuItem key={f.value} value={f.value}>
          {f.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
