import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';

export const RESET_PASSWORD_URL = client.auth['reset-password'].$path();
export type ResetPasswordInput = { token: string; password: string };

/** `POST /api/auth/reset-password`. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await ok(client.auth['reset-password'].$post({ json: input }));
}

export function useResetPassword() {
  return useSWRMutation(RESET_PASSWORD_URL, (_url: string, { arg }: { arg: ResetPasswordInput }) =>
    resetPassword(arg),
  );
}
