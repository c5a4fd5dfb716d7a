import useSWR from 'swr';
import { client, ok } from '../../../lib/api';

/** `GET /api/cleaners/me` (docs/api/cleaners.md): read here for the public page's slug and the verification alone. */
export const CLEANER_ME_URL = client.cleaners.me.$path();

export function useMyCleanerProfile(enabled: boolean) {
  return useSWR(enabled ? CLEANER_ME_URL : null, () => ok(client.cleaners.me.$get()), { revalidateOnMount: true });
}
