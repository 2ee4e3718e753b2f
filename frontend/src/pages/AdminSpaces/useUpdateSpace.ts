import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useUpdateSpaceMutation } from './__generated__/useUpdateSpaceMutation.graphql';

/** Saves a space's details; its card updates from the payload. */
export function useUpdateSpace() {
  return useAsyncMutation<useUpdateSpaceMutation>(graphql`
    mutation useUpdateSpaceMutation($input: UpdateSpaceInput!) {
      updateSpace(input: $input) {
        space {
          id
          name
          ...AdminSpaceCard_space
        }
      }
    }
  `);
}
