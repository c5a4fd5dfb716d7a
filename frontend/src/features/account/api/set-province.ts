import type { Province } from '@weklean/domain';
import { client, ok } from '../../../lib/api';
import { parseUser, type User } from '../../../lib/session/user';

/** `PUT /api/users/me/province` `{ province }` (a two-letter code, or null for not said) → `{ user }`. */
export async function setProvince(province: Province | null): Promise<User> {
  const user = parseUser((await ok(client.users.me.province.$put({ json: { province } }))).user);
  if (user === null) throw new Error('Unexpected answer');
  return user;
}
