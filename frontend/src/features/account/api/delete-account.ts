import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';

/** The word the user types to confirm deletion, in both interface languages (SPEC section 5). */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

/** `DELETE /api/users/me` `{ confirmation: 'SUPPRIMER', currentPassword }`. */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await ok(client.users.me.$delete({ json: { confirmation: DELETE_CONFIRMATION_WORD, currentPassword } }));
}

export function useDeleteAccount() {
  return useSWRMutation(
    `${client.users.me.$path()}#delete`,
    (_url: string, { arg }: { arg: string }) => deleteAccount(arg),
  );
}
