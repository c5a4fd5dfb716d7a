import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';

export const FORGOT_PASSWORD_URL = client.auth['forgot-password'].$path();

/** `POST /api/auth/forgot-password` → 200 `{ message }` whether or not the address is known. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  return (await ok(client.auth['forgot-password'].$post({ json: { email } }))).message;
}

export function useForgotPassword() {
  return useSWRMutation(FORGOT_PASSWORD_URL, (_url: string, { arg }: { arg: string }) => requestPasswordReset(arg));
}
