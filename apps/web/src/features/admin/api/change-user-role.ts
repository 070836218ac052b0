import type { AdminUser, Role } from '@desh/shared';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const changeUserRole = ({ id, role }: { id: string; role: Role }) =>
  api<AdminUser>(`/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } });

export function useChangeUserRole() {
  return useRefreshingMutation(changeUserRole, ['users', 'list'], 'settled');
}
