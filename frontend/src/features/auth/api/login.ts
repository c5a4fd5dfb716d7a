import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { CurrentUser } from '../../../lib/session/session-api';
import { parseUserPayload } from '../../../lib/session/user';

export const LOGIN_URL = '/api/auth/login';
export type LoginInput = { email: string; password: string; rememberMe: boolean };

/** `POST /api/auth/login` → `{ user, token }`; the app keeps the user (its session is the cookie). */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const payload = parseUserPayload(await api.post(LOGIN_URL, input));
  if (payload === null) throw new Error('Unexpected login answer');
  return payload;
}

export function useLogin() {
  return useSWRMutation(LOGIN_URL, (_url: string, { arg }: { arg: LoginInput }) => login(arg));
}
