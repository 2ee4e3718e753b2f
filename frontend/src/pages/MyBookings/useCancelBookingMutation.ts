import { ConnectionHandler, graphql } from 'react-relay';
import { ROOT_ID } from 'relay-runtime';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useCancelBookingMutation as Mutation } from './__generated__/useCancelBookingMutation.graphql';

/** The history list's connection: a cancelled booking joins it at the top. */
export const historyConnectionId = () =>
  ConnectionHandler.getConnectionID(ROOT_ID, 'MyBookingsHistoryList_history', { filter: { scope: 'OWN', group: 'HISTORY' } });

/**
 * The owner cancels a booking. The card updates in place (status, actions) and the
 * booking joins the history list (latest start first, so at the top).
 */
export function useCancelBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useCancelBookingMutation($input: BookingIdInput!, $connections: [ID!]!) {
      cancelBooking(input: $input) {
        booking @prependNode(connections: $connections, edgeTypeName: "BookingEdge") {
          id
          ...BookingCard_booking
        }
      }
    }
  `);
}
