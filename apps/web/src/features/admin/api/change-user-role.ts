import type { AdminUser, Role } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changeUserRole = ({ id, role }: { id: string; role: Role }) =>
  api<AdminUser>(`/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } });

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}
