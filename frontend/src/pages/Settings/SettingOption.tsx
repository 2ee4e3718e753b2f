import { useId } from 'react';
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

/** A switch with its label and, below, what it does (or why it is disabled). */
export function SettingOption({
  label,
  description,
  control,
}: {
  label: string;
  description: string;
  control: (describedBy: string) => ReactElement;
}) {
  const id = useId();
  return (
    <Box>
      <FormControlLabel control={control(id)} label={label} />
      <Typography id={id} variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
        {description}
      </Typography>
    </Box>
  );
}
