import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import { parseUserPayload, type User } from '../../../lib/session/user';

/** `GET /api/users/me`, read fresh for the settings screen (it may carry fields the stored user lacks, e.g. bio). */
export async function fetchAccount(): Promise<User> {
  // Read through the session's own check (the answer's `token`, for API clients, is left out of the browser's user).
  const payload = parseUserPayload(await ok(client.users.me.$get(undefined, { init: { cache: 'no-store' } })));
  if (payload === null) throw new Error('Unexpected current-user answer');
  return payload.user;
}

export function useAccount() {
  return useSWR(client.users.me.$path(), fetchAccount);
}
