import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

export const FORGOT_PASSWORD_URL = '/api/auth/forgot-password';

/** `POST /api/auth/forgot-password` → 200 `{ message }` whether or not the address is known. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const body = await api.post(FORGOT_PASSWORD_URL, { email });
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return null;
}

export function useForgotPassword() {
  return useSWRMutation(FORGOT_PASSWORD_URL, (_url: string, { arg }: { arg: string }) => requestPasswordReset(arg));
}
