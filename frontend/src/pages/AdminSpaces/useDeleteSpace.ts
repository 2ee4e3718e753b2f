import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useDeleteSpaceMutation } from './__generated__/useDeleteSpaceMutation.graphql';

/** Removes a space (cancelling its active bookings): its edge leaves the list, its record the store. */
export function useDeleteSpace() {
  return useAsyncMutation<useDeleteSpaceMutation>(graphql`
    mutation useDeleteSpaceMutation($input: DeleteSpaceInput!, $connections: [ID!]!) {
      deleteSpace(input: $input) {
        # One handle per field: the edge leaves the list on screen, the record the store
        # (and so every other cached list).
        deletedSpaceId @deleteEdge(connections: $connections)
        deletedRecordId: deletedSpaceId @deleteRecord
        cancelledBookings
      }
    }
  `);
}
