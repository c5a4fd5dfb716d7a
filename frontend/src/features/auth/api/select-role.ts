import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';

export const SELECT_ROLE_URL = client.auth['select-role'].$path();
export type SelectableRole = 'client' | 'cleaner';

/** `POST /api/auth/select-role` → `{ redirectTo }` (failures carry `{ message }`, read by the caller). */
export async function selectRole(role: SelectableRole): Promise<string | null> {
  return (await ok(client.auth['select-role'].$post({ json: { role } }))).redirectTo;
}

export function useSelectRole() {
  return useSWRMutation(SELECT_ROLE_URL, (_url: string, { arg }: { arg: SelectableRole }) => selectRole(arg));
}
