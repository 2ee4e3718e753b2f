import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useSetSpaceActiveMutation } from './__generated__/useSetSpaceActiveMutation.graphql';

/**
 * Activates or deactivates a space; the switch moves at once (optimistic). Deactivating
 * sends the count of active bookings the admin saw (see DeleteSpaceDialog).
 */
export function useSetSpaceActive() {
  const [commit, inFlight] = useAsyncMutation<useSetSpaceActiveMutation>(graphql`
    mutation useSetSpaceActiveMutation($input: SetSpaceActiveInput!) {
      setSpaceActive(input: $input) {
        space {
          id
          isActive
        }
        cancelledBookings
      }
    }
  `);
  const setActive = useCallback(
    (id: string, isActive: boolean, expectedActiveBookings?: number) =>
      commit({
        variables: { input: { id, isActive, expectedActiveBookings } },
        optimisticResponse: { setSpaceActive: { space: { id, isActive }, cancelledBookings: 0 } },
      }),
    [commit],
  );
  return [setActive, inFlight] as const;
}
