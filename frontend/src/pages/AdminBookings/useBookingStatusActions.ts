import { useCallback } from 'react';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { useRefreshBookingCounts } from './AdminBookingsCounts';
import { useAdminCancelBookingMutation } from './useAdminCancelBookingMutation';
import { useApproveBookingMutation, useDeclineBookingMutation } from './useBookingDecisionMutations';
import { useCompleteBookingMutation } from './useCompleteBookingMutation';
import { useCancelBookingSeriesMutation } from '../../components/booking/useSeriesMutations';

export const STATUS_UPDATED = 'Status atualizado';
export const STATUS_UPDATE_FAILED = 'Erro ao atualizar status';

/** Shown beside the disabled button (the server's refusal says it in full). */
export const COMPLETE_AFTER_END = 'Disponível depois do fim da reserva.';

/**
 * What an admin may do with a booking (docs/booking-lifecycle.md): approve or decline a
 * request awaiting approval; cancel or move a pending or confirmed one (moving: until it
 * has ended); complete a confirmed one
 * once it has ended (the button shows, disabled with the reason, before that). The server
 * decides; this only mirrors it.
 */
export function allowedActions(
  status: string,
  endsAt: string,
  now: Date,
): { decide: boolean; cancel: boolean; move: boolean; complete: boolean; showComplete: boolean } {
  const confirmed = status === 'CONFIRMED';
  const active = status === 'PENDING' || confirmed;
  return {
    decide: status === 'AWAITING_APPROVAL',
    cancel: active,
    // An admin is not bound by the owner's window; a booking that has ended stays put.
    move: active && new Date(endsAt).getTime() > now.getTime(),
    showComplete: confirmed,
    complete: confirmed && new Date(endsAt).getTime() <= now.getTime(),
  };
}

/**
 * The admin's status changes, with the spec's notices: 'Status atualizado', or
 * 'Erro ao atualizar status' with the server's message. The counts reload after a change.
 */
export function useBookingStatusActions() {
  const [complete, completing] = useCompleteBookingMutation();
  const [cancel, cancelling] = useAdminCancelBookingMutation();
  const [approve, approving] = useApproveBookingMutation();
  const [decline, declining] = useDeclineBookingMutation();
  const [cancelSeries, cancellingSeries] = useCancelBookingSeriesMutation();
  const toast = useToast();
  const refreshCounts = useRefreshBookingCounts();

  const run = useCallback(
    async <T,>(action: () => Promise<T>, description: string | ((result: T) => string)) => {
      try {
        const result = await action();
        toast({ title: STATUS_UPDATED, description: typeof description === 'string' ? description : description(result) });
        refreshCounts();
      } catch (error) {
        const { message } = describeError(error, STATUS_UPDATE_FAILED);
        toast({ title: STATUS_UPDATE_FAILED, description: message, variant: 'destructive' });
      }
    },
    [toast, refreshCounts],
  );

  return {
    busy: completing || cancelling || approving || declining || cancellingSeries,
    complete: (bookingId: string) =>
      run(() => complete({ variables: { input: { bookingId } } }), 'A reserva foi marcada como realizada.'),
    cancel: (bookingId: string, reason: string) =>
      run(() => cancel({ variables: { input: { bookingId }, reason } }), 'A reserva foi cancelada.'),
    /** This occurrence and every later active one of its series. */
    cancelFollowing: (bookingId: string, reason: string) =>
      run(async () => {
        const done = await cancelSeries({ variables: { input: { bookingId }, reason } });
        return done.cancelBookingSeries.bookings.length;
      }, (count) => `${count} ${count === 1 ? 'reserva da série foi cancelada' : 'reservas da série foram canceladas'}.`),
    approve: (bookingId: string, series: boolean) =>
      run(
        () => approve({ variables: { input: { bookingId } } }),
        series ? 'A série foi aprovada e aguarda o pagamento.' : 'O pedido foi aprovado e aguarda o pagamento.',
      ),
    decline: (bookingId: string, reason: string, series: boolean) =>
      run(
        () => decline({ variables: { input: { bookingId }, reason } }),
        series ? 'A série foi recusada.' : 'O pedido foi recusado.',
      ),
  };
}
