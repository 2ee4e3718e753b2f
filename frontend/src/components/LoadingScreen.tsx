import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The 'Carregando...' spinner, full screen or inside a page area. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">Carregando...</Typography>
    </Box>
  );
}
