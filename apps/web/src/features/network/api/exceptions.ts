import type { NetworkExceptionView } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';
import { networkKey } from './network-key';

export const getHubExceptions = (hubId: string) =>
  api<NetworkExceptionView[]>(`/network/hubs/${encodeURIComponent(hubId)}/exceptions`);

export const hubExceptionsQuery = (hubId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'exceptions'],
    queryFn: () => getHubExceptions(hubId),
    enabled: Boolean(hubId),
  });

export const useHubExceptions = (hubId: string) => useQuery(hubExceptionsQuery(hubId));

export const reportDamage = ({
  hubId,
  ...body
}: {
  hubId: string;
  code: string;
  note: string;
  photoId?: string;
}) =>
  api<NetworkExceptionView>(`/network/hubs/${encodeURIComponent(hubId)}/damage`, { method: 'POST', body });

/** The photo goes up first; the damage report then cites its `photoId`. */
export function uploadDamagePhoto({ hubId, code, file }: { hubId: string; code: string; file: File }) {
  const form = new FormData();
  form.append('image', file);
  return api<{ photoId: string }>(`/network/hubs/${encodeURIComponent(hubId)}/photos`, {
    method: 'POST',
    query: { code },
    body: form,
  });
}

/** A damaged parcel: its photo (when taken) uploaded, then the report. */
async function reportDamageWithPhoto({
  photo,
  ...report
}: Parameters<typeof reportDamage>[0] & { photo?: File | null }) {
  const photoId = photo
    ? (await uploadDamagePhoto({ hubId: report.hubId, code: report.code, file: photo })).photoId
    : undefined;
  return reportDamage({ ...report, ...(photoId ? { photoId } : {}) });
}

export const useReportDamage = () => useRefreshingMutation(reportDamageWithPhoto, networkKey, 'settled');

/** A hub manager releases a damaged parcel (or settles another problem), saying why. */
export const resolveHubException = ({ id, note }: { id: string; note: string }) =>
  api<NetworkExceptionView>(`/network/exceptions/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { note },
  });

export const useResolveHubException = () => useRefreshingMutation(resolveHubException, networkKey, 'settled');
