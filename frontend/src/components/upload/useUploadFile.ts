import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { checkImageFile } from '../../lib/validation';
import { describeError } from '../../relay/errors';
import type { UploadMetadata } from '../../relay/network';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { useToast } from '../ToastProvider';
import type { StorageBucket, useUploadFileMutation } from './__generated__/useUploadFileMutation.graphql';

// eslint-disable-next-line relay/no-future-added-value -- excluded, not used
export type Bucket = Exclude<StorageBucket, '%future added value'>;

export interface UploadState {
  /** 0–100 while a file is being sent, null otherwise. */
  progress: number | null;
  /** A local preview (object URL) of the file being sent, null otherwise. */
  preview: string | null;
  /**
   * Why the last upload failed, shown beside the control too: a toast is not announced
   * from behind an open dialog.
   */
  error: string | null;
}

/**
 * Sends an image to a storage bucket (GraphQL multipart request, with progress). The
 * limits are checked first, as the server does ('Arquivo muito grande. Máximo {N}MB.',
 * 'Tipo de arquivo não suportado.'); every outcome is a toast. Resolves with the stored
 * file's URL, or null when it failed: the caller keeps its previous image then.
 */
export function useUploadFile(bucket: Bucket, maxMb: number) {
  const toast = useToast();
  const [state, setState] = useState<UploadState>({ progress: null, preview: null, error: null });
  const controller = useRef<AbortController | null>(null);
  const [commit] = useAsyncMutation<useUploadFileMutation>(graphql`
    mutation useUploadFileMutation($input: UploadFileInput!) {
      uploadFile(input: $input) {
        url
      }
    }
  `);

  // Leaving the screen aborts an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const problem = checkImageFile(file, maxMb);
      if (problem) {
        setState((s) => ({ ...s, error: problem }));
        toast({ title: 'Erro no upload', description: problem, variant: 'destructive' });
        return null;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const preview = URL.createObjectURL(file);
      setState({ progress: 0, preview, error: null });
      const metadata: UploadMetadata = {
        signal: abort.signal,
        onUploadProgress: ({ loaded, total }) =>
          setState((s) => (s.preview === preview ? { ...s, progress: total > 0 ? Math.round((loaded / total) * 100) : 0 } : s)),
      };
      try {
        const { uploadFile } = await commit({
          variables: { input: { bucket, file: null } },
          uploadables: { 'input.file': file },
          cacheConfig: { force: true, metadata: metadata as Record<string, unknown> },
        });
        toast({ title: 'Upload realizado', description: file.name });
        return uploadFile.url;
      } catch (error) {
        if (!abort.signal.aborted) {
          const { message } = describeError(error, 'Erro no upload');
          setState((s) => (s.preview === preview ? { ...s, error: message } : s));
          toast({ title: 'Erro no upload', description: message, variant: 'destructive' });
        }
        return null;
      } finally {
        URL.revokeObjectURL(preview);
        if (controller.current === abort) controller.current = null;
        setState((s) => (s.preview === preview ? { ...s, progress: null, preview: null } : s));
      }
    },
    [bucket, maxMb, commit, toast],
  );

  return { ...state, uploading: state.progress !== null, upload };
}
