import { useMemo } from 'react';
import { ConnectionHandler, graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMyBookingsLiveSubscription } from './__generated__/useMyBookingsLiveSubscription.graphql';
import { historyConnectionId } from './useCancelBookingMutation';
import { useBookingsSummaryRefresh } from './useBookingsSummaryRefresh';

const ENDED = new Set(['CANCELLED', 'COMPLETED']);

/**
 * Keeps 'Minhas Reservas' live (docs/booking-lifecycle.md): a booking that changes
 * elsewhere — paid in another tab, expired unpaid, cancelled or moved by an admin —
 * updates its card in place; one that ended leaves Próximas and Hoje (they hide ended
 * bookings) and joins the history at the top; the counts reload.
 */
export function useMyBookingsLive() {
  const refreshSummary = useBookingsSummaryRefresh();
  const config = useMemo<GraphQLSubscriptionConfig<useMyBookingsLiveSubscription>>(
    () => ({
      subscription: graphql`
        subscription useMyBookingsLiveSubscription {
          myBookingChanged {
            id
            status
            ...BookingCard_booking
          }
        }
      `,
      variables: {},
      updater: (store) => {
        const booking = store.getRootField('myBookingChanged');
        if (!booking || !ENDED.has(String(booking.getValue('status')))) return;
        const history = store.get(historyConnectionId());
        if (!history) return;
        const id = booking.getDataID();
        const edges = history.getLinkedRecords('edges') ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
        const edge = ConnectionHandler.createEdge(store, history, booking, 'BookingEdge');
        ConnectionHandler.insertEdgeBefore(history, edge);
      },
      onNext: () => refreshSummary(),
      onError: (error) => console.warn('myBookingChanged failed', error),
    }),
    [refreshSummary],
  );
  useSubscription<useMyBookingsLiveSubscription>(config);
}
