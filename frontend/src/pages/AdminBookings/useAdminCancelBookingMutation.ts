import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useAdminCancelBookingMutation as Mutation } from './__generated__/useAdminCancelBookingMutation.graphql';

/** An admin cancels a booking with a reason; its row and dialog update in place. */
export function useAdminCancelBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useAdminCancelBookingMutation($input: BookingIdInput!, $reason: String) {
      cancelBooking(input: $input, reason: $reason) {
        booking {
          id
          status
          ...AdminBookingRow_booking
          ...AdminBookingDetailsDialog_booking
          ...BookingHistory_booking
        }
      }
    }
  `);
}
