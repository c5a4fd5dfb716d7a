import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET /api/referrals/me` (docs/api/referrals.md). */
export type MyReferrals = Answer<Api['referrals']['me']['$get']>;
export const REFERRALS_URL = '/api/referrals/me';

export const useMyReferrals = (enabled = true) => useSWR(enabled ? REFERRALS_URL : null, (url: string) => api.get<MyReferrals>(url));

/** Turn the code off or on, or replace it; the answer is the new state. */
export function useChangeCode() {
  const { mutate } = useSWRConfig();
  return async (action: 'deactivate' | 'reactivate' | 'replace') => {
    const next = await api.post<MyReferrals>(`${REFERRALS_URL}/${action}`, {});
    await mutate(REFERRALS_URL, next, { revalidate: false });
  };
}
