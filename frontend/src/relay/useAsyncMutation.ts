import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { UseMutationConfig } from 'react-relay';
import type { CacheConfig, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

type Config<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'> & {
  /** Reaches the network layer (`metadata`: e.g. upload progress); Relay's types omit it. */
  cacheConfig?: CacheConfig;
};

/**
 * `useMutation` as a promise, for forms: resolves with the response, rejects with the
 * network layer's error (turn it into a toast with `describeError`).
 */
export function useAsyncMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [commit: (config: Config<T>) => Promise<T['response']>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const commitAsync = useCallback(
    (config: Config<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [commitAsync, isInFlight];
}
