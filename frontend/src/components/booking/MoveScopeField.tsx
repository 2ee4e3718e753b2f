import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/**
 * Moving an occurrence of a series: this one alone, or with every later one
 * ('rescheduleBookingSeries', docs/scheduling.md, "Series").
 */
export function MoveScopeField({ following, onChange }: { following: boolean; onChange: (following: boolean) => void }) {
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Reagendar</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        value={following ? 'following' : 'one'}
        onChange={(_, value) => onChange(value === 'following')}
      >
        <FormControlLabel value="one" control={<Radio />} label="Somente esta reserva" />
        <FormControlLabel value="following" control={<Radio />} label="Esta e as seguintes da série" />
      </RadioGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {following
          ? 'Cada reserva seguinte vai para o mesmo horário, com a mesma distância em dias. Se uma delas não couber, nada muda.'
          : 'As outras reservas da série continuam como estão.'}
      </FormHelperText>
    </FormControl>
  );
}
