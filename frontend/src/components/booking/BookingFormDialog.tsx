import { Suspense, lazy, useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryLoader } from 'react-relay';
import { ErrorBoundary } from '../ErrorBoundary';
import BookingFormQueryNode from './__generated__/BookingFormQuery.graphql';
import type { BookingFormQuery } from './__generated__/BookingFormQuery.graphql';
import type { RescheduleTarget } from './BookingForm';
import type { OwnRange } from './BookingFormTimes';

// The form's code loads when a dialog first opens, in parallel
// with its query: pages that offer 'Reservar' do not carry it.
const BookingForm = lazy(() => import('./BookingForm'));

export interface BookingFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The space to book (a global id); nothing loads while it is null. */
  spaceId: string | null;
  /** After the booking was requested, paid or moved. */
  onBooked?: () => void;
  /** 'Reagendar': the form moves this booking, opening on its day and hours. */
  reschedule?: RescheduleTarget;
  /** Open on these hours (picked on the agenda). */
  preset?: OwnRange;
}

/** The booking form in a dialog (docs/screens.md, "Booking form"). */
export default function BookingFormDialog({ open, onClose, spaceId, onBooked, reschedule, preset }: BookingFormDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [queryRef, loadQuery] = useQueryLoader<BookingFormQuery>(BookingFormQueryNode);

  // Each opening loads afresh; the form itself remounts with every opening (the dialog
  // unmounts its content once closed), so its state and idempotency key are per opening.
  useEffect(() => {
    if (open && spaceId) loadQuery({ spaceId }, { fetchPolicy: 'store-and-network' });
  }, [open, spaceId, loadQuery]);

  const loading = (
    <>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: 200 }}>
          <CircularProgress size={28} aria-hidden="true" />
          Carregando...
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      // Top-aligned: the form grows as the day's hours load, and a centred dialog would move
      // the date field (and the calendar open under it) mid-click.
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId}>{reschedule ? 'Reagendar reserva' : 'Nova Reserva'}</DialogTitle>
      {spaceId !== null && queryRef != null && queryRef.variables.spaceId === spaceId ? (
        <ErrorBoundary
          key={spaceId}
          fallback={
            <>
              <DialogContent>
                <Alert severity="error">Não foi possível carregar o espaço. Tente novamente.</Alert>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Fechar</Button>
              </DialogActions>
            </>
          }
        >
          <Suspense fallback={loading}>
            <BookingForm
              queryRef={queryRef}
              spaceId={spaceId}
              onClose={onClose}
              onBooked={onBooked}
              reschedule={reschedule}
              preset={preset}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        loading
      )}
    </Dialog>
  );
}
