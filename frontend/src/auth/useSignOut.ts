import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useToast } from '../components/ToastProvider';
import { describeError } from '../relay/errors';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql';
import { useSessionStore } from './SessionProvider';

/**
 * 'Sair': the server signs the user out everywhere and clears the refresh cookie; then
 * the token, the profile and the whole Relay store are dropped and the guard takes the
 * user to /.
 */
export function useSignOut(): [signOut: () => void, isSigningOut: boolean] {
  const session = useSessionStore();
  const toast = useToast();
  const [commit, isInFlight] = useMutation<useSignOutMutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        revokedSessions
      }
    }
  `);
  const signOut = useCallback(() => {
    commit({
      variables: {},
      onCompleted: () => {
        session.signOutLocal('user');
        toast({ title: 'Logout realizado', description: 'Até logo!' });
      },
      onError: (error) => {
        const { title, message } = describeError(error, 'Erro no logout');
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  }, [commit, session, toast]);
  return [signOut, isInFlight];
}
