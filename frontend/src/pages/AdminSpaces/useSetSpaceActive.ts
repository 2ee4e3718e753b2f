import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useSetSpaceActiveMutation } from './__generated__/useSetSpaceActiveMutation.graphql';

/** Activates or deactivates a space; the switch moves at once (optimistic). */
export function useSetSpaceActive() {
  const [commit, inFlight] = useAsyncMutation<useSetSpaceActiveMutation>(graphql`
    mutation useSetSpaceActiveMutation($input: SetSpaceActiveInput!) {
      setSpaceActive(input: $input) {
        space {
          id
          isActive
        }
      }
    }
  `);
  const setActive = useCallback(
    (id: string, isActive: boolean) =>
      commit({
        variables: { input: { id, isActive } },
        optimisticResponse: { setSpaceActive: { space: { id, isActive } } },
      }),
    [commit],
  );
  return [setActive, inFlight] as const;
}
