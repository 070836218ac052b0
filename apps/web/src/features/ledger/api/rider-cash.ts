import type { CashHandover, DeclareHandoverInput, RiderCash } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActionOutcome, type NewAction, offlineQueue } from '../../../lib/offline-queue/queue';

export const getRiderCash = () => api<RiderCash>('/ledger/rider/cash');

export const riderCashQuery = () =>
  queryOptions({ queryKey: ['ledger', 'rider-cash'], queryFn: getRiderCash });

export function useRiderCash() {
  return useQuery(riderCashQuery());
}

/** The queue bar's name for a cash handover (`field` namespace), and how the screen finds its own. */
export const handoverLabel = 'action.cashHandover';

/**
 * A cash handover as an action of the offline queue: its idempotency key is the queue's key (the
 * server records one handover per key, however often the phone sends it), and the time the rider
 * declared it goes with it. Handovers wait in one line: a later one stays behind a refused one.
 */
export const handoverAction = (input: DeclareHandoverInput): NewAction => ({
  key: input.idempotencyKey,
  method: 'POST',
  url: '/api/ledger/handovers',
  body: { ...input },
  parcelId: 'cash-handover',
  trackingId: '',
  label: handoverLabel,
  amountPoisha: input.amountPoisha,
});

export const declareHandover = (input: DeclareHandoverInput): Promise<ActionOutcome<CashHandover>> =>
  offlineQueue.add<CashHandover>(handoverAction(input));

export function useDeclareHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not paused offline like other mutations: the queue keeps the handover, and that is the point.
    networkMode: 'always',
    mutationFn: declareHandover,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ledger'] }),
  });
}
