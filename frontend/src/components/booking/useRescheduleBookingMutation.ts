import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useRescheduleBookingMutation as Mutation } from './__generated__/useRescheduleBookingMutation.graphql';

/**
 * Moves a booking in place to another slot (docs/booking-lifecycle.md): the same id, so
 * every list that shows it updates from the store.
 */
export function useRescheduleBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useRescheduleBookingMutation($input: RescheduleBookingInput!) {
      rescheduleBooking(input: $input) {
        # What a move changes on a booking, wherever it is shown.
        booking {
          id
          status
          startsAt
          endsAt
          durationMinutes
          totalPrice
          payBy
          canCancel
          cancelBlockedReason
          space {
            id
            name
          }
        }
      }
    }
  `);
}
