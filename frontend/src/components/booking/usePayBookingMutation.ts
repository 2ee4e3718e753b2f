import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { usePayBookingMutation as Mutation } from './__generated__/usePayBookingMutation.graphql';

/** The owner pays a pending booking (only its id is sent), which confirms it in place. */
export function usePayBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation usePayBookingMutation($input: BookingIdInput!) {
      payBooking(input: $input) {
        # What paying changes on a booking, wherever it is shown.
        booking {
          id
          status
          payBy
          canCancel
          cancelBlockedReason
        }
      }
    }
  `);
}
