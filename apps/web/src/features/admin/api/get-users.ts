import type { AdminUser } from '@desh/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse, headerNumber } from '../../../lib/api-client';

export interface UsersPage {
  users: AdminUser[];
  total: number;
}

export const usersPageSize = 20;

export async function getUsers(search: string, page: number): Promise<UsersPage> {
  const response = await apiResponse('/users', { query: { search, page, limit: usersPageSize } });
  const users = (await response.json()) as AdminUser[];
  return { users, total: headerNumber(response, 'X-Total-Count', users.length) };
}

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['users', 'list', search, page],
    queryFn: () => getUsers(search, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useUsers(search: string, page: number) {
  return useQuery(usersQuery(search, page));
}
