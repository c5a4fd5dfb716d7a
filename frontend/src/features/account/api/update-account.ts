import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import { parseUser, type AccountLanguage, type User } from '../../../lib/session/user';

export type AccountChanges = {
  name?: string;
  bio?: string;
  language?: AccountLanguage;
  email?: string;
  password?: string;
  currentPassword?: string;
  /** Typed as the person wrote it (the server keeps it in E.164); null removes it. */
  phone?: string | null;
};

/** `PATCH /api/users/me` → `{ user }`. */
export async function updateAccount(changes: AccountChanges): Promise<User> {
  const user = parseUser((await ok(client.users.me.$patch({ json: changes }))).user);
  if (user === null) throw new Error('Unexpected profile-update answer');
  return user;
}

/** The answer replaces the cached account, so the screen shows what the server kept. */
export function useUpdateAccount() {
  return useSWRMutation(
    client.users.me.$path(),
    (_url: string, { arg }: { arg: AccountChanges }) => updateAccount(arg),
    { populateCache: true, revalidate: false },
  );
}
