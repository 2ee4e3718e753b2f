import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { ToastVariant } from './ToastProvider';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

const AUTO_HIDE_MS = 5000;

/**
 * The toasts on screen (inside the provider's 'Notificações' section). A chunk of its own:
 * Snackbar and Alert load with the first toast, not with every page.
 */
export function ToastStack({
  items,
  onClose,
  onExited,
}: {
  items: ToastItem[];
  onClose: (id: number) => void;
  onExited: (id: number) => void;
}) {
  return items.map((item) => (
    <Snackbar
      key={item.id}
      open={item.open}
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose(item.id)}
      slotProps={{ transition: { onExited: () => onExited(item.id) } }}
      sx={{ position: 'static', transform: 'none' }}
    >
      <Alert
        // The surrounding live region announces it; role=alert would announce it twice.
        role="none"
        severity={item.variant === 'destructive' ? 'error' : item.variant}
        variant="standard"
        onClose={() => onClose(item.id)}
        sx={{ width: 360, maxWidth: '100%', boxShadow: 6 }}
      >
        <AlertTitle>{item.title}</AlertTitle>
        {item.description}
      </Alert>
    </Snackbar>
  ));
}
