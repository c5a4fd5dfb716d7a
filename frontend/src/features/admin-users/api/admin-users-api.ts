import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** `/api/admin/users` (docs/api/admin-users.md), admins only. Money in cents. */
export type UserList = Answer<Api['admin']['users']['$get']>;
export type UserSummary = UserList['items'][number];
export type UserDetail = Answer<Api['admin']['users'][':id']['$get']>;

export const USERS_URL = '/api/admin/users';

export type UserFilters = { q: string; role: 'client' | 'cleaner' | 'admin' | null; status: 'active' | 'suspended' | null; page: number };

/** The list's address: only the filters that are set. */
export function usersUrl(filters: UserFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${USERS_URL}?${query}` : USERS_URL;
}
export const userUrl = (id: string) => `${USERS_URL}/${encodeURIComponent(id)}`;
const isUsersKey = (key: unknown) => typeof key === 'string' && key.startsWith(USERS_URL);

export const useUsers = (filters: UserFilters) => useSWR(usersUrl(filters), (url: string) => api.get<UserList>(url), { keepPreviousData: true });
export const useUser = (id: string | null) => useSWR(id ? userUrl(id) : null, (url: string) => api.get<UserDetail>(url));

/** `POST /api/admin/users/:id/suspend|reactivate { reason }`: then the list and the account are read again. */
export function useAccountAction(id: string, action: 'suspend' | 'reactivate') {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin-users', id, action] as const, (_key: unknown, { arg }: { arg: string }) => api.post<UserSummary>(`${userUrl(id)}/${action}`, { reason: arg }), {
    onSuccess: () => void mutate(isUsersKey),
  });
}
