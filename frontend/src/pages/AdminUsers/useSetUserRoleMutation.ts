import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { useSetUserRoleMutation as Mutation } from './__generated__/useSetUserRoleMutation.graphql';

/** Promotes or demotes a user; the row (and the header, for the viewer) update in place. */
export function useSetUserRoleMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
      setUserRole(input: $input) {
        user {
          id
          role
          ...AdminUserRow_user
        }
      }
    }
  `);
}
