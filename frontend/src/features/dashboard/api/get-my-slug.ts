import useSWR from 'swr';
import { client } from '../../../lib/api';
import { readCleanerMe } from '../../../lib/read-your-writes';

/** `GET /api/cleaners/me` (docs/api/cleaners.md): read here for the public page's slug and the verification alone. */
export const CLEANER_ME_URL = client.cleaners.me.$path();

export function useMyCleanerProfile(enabled: boolean) {
  return useSWR(enabled ? CLEANER_ME_URL : null, () => readCleanerMe(), { revalidateOnMount: true });
}
