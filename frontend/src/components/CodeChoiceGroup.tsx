import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';

export interface CodeChoice {
  value: string;
  /** What it means, in pt-BR. */
  text: string;
  /** How integrators write it (`bookings:read`, `booking.created`). */
  code: string;
}

/**
 * A fieldset of checkboxes, each named in words with its code beside it (API token
 * scopes, webhook events). `error` marks every box invalid and shows under the group.
 */
export function CodeChoiceGroup({
  legend,
  choices,
  selected,
  onChange,
  error,
}: {
  legend: string;
  choices: CodeChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            control={
              <Checkbox
                checked={selected.includes(choice.value)}
                onChange={(e) => toggle(choice.value, e.target.checked)}
                slotProps={{ input: { 'aria-invalid': Boolean(error) } }}
              />
            }
            label={
              <span>
                {choice.text}{' '}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  ({choice.code})
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
