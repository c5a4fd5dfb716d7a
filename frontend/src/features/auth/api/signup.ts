import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import type { CurrentUser } from '../../../lib/session/session-api';
import { parseUserPayload, type AccountLanguage } from '../../../lib/session/user';

export const SIGNUP_URL = client.auth.signup.$path();
export type SignupInput = { name: string; email: string; password: string; language: AccountLanguage; referralCode?: string };

/** `POST /api/auth/signup` → `{ user, token }`; the app keeps the user (its session is the cookie). */
export async function signup(input: SignupInput): Promise<CurrentUser> {
  const payload = parseUserPayload(await ok(client.auth.signup.$post({ json: input })));
  if (payload === null) throw new Error('Unexpected signup answer');
  return payload;
}

export function useSignup() {
  return useSWRMutation(SIGNUP_URL, (_url: string, { arg }: { arg: SignupInput }) => signup(arg));
}

/** `GET /api/referrals/codes/:code` → who the code is from (null: not a code in use). */
export type ReferralPreview = Answer<Api['referrals']['codes'][':code']['$get']>;

export async function referralPreview(code: string): Promise<ReferralPreview | null> {
  try {
    return await ok(client.referrals.codes[':code'].$get({ param: pathParams({ code }) }));
  } catch {
    return null;
  }
}
