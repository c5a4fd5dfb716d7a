import useSWRMutation from 'swr/mutation';
import { CURRENT_USER_URL, api } from '../../../lib/api-client';
import { parseUser, type AccountLanguage, type User } from '../../../lib/session/user';

export type AccountChanges = {
  name?: string;
  bio?: string;
  language?: AccountLanguage;
  email?: string;
  password?: string;
  currentPassword?: string;
};

/** `PATCH /api/users/me` → `{ user }`. */
export async function updateAccount(changes: AccountChanges): Promise<User> {
  const body = await api.patch(CURRENT_USER_URL, changes);
  const user = parseUser(typeof body === 'object' && body !== null && 'user' in body ? body.user : undefined);
  if (user === null) throw new Error('Unexpected profile-update answer');
  return user;
}

/** The answer replaces the cached account, so the screen shows what the server kept. */
export function useUpdateAccount() {
  return useSWRMutation(
    CURRENT_USER_URL,
    (_url: string, { arg }: { arg: AccountChanges }) => updateAccount(arg),
    { populateCache: true, revalidate: false },
  );
}
