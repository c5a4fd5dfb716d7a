import useSWR from 'swr';
import { CURRENT_USER_URL, api } from '../../../lib/api-client';
import { parseUserPayload, type User } from '../../../lib/session/user';

/** `GET /api/users/me`, read fresh for the settings screen (it may carry fields the stored user lacks, e.g. bio). */
export async function fetchAccount(url: string): Promise<User> {
  const payload = parseUserPayload(await api.get(url, { cache: 'no-store' }));
  if (payload === null) throw new Error('Unexpected current-user answer');
  return payload.user;
}

export function useAccount() {
  return useSWR(CURRENT_USER_URL, fetchAccount);
}
