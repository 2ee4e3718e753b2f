import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * 'Enviando... 42%' with a bar while a file is being sent; after a failure, why (as an
 * alert, so that it is announced even inside a dialog).
 */
export function UploadProgress({ value, error }: { value: number | null; error?: string | null }) {
  if (value === null) {
    return error ? (
      <Typography role="alert" variant="body2" color="error">
        {error}
      </Typography>
    ) : null;
  }
  return (
    <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
      <LinearProgress variant="determinate" value={value} aria-label="Progresso do envio" />
      <Typography variant="caption" color="text.secondary">
        Enviando... {value}%
      </Typography>
    </Box>
  );
}
