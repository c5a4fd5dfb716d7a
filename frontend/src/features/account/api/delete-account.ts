import useSWRMutation from 'swr/mutation';
import { CURRENT_USER_URL, api } from '../../../lib/api-client';

/** The word the user types to confirm deletion, in both interface languages (SPEC section 5). */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

/** `DELETE /api/users/me` `{ confirmation: 'SUPPRIMER', currentPassword }`. */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await api.delete(CURRENT_USER_URL, { confirmation: DELETE_CONFIRMATION_WORD, currentPassword });
}

export function useDeleteAccount() {
  return useSWRMutation(
    `${CURRENT_USER_URL}#delete`,
    (_url: string, { arg }: { arg: string }) => deleteAccount(arg),
  );
}
