import { Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LoadErrorBoundary } from '../LoadErrorBoundary';
import { LoadingScreen } from '../LoadingScreen';

/**
 * An admin dialog whose content loads when it opens: full screen on phones, a spinner
 * while loading, 'Tentar novamente' after a failed load (`errorTitle`), and 'Fechar'.
 */
export function LoadedDialog({
  open,
  onClose,
  title,
  errorTitle,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  errorTitle: string;
  maxWidth: 'sm' | 'md';
  /** The content, mounted anew after each retry. */
  children: (attempt: number) => ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && (
        <LoadErrorBoundary title={errorTitle} onRetry={() => setAttempt((a) => a + 1)}>
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>{children(attempt)}</Suspense>
        </LoadErrorBoundary>
      )}
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
