import useSWR, { useSWRConfig } from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET /api/referrals/me` (docs/api/referrals.md). */
export type MyReferrals = Answer<Api['referrals']['me']['$get']>;
export const REFERRALS_URL = client.referrals.me.$path();

export const useMyReferrals = (enabled = true) => useSWR(enabled ? REFERRALS_URL : null, () => ok(client.referrals.me.$get()));

export type CodeAction = 'deactivate' | 'reactivate' | 'replace' | 'renew';

const changeCode = (action: CodeAction): Promise<MyReferrals> => ok(client.referrals.me[':action'].$post({ param: pathParams({ action }) }));

/** Turn the code off or on, replace it, or get a new one after deleting it; the answer is the new state. */
export function useChangeCode() {
  const { mutate } = useSWRConfig();
  return async (action: CodeAction) => {
    const next = await changeCode(action);
    await mutate(REFERRALS_URL, next, { revalidate: false });
  };
}

/** `DELETE /api/referrals/codes/:code`: the code is retired for good (204); the page is read again. */
export function useDeleteCode() {
  const { mutate } = useSWRConfig();
  return async (code: string) => {
    await ok(client.referrals.codes[':code'].$delete({ param: pathParams({ code }) }));
    await mutate(REFERRALS_URL);
  };
}

/** `POST /api/referrals/claim`: a friend's code entered after signing up; a 202 (the page not caught up yet) reads it again. */
export function useClaimCode() {
  const { mutate } = useSWRConfig();
  return async (code: string) => {
    const next = await ok(client.referrals.claim.$post({ json: { code } }));
    if (next && 'code' in next) await mutate(REFERRALS_URL, next, { revalidate: false });
    else await mutate(REFERRALS_URL);
  };
}
