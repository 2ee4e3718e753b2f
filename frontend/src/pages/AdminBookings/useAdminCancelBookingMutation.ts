import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useAdminCancelBookingMutation as Mutation } from './__generated__/useAdminCancelBookingMutation.graphql';

/** An admin cancels a pending booking; its row and dialog update in place. */
export function useAdminCancelBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useAdminCancelBookingMutation($input: BookingIdInput!) {
      cancelBooking(input: $input) {
        booking {
          id
          status
          ...AdminBookingRow_booking
          ...AdminBookingDetailsDialog_booking
        }
      }
    }
  `);
}
