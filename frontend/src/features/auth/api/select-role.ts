import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

export const SELECT_ROLE_URL = '/api/auth/select-role';
export type SelectableRole = 'client' | 'cleaner';

/** `POST /api/auth/select-role` → `{ redirectTo }` (failures carry `{ message }`, read by the caller). */
export async function selectRole(role: SelectableRole): Promise<string | null> {
  const body = await api.post(SELECT_ROLE_URL, { role });
  if (typeof body === 'object' && body !== null && 'redirectTo' in body && typeof body.redirectTo === 'string') {
    return body.redirectTo;
  }
  return null;
}

export function useSelectRole() {
  return useSWRMutation(SELECT_ROLE_URL, (_url: string, { arg }: { arg: SelectableRole }) => selectRole(arg));
}
