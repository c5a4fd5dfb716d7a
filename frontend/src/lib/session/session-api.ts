import { client, ok } from '../api';
import { ApiError } from '../api-client';
import { parseUserPayload, type User } from './user';

export type CurrentUser = { user: User };

/** `GET /api/users/me`: the signed-in user, or null on 401 (not signed in). Other failures throw. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const payload = parseUserPayload(await ok(client.users.me.$get(undefined, { init: { cache: 'no-store', ...(signal ? { signal } : {}) } })));
    if (payload === null) throw new Error('Unexpected current-user answer');
    return payload;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** `POST /api/auth/logout`; its failures are ignored (SPEC section 8). */
export async function requestLogout(): Promise<void> {
  try {
    await ok(client.auth.logout.$post());
  } catch {
    // The local session is cleared whatever the server says.
  }
}
