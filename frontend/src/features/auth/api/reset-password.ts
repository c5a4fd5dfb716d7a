import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

export const RESET_PASSWORD_URL = '/api/auth/reset-password';
export type ResetPasswordInput = { token: string; password: string };

/** `POST /api/auth/reset-password`. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post(RESET_PASSWORD_URL, input);
}

export function useResetPassword() {
  return useSWRMutation(RESET_PASSWORD_URL, (_url: string, { arg }: { arg: ResetPasswordInput }) =>
    resetPassword(arg),
  );
}
