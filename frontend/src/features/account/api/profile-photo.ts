import { client, ok } from '../../../lib/api';
import { parseUser, type User } from '../../../lib/session/user';

const userOf = (payload: { user: unknown }): User => {
  const user = parseUser(payload.user);
  if (user === null) throw new Error('Unexpected profile-photo answer');
  return user;
};

/**
 * `PUT /api/users/me/photo` (multipart: `file`) → `{ user }` with the new `profilePic`: a client's own picture, stored
 * without its metadata, with a thumbnail (docs/api/accounts.md).
 */
export async function uploadProfilePhoto(file: File): Promise<User> {
  const form = new FormData();
  form.set('file', file);
  // The route reads its multipart body itself, so Hono types no input: the form goes as the request's body.
  return userOf(await ok(client.users.me.photo.$put(undefined, { init: { body: form } })));
}

/** `DELETE /api/users/me/photo` → `{ user }` without `profilePic` (initials are shown again). */
export async function removeProfilePhoto(): Promise<User> {
  return userOf(await ok(client.users.me.photo.$delete()));
}
