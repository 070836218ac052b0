import type { AddHubStaffInput, HubStaffMember } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hubsQueryKey } from './hubs';

const staffKey = (hubId: string) => ['hubs', 'staff', hubId] as const;
const hubPath = (hubId: string) => `/hubs/${encodeURIComponent(hubId)}/staff`;

export const getHubStaff = (hubId: string, signal?: AbortSignal) =>
  api<HubStaffMember[]>(hubPath(hubId), { signal });

export const hubStaffQuery = (hubId: string) =>
  queryOptions({ queryKey: staffKey(hubId), queryFn: ({ signal }) => getHubStaff(hubId, signal) });

export function useHubStaff(hubId: string) {
  return useQuery(hubStaffQuery(hubId));
}

/** Add (or re-position) and remove; each refreshes the staff list and the hubs' counts. */
export function useHubStaffMutations(hubId: string) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: staffKey(hubId) });
    await queryClient.invalidateQueries({ queryKey: hubsQueryKey, exact: true });
  };
  const add = useMutation({
    mutationFn: (input: AddHubStaffInput) =>
      api<HubStaffMember[]>(hubPath(hubId), { method: 'POST', body: input }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      api<void>(`${hubPath(hubId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess,
  });
  return { add, remove };
}
