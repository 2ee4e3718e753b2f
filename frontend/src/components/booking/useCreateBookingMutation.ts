import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useCreateBookingMutation as Mutation } from './__generated__/useCreateBookingMutation.graphql';

/**
 * Requests a booking (pending until paid). The new booking lands in the store; the lists
 * that show it load it with their route.
 */
export function useCreateBookingMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useCreateBookingMutation($input: CreateBookingInput!) {
      createBooking(input: $input) {
        booking {
          id
          status
          startsAt
          endsAt
          durationMinutes
          totalPrice
          notes
          canCancel
          cancelBlockedReason
          payBy
          space {
            id
            name
          }
          ...BookedStep_booking
        }
      }
    }
  `);
}
