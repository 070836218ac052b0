import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change at a hub (a bag, a trip, an assignment): every network list may show it afterwards. */
export function useNetworkMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['network'] }),
  });
}
