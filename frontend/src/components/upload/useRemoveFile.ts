import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { useToast } from '../ToastProvider';
import type { useRemoveFileMutation } from './__generated__/useRemoveFileMutation.graphql';

/** Whether a URL is a file this server stores (one `removeFile` can delete). */
export function isStoredFile(url: string | null | undefined, bucket: 'spaces' | 'avatars'): url is string {
  return Boolean(url?.startsWith(`/storage/${bucket}/`));
}

/**
 * Deletes a stored file ('Arquivo removido' / 'Erro ao remover'). The server also clears
 * the spaces or profile that showed it; `updater` mirrors that in the store. `quiet`
 * skips the success toast (cleaning up a file the user never saved). Resolves with
 * whether it was removed.
 */
export function useRemoveFile() {
  const toast = useToast();
  const [commit, removing] = useAsyncMutation<useRemoveFileMutation>(graphql`
    mutation useRemoveFileMutation($input: RemoveFileInput!) {
      removeFile(input: $input) {
        removedUrl
      }
    }
  `);
  const remove = useCallback(
    async (
      url: string,
      { quiet = false, updater }: { quiet?: boolean; updater?: SelectorStoreUpdater<useRemoveFileMutation['response']> } = {},
    ): Promise<boolean> => {
      try {
        await commit({ variables: { input: { url } }, updater: updater ?? null });
        if (!quiet) toast({ title: 'Arquivo removido' });
        return true;
      } catch (error) {
        if (!quiet) {
          const { message } = describeError(error, 'Erro ao remover');
          toast({ title: 'Erro ao remover', description: message, variant: 'destructive' });
        }
        return false;
      }
    },
    [commit, toast],
  );
  return { remove, removing };
}
