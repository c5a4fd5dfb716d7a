import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { CurrentUser } from '../../../lib/session/session-api';
import { parseUserPayload } from '../../../lib/session/user';

export const LOGIN_URL = client.auth.login.$path();
export type LoginInput = { email: string; password: string; rememberMe: boolean };

/** `POST /api/auth/login` → `{ user, token }`; the app keeps the user (its session is the cookie, the token is left out). */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const payload = parseUserPayload(await ok(client.auth.login.$post({ json: input })));
  if (payload === null) throw new Error('Unexpected login answer');
  return payload;
}

export function useLogin() {
  return useSWRMutation(LOGIN_URL, (_url: string, { arg }: { arg: LoginInput }) => login(arg));
}
