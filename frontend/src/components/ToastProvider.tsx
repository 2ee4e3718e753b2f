import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { ToastItem, ToastStack as ToastStackComponent } from './ToastStack';

export type ToastVariant = 'success' | 'info' | 'warning' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is the spec's error toast. Default: success. */
  variant?: ToastVariant;
}

type ToastFn = (toast: ToastOptions) => void;

const ToastContext = createContext<ToastFn | null>(null);

const MAX_VISIBLE = 3;

let loadedStack: typeof ToastStackComponent | null = null;
let loadingStack: Promise<typeof ToastStackComponent> | null = null;

/**
 * Loads the toasts' own code (Snackbar, Alert) once: the provider asks for it with the
 * first toast, so that no page carries it before a notice is shown.
 */
export function loadToastStack(): Promise<typeof ToastStackComponent> {
  loadingStack ??= import('./ToastStack').then(
    (m) => (loadedStack = m.ToastStack),
    (error: unknown) => {
      loadingStack = null; // Try again with the next toast.
      throw error;
    },
  );
  return loadingStack;
}

/** Shows notices bottom-right: a title, an optional description, several at once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [ToastStack, setToastStack] = useState(() => loadedStack);
  const nextId = useRef(1);

  const toast = useCallback<ToastFn>(({ title, description, variant = 'success' }) => {
    const id = nextId.current++;
    setItems((current) => [...current.slice(-(MAX_VISIBLE - 1)), { id, title, description, variant, open: true }]);
  }, []);

  useEffect(() => {
    if (items.length === 0 || ToastStack) return;
    let active = true;
    loadToastStack().then(
      (stack) => active && setToastStack(() => stack),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [items.length, ToastStack]);

  const close = useCallback((id: number) => setItems((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t))), []);
  const remove = useCallback((id: number) => setItems((current) => current.filter((t) => t.id !== id)), []);

  return (
    <ToastContext value={toast}>
      {children}
      <Stack
        component="section"
        aria-label="Notificações"
        spacing={1}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (t) => t.zIndex.snackbar, maxWidth: 'calc(100vw - 32px)' }}
      >
        {ToastStack && <ToastStack items={items} onClose={close} onExited={remove} />}
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
