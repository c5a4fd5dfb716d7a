import useSWR, { useSWRConfig } from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET /api/referrals/me` (docs/api/referrals.md). */
export type MyReferrals = Answer<Api['referrals']['me']['$get']>;
export const REFERRALS_URL = client.referrals.me.$path();

export const useMyReferrals = (enabled = true) => useSWR(enabled ? REFERRALS_URL : null, () => ok(client.referrals.me.$get()));

const changeCode = (action: 'deactivate' | 'reactivate' | 'replace'): Promise<MyReferrals> =>
  ok(client.referrals.me[':action'].$post({ param: pathParams({ action }) }));

/** Turn the code off or on, or replace it; the answer is the new state. */
export function useChangeCode() {
  const { mutate } = useSWRConfig();
  return async (action: 'deactivate' | 'reactivate' | 'replace') => {
    const next = await changeCode(action);
    await mutate(REFERRALS_URL, next, { revalidate: false });
  };
}
