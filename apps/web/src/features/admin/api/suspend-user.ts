import type { AdminUser, InvitePerson, InviteResult } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const suspendUser = ({ id, reason }: { id: string; reason: string }) =>
  api<AdminUser>(`/users/${encodeURIComponent(id)}/suspend`, { method: 'POST', body: { reason } });

export const reactivateUser = ({ id }: { id: string }) =>
  api<AdminUser>(`/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });

export const invitePerson = (invite: InvitePerson) =>
  api<InviteResult>('/admin/invites', { method: 'POST', body: invite });

export const useSuspendUser = () => useRefreshingMutation(suspendUser, ['users', 'list'], 'settled');
export const useReactivateUser = () => useRefreshingMutation(reactivateUser, ['users', 'list'], 'settled');
export const useInvitePerson = () => useRefreshingMutation(invitePerson, ['users', 'list'], 'settled');
