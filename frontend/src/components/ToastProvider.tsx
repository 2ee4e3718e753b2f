import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export type ToastVariant = 'success' | 'info' | 'warning' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is the spec's error toast. Default: success. */
  variant?: ToastVariant;
}

interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

type ToastFn = (toast: ToastOptions) => void;

const ToastContext = createContext<ToastFn | null>(null);

const AUTO_HIDE_MS = 5000;
const MAX_VISIBLE = 3;

/** Shows notices bottom-right: a title, an optional description, several at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const toast = useCallback<ToastFn>(({ title, description, variant = 'success' }) => {
    const id = nextId.current++;
    setItems((current) => [...current.slice(-(MAX_VISIBLE - 1)), { id, title, description, variant, open: true }]);
  }, []);

  const close = (id: number) => setItems((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  const remove = (id: number) => setItems((current) => current.filter((t) => t.id !== id));

  return (
    <ToastContext value={toast}>
      {children}
      <Stack
        component="section"
        aria-label="Notificações"
        spacing={1}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (t) => t.zIndex.snackbar, maxWidth: 'calc(100vw - 32px)' }}
      >
        {items.map((item) => (
          <Snackbar
            key={item.id}
            open={item.open}
            autoHideDuration={AUTO_HIDE_MS}
            onClose={(_, reason) => reason !== 'clickaway' && close(item.id)}
            slotProps={{ transition: { onExited: () => remove(item.id) } }}
            sx={{ position: 'static', transform: 'none' }}
          >
            <Alert
              severity={item.variant === 'destructive' ? 'error' : item.variant}
              variant="standard"
              onClose={() => close(item.id)}
              sx={{ width: 360, maxWidth: '100%', boxShadow: 6 }}
            >
              <AlertTitle>{item.title}</AlertTitle>
              {item.description}
            </Alert>
          </Snackbar>
        ))}
      </Stack>
    </ToastContext>
  );
}

/** `toast({ title, description, variant })` */
export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => toast, [toast]);
}
