import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useCompleteBookingMutation as Mutation } from './__generated__/useCompleteBookingMutation.graphql';

/** An admin marks a confirmed booking as completed; its row and dialog update in place. */
export function useCompleteBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useCompleteBookingMutation($input: BookingIdInput!) {
      completeBooking(input: $input) {
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
