import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useSeriesMutationsCreateMutation as Create } from './__generated__/useSeriesMutationsCreateMutation.graphql';
import type { useSeriesMutationsPayMutation as Pay } from './__generated__/useSeriesMutationsPayMutation.graphql';
import type { useSeriesMutationsCancelMutation as Cancel } from './__generated__/useSeriesMutationsCancelMutation.graphql';
import type { useSeriesMutationsRescheduleMutation as Reschedule } from './__generated__/useSeriesMutationsRescheduleMutation.graphql';

/** Books a recurring series: every occurrence but the skipped dates, or nothing. */
export function useCreateBookingSeriesMutation() {
  return useAsyncMutation<Create>(graphql`
    mutation useSeriesMutationsCreateMutation($input: CreateBookingSeriesInput!) {
      createBookingSeries(input: $input) {
        series {
          id
          summary
          space {
            name
          }
        }
        bookings {
          id
          startsAt
          endsAt
          totalPrice
          status
          payBy
        }
      }
    }
  `);
}

/** The owner pays every pending occurrence of a series at once. */
export function usePayBookingSeriesMutation() {
  return useAsyncMutation<Pay>(graphql`
    mutation useSeriesMutationsPayMutation($input: BookingSeriesIdInput!) {
      payBookingSeries(input: $input) {
        # What paying changes on a booking, wherever it is shown.
        bookings {
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

/** Moves an occurrence and every later active one of its series ('this and following'). */
export function useRescheduleBookingSeriesMutation() {
  return useAsyncMutation<Reschedule>(graphql`
    mutation useSeriesMutationsRescheduleMutation($input: RescheduleBookingInput!) {
      rescheduleBookingSeries(input: $input) {
        # What a move changes on a booking, wherever it is shown.
        bookings {
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

/** Cancels an occurrence and every later active one of its series. */
export function useCancelBookingSeriesMutation() {
  return useAsyncMutation<Cancel>(graphql`
    mutation useSeriesMutationsCancelMutation($input: SeriesBookingIdInput!, $reason: String) {
      cancelBookingSeries(input: $input, reason: $reason) {
        bookings {
          id
          status
          cancelReason
          canCancel
          cancelBlockedReason
          refundable
          payBy
        }
      }
    }
  `);
}
