import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NETWORK_ERROR_MESSAGE } from '../relay/errors';

/**
 * The session could not be restored because the server did not answer: the user is not
 * signed out for that. The session retries by itself; 'Tentar novamente' retries now.
 */
export function ServerUnreachable({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Alert
        severity="error"
        role="alert"
        sx={{ maxWidth: 480 }}
        action={
          <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
            {retrying ? 'Tentando...' : 'Tentar novamente'}
          </Button>
        }
      >
        <AlertTitle>Sem conexão com o servidor</AlertTitle>
        {NETWORK_ERROR_MESSAGE} Sua sessão continua aberta: tentaremos de novo em instantes.
      </Alert>
    </Box>
  );
}
