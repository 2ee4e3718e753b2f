import { useState } from 'react';
import Button from '@mui/material/Button';
import DoneAll from '@mui/icons-material/DoneAll';
import EventBusy from '@mui/icons-material/EventBusy';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AdminBookingActions_booking$key } from './__generated__/AdminBookingActions_booking.graphql';
import { allowedActions, useBookingStatusActions } from './useBookingStatusActions';

/**
 * The status changes the state machine allows for a booking: 'Cancelar' (pending, after
 * a confirmation) and 'Marcar como realizada' (confirmed). Nothing for the others.
 */
export function AdminBookingActions({ booking }: { booking: AdminBookingActions_booking$key }) {
  const b = useFragment(
    graphql`
      fragment AdminBookingActions_booking on Booking {
        id
        status
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
  const [confirming, setConfirming] = useState(false);
  const allowed = allowedActions(b.status);
  const who = b.user.fullName || 'Usuário';
  return (
    <>
      {allowed.complete && (
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<DoneAll />}
          disabled={actions.busy}
          onClick={() => void actions.complete(b.id)}
          aria-label={`Marcar como realizada: ${b.space.name}, ${who}`}
        >
          Marcar como realizada
        </Button>
      )}
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
          <ConfirmDialog
            open={confirming}
            title="Cancelar reserva?"
            message={`A reserva de ${who} em ${b.space.name} será cancelada e o horário ficará livre para outras pessoas.`}
            confirmLabel="Cancelar reserva"
            cancelLabel="Voltar"
            onConfirm={() => void actions.cancel(b.id)}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
