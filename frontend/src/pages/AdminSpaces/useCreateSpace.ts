import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useCreateSpaceMutation } from './__generated__/useCreateSpaceMutation.graphql';

/** Registers a space and puts it first in the list on screen (the list is newest first). */
export function useCreateSpace() {
  return useAsyncMutation<useCreateSpaceMutation>(graphql`
    mutation useCreateSpaceMutation($input: CreateSpaceInput!, $connections: [ID!]!) {
      createSpace(input: $input) {
        space @prependNode(connections: $connections, edgeTypeName: "SpaceEdge") {
          id
          name
          ...AdminSpaceCard_space
        }
      }
    }
  `);
}
