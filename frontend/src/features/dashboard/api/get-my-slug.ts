import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET /api/cleaners/me` (docs/api/cleaners.md): read here for the public page's slug and the verification alone. */
export const CLEANER_ME_URL = '/api/cleaners/me';

type CleanerMe = Answer<Api['cleaners']['me']['$get']>;

export function useMyCleanerProfile(enabled: boolean) {
  return useSWR(enabled ? CLEANER_ME_URL : null, () => api.get<CleanerMe>(CLEANER_ME_URL), { revalidateOnMount: true });
}
