import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** What each choice does, for moving and for cancelling. */
const HELP = {
  move: {
    one: 'As outras reservas da série continuam como estão.',
    following:
      'Cada reserva seguinte vai para o mesmo horário, com a mesma distância em dias. Se uma delas não couber, nada muda.',
  },
  cancel: {
    one: 'As outras reservas da série continuam como estão.',
    following: 'Esta reserva e todas as seguintes ainda ativas da série são canceladas; as pagas são estornadas.',
  },
} as const;

/**
 * Acting on an occurrence of a series: this one alone, or with every later one
 * ('rescheduleBookingSeries', 'cancelBookingSeries'; docs/scheduling.md, "Series").
 */
export function SeriesScopeField({
  action,
  following,
  onChange,
}: {
  action: 'move' | 'cancel';
  following: boolean;
  onChange: (following: boolean) => void;
}) {
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl sx={action === 'cancel' ? { mt: 2 } : undefined}>
      <FormLabel id={labelId}>{action === 'move' ? 'Reagendar' : 'Quais reservas cancelar'}</FormLabel>
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
        {HELP[action][following ? 'following' : 'one']}
      </FormHelperText>
    </FormControl>
  );
}
