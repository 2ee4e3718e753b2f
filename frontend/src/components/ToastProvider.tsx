import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

export const LIVE_REGION_ID = 'notificacoes';

/**
 * The element the notices live in: a child of <body>, outside the app root, created
 * once. An open MUI dialog marks every other child of <body> `aria-hidden`, which would
 * silence a notice raised inside the dialog; this element takes that mark off at once,
 * so it is never inside a hidden subtree (docs/accessibility.md, "Messages").
 */
export function liveRegionHost(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const host = doc.createElement('div');
  host.id = LIVE_REGION_ID;
  doc.body.appendChild(host);
  new MutationObserver(() => {
    if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
  }).observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
  return host;
}

/**
 * Shows notices bottom-right: a title, an optional description, several at once. Two
 * live regions exist before any notice arrives: errors and warnings are announced at
 * once (assertive), the rest when the reader is idle (polite).
 */
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

  const [host] = useState(() => (typeof document === 'undefined' ? null : liveRegionHost()));
  const urgent = (t: ToastItem) => t.variant === 'destructive' || t.variant === 'warning';
  const region = (
    <Stack
      component="section"
      aria-label="Notificações"
      spacing={1}
      sx={(t) => ({
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: t.zIndex.snackbar + 10,
        maxWidth: 'calc(100vw - 32px)',
        // On a phone a dialog fills the screen and keeps its buttons at the bottom: while
        // one is open, notices show at the top instead of covering them.
        [t.breakpoints.down('sm')]: {
          'body:has(.MuiDialog-root) &': { top: 16, bottom: 'auto' },
        },
      })}
    >
      <Stack spacing={1} aria-live="assertive" aria-atomic="false" data-testid="live-assertive">
        {ToastStack && <ToastStack items={items.filter(urgent)} onClose={close} onExited={remove} />}
      </Stack>
      <Stack spacing={1} aria-live="polite" aria-atomic="false" data-testid="live-polite">
        {ToastStack && <ToastStack items={items.filter((t) => !urgent(t))} onClose={close} onExited={remove} />}
      </Stack>
    </Stack>
  );

  return (
    <ToastContext value={toast}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext>
  );
}

/** `toast({ title, description, variant })` */
export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => toast, [toast]);
}
