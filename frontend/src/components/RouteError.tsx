import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { describeError } from '../relay/errors';
import { useToast } from './ToastProvider';

/**
 * A route that failed to load: the spec's title for the situation, the server's message
 * and 'Tentar novamente', which loads the route's query again; with `toast`, also the
 * spec's error toast.
 */
export function RouteError({ title = 'Erro ao carregar dados', toast = false }: { title?: string; toast?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { message } = describeError(error, title);
  // The spec's error toast too, where the route asks for it (docs/screens.md: toast + inline).
  const showToast = useToast();
  useEffect(() => {
    if (toast) showToast({ title, description: message, variant: 'destructive' });
  }, [toast, error, title, message, showToast]);
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void revalidator.revalidate()}>
            Tentar novamente
          </Button>
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
