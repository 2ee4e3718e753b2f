import { useState } from 'react';
import Button from '@mui/material/Button';
import DoneAll from '@mui/icons-material/DoneAll';
import EventBusy from '@mui/icons-material/EventBusy';
import { graphql, useFragment } from 'react-relay';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '../../auth/SessionProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverNow } from '../../lib/serverTime';
import { formatCurrency } from '../../lib/format';
import type { AdminBookingActions_booking$key } from './__generated__/AdminBookingActions_booking.graphql';
import { AdminCancelBookingDialog } from './AdminCancelBookingDialog';
import { allowedActions, COMPLETE_AFTER_END, useBookingStatusActions } from './useBookingStatusActions';

/**
 * The status changes the state machine allows for a booking (docs/booking-lifecycle.md):
 * 'Cancelar' (pending or confirmed, with a reason; a paid one is refunded) and 'Marcar
 * como realizada' (confirmed, once it has ended), each after a confirmation.
 */
export function AdminBookingActions({ booking }: { booking: AdminBookingActions_booking$key }) {
  const b = useFragment(
    graphql`
      fragment AdminBookingActions_booking on Booking {
        id
        status
        endsAt
        totalPrice
        space {
          name
        }
        user {
          fullName
        }
      }
    `,
    booking,
  );
  const actions = useBookingStatusActions();
  const session = useSessionStore();
  const [confirming, setConfirming] = useState(false);
  const [completing, setCompleting] = useState(false);
  const allowed = allowedActions(b.status, b.endsAt, new Date(serverNow(session.accessToken())));
  const who = b.user.fullName || 'Usuário';
  return (
    <>
      {allowed.showComplete && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<DoneAll />}
            disabled={actions.busy || !allowed.complete}
            onClick={() => setCompleting(true)}
            aria-label={`Marcar como realizada: ${b.space.name}, ${who}`}
          >
            Marcar como realizada
          </Button>
          {!allowed.complete && (
            <Typography variant="caption" color="text.secondary">
              {COMPLETE_AFTER_END}
            </Typography>
          )}
        </>
      )}
      <ConfirmDialog
        open={completing}
        title="Marcar como realizada?"
        message={`A reserva de ${who} em ${b.space.name} passará para o histórico como realizada.`}
        confirmLabel="Marcar como realizada"
        cancelLabel="Voltar"
        onConfirm={() => void actions.complete(b.id)}
        onClose={() => setCompleting(false)}
      />
      {allowed.cancel && (
        <>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<EventBusy />}
            disabled={actions.busy}
            onClick={() => setConfirming(true)}
            aria-label={`Cancelar: ${b.space.name}, ${who}`}
          >
            Cancelar
          </Button>
          <AdminCancelBookingDialog
            open={confirming}
            who={who}
            spaceName={b.space.name}
            paid={b.status === 'CONFIRMED' ? formatCurrency(b.totalPrice) : null}
            onConfirm={(reason) => void actions.cancel(b.id, reason)}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
