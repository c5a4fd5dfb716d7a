import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { CurrentUser } from '../../../lib/session/session-api';
import { parseUserPayload, type AccountLanguage } from '../../../lib/session/user';

export const SIGNUP_URL = '/api/auth/signup';
export type SignupInput = { name: string; email: string; password: string; language: AccountLanguage; referralCode?: string };

/** `POST /api/auth/signup` → `{ user, token }`; the app keeps the user (its session is the cookie). */
export async function signup(input: SignupInput): Promise<CurrentUser> {
  const payload = parseUserPayload(await api.post(SIGNUP_URL, input));
  if (payload === null) throw new Error('Unexpected signup answer');
  return payload;
}

export function useSignup() {
  return useSWRMutation(SIGNUP_URL, (_url: string, { arg }: { arg: SignupInput }) => signup(arg));
}

/** `GET /api/referrals/codes/:code` → who the code is from (null: not a code in use). */
export async function referralPreview(code: string): Promise<{ code: string; referrerName: string; friendDiscountCents: number } | null> {
  try {
    return await api.get(`/api/referrals/codes/${encodeURIComponent(code)}`);
  } catch {
    return null;
  }
}
