import { useCallback } from 'react';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { useRefreshBookingCounts } from './AdminBookingsCounts';
import { useAdminCancelBookingMutation } from './useAdminCancelBookingMutation';
import { useCompleteBookingMutation } from './useCompleteBookingMutation';

export const STATUS_UPDATED = 'Status atualizado';
export const STATUS_UPDATE_FAILED = 'Erro ao atualizar status';

/** What an admin may do with a booking (docs/booking-rules.md): cancel a pending one, complete a confirmed one. */
export function allowedActions(status: string): { cancel: boolean; complete: boolean } {
  return { cancel: status === 'PENDING', complete: status === 'CONFIRMED' };
}

/**
 * The admin's status changes, with the spec's notices: 'Status atualizado', or
 * 'Erro ao atualizar status' with the server's message. The counts reload after a change.
 */
export function useBookingStatusActions() {
  const [complete, completing] = useCompleteBookingMutation();
  const [cancel, cancelling] = useAdminCancelBookingMutation();
  const toast = useToast();
  const refreshCounts = useRefreshBookingCounts();

  const run = useCallback(
    async (action: () => Promise<unknown>, description: string) => {
      try {
        await action();
        toast({ title: STATUS_UPDATED, description });
        refreshCounts();
      } catch (error) {
        const { message } = describeError(error, STATUS_UPDATE_FAILED);
        toast({ title: STATUS_UPDATE_FAILED, description: message, variant: 'destructive' });
      }
    },
    [toast, refreshCounts],
  );

  return {
    busy: completing || cancelling,
    complete: (bookingId: string) =>
      run(() => complete({ variables: { input: { bookingId } } }), 'A reserva foi marcada como realizada.'),
    cancel: (bookingId: string) => run(() => cancel({ variables: { input: { bookingId } } }), 'A reserva foi cancelada.'),
  };
}
