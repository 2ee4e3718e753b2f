import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from './booking/visuallyHidden';
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
/** The polite region that names each new page (docs/accessibility.md, "Route changes"). */
export const PAGE_REGION_ID = 'anuncio-de-pagina';

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
  // Notices cover the bottom of the screen while they show: keep that much scroll padding
  // at the bottom, so a control reached with Tab scrolls above them instead of under
  // them (2.4.11 Focus Not Obscured).
  const shown = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = shown.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = el.getBoundingClientRect().height;
      root.style.scrollPaddingBottom = height > 24 ? `${Math.ceil(height) + 32}px` : '';
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  const urgent = (t: ToastItem) => t.variant === 'destructive' || t.variant === 'warning';
  const region = (
    <Stack
      ref={shown}
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
      <Box id={PAGE_REGION_ID} role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} />
    </Stack>
  );

  return (
    <ToastContext value={toast}>
      {children}
      {host ? createPortal(region, host) : region}
    </ToastContext>
  );
}

let announcedTitle: string | null = null;

/** The page's name from the document title ("Minhas Reservas · Ágora" → "Minhas Reservas"). */
const pageName = (doc: Document) => doc.title.replace(/ · Ágora$/, '');

/**
 * Names the new page in the page region after a route change: a page load is announced
 * by the browser, a client-side navigation is not. The page sets its title when it
 * renders, which may be after the route change (a lazy page, a query): this waits up to
 * `patience` ms for a title it has not announced yet.
 */
export function announcePage(doc: Document = document, patience = 3000): void {
  const region = doc.getElementById(PAGE_REGION_ID);
  if (!region) return;
  const say = () => {
    const name = pageName(doc);
    if (!name || name === announcedTitle) return false;
    announcedTitle = name;
    region.textContent = `Página: ${name}`;
    return true;
  };
  if (say()) return;
  const title = doc.querySelector('title');
  if (!title) return;
  const observer = new MutationObserver(() => {
    if (say()) observer.disconnect();
  });
  observer.observe(title, { childList: true, characterData: true, subtree: true });
  setTimeout(() => observer.disconnect(), patience);
}

/** The page the reader arrived on (announced by the browser itself). */
export function notePageShown(doc: Document = document): void {
  announcedTitle = pageName(doc);
}

/** `toast({ title, description, variant })` */
export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => toast, [toast]);
}
