import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** `/api/admin/users` (docs/api/admin-users.md), admins only. Money in cents. */
export type UserList = Answer<Api['admin']['users']['$get']>;
export type UserSummary = UserList['items'][number];
export type UserDetail = Answer<Api['admin']['users'][':id']['$get']>;

const users = client.admin.users;
export const USERS_URL = users.$path();

export type UserFilters = { q: string; role: 'client' | 'cleaner' | 'admin' | null; status: 'active' | 'suspended' | null; page: number };

/** The list's query: only the filters that are set. */
const usersQuery = (filters: UserFilters) => ({
  query: {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  },
});
const userParam = (id: string) => ({ param: pathParams({ id }) });

/** The list's address: only the filters that are set. */
export const usersUrl = (filters: UserFilters): string => users.$path(usersQuery(filters));
export const userUrl = (id: string) => users[':id'].$path(userParam(id));
const isUsersKey = (key: unknown) => typeof key === 'string' && key.startsWith(USERS_URL);

export const useUsers = (filters: UserFilters) => useSWR(usersUrl(filters), () => ok(users.$get(usersQuery(filters))), { keepPreviousData: true });
export const useUser = (id: string | null) => useSWR(id ? userUrl(id) : null, () => ok(users[':id'].$get(userParam(id ?? ''))));

const send = (id: string, action: 'suspend' | 'reactivate', reason: string): Promise<UserSummary> =>
  action === 'suspend'
    ? ok(users[':id'].suspend.$post({ ...userParam(id), json: { reason } }))
    : ok(users[':id'].reactivate.$post({ ...userParam(id), json: { reason } }));

/** `POST /api/admin/users/:id/suspend|reactivate { reason }`: then the list and the account are read again. */
export function useAccountAction(id: string, action: 'suspend' | 'reactivate') {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin-users', id, action] as const, (_key: unknown, { arg }: { arg: string }) => send(id, action, arg), {
    onSuccess: () => void mutate(isUsersKey),
  });
}
