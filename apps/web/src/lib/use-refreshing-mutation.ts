import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which the cached queries under `queryKey` are fetched again: once it has succeeded,
 * or with `refreshOn: 'settled'` also after a failure (when part of the change may have happened).
 * The mutation resolves after the refresh has started, as an `onSuccess` returning its promise does.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  refreshOn: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(refreshOn === 'success' ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
