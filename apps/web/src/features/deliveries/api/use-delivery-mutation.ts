import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A delivery action: every parcel list (the run, My Parcels, the admin's) may show the parcel after it. */
export function useDeliveryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['parcels'] }),
  });
}
