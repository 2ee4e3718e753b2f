import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useBookingDecisionMutationsApproveMutation as Approve } from './__generated__/useBookingDecisionMutationsApproveMutation.graphql';
import type { useBookingDecisionMutationsDeclineMutation as Decline } from './__generated__/useBookingDecisionMutationsDeclineMutation.graphql';

/**
 * An admin approves a request (it becomes pending, payable) or declines it with a reason
 * (docs/scheduling.md, "Approval"). A series is decided as a whole: every occurrence it
 * decided updates in place.
 */
export function useApproveBookingMutation() {
  return useAsyncMutation<Approve>(graphql`
    mutation useBookingDecisionMutationsApproveMutation($input: BookingIdInput!) {
      approveBooking(input: $input) {
        decided {
          id
          status
          ...AdminBookingRow_booking
          ...AdminBookingDetailsDialog_booking
        }
      }
    }
  `);
}

export function useDeclineBookingMutation() {
  return useAsyncMutation<Decline>(graphql`
    mutation useBookingDecisionMutationsDeclineMutation($input: BookingIdInput!, $reason: String) {
      declineBooking(input: $input, reason: $reason) {
        decided {
          id
          status
          ...AdminBookingRow_booking
          ...AdminBookingDetailsDialog_booking
        }
      }
    }
  `);
}
