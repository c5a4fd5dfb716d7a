import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The admin marketing API (docs/api/admin-marketing.md) and the held rewards (docs/api/referrals.md), admins only. */
export const MARKETING_URL = '/api/admin/marketing';
export const HELD_REWARDS_URL = '/api/admin/referrals/held';

export type Newsletter = Answer<Api['admin']['marketing']['newsletter']['$get']>;
export type Subscriber = Newsletter['subscribers']['items'][number];
export type ReferralFigures = Answer<Api['admin']['marketing']['referrals']['$get']>;
export type Traffic = Answer<Api['admin']['marketing']['traffic']['$get']>;
export type HeldRewards = Answer<Api['admin']['referrals']['held']['$get']>;
export type HeldReward = HeldRewards['items'][number];

export const newsletterUrl = (topic: string | null, page: number) => {
  const query = new URLSearchParams({ page: String(page) });
  if (topic !== null) query.set('topic', topic);
  return `${MARKETING_URL}/newsletter?${query.toString()}`;
};
/** The CSV export, a plain link (the browser downloads it with the session cookie). */
export const newsletterCsvUrl = (topic: string | null) => `${MARKETING_URL}/newsletter.csv${topic === null ? '' : `?topic=${encodeURIComponent(topic)}`}`;
export const trafficUrl = (from: string, to: string) => `${MARKETING_URL}/traffic?${new URLSearchParams({ from, to }).toString()}`;

const get = <T,>(url: string) => api.get<T>(url);

export const useNewsletter = (topic: string | null, page: number) => useSWR(newsletterUrl(topic, page), (url: string) => get<Newsletter>(url), { keepPreviousData: true });
export const useReferralFigures = () => useSWR(`${MARKETING_URL}/referrals`, (url: string) => get<ReferralFigures>(url));
export const useTraffic = (from: string, to: string) => useSWR(trafficUrl(from, to), (url: string) => get<Traffic>(url), { keepPreviousData: true });
export const useHeldRewards = () => useSWR(HELD_REWARDS_URL, (url: string) => get<HeldRewards>(url));

/** Approve or refuse a held reward; then the held list and the figures are read again. */
export function useRewardDecision(referrerId: string, friendId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/admin/referrals/rewards', referrerId, friendId] as const,
    (_key: unknown, { arg }: { arg: { approve: true } | { approve: false; reason: string } }) =>
      arg.approve
        ? api.post(`/api/admin/referrals/rewards/${referrerId}/${friendId}/approve`)
        : api.post(`/api/admin/referrals/rewards/${referrerId}/${friendId}/refuse`, { reason: arg.reason }),
    {
      onSuccess: () => {
        void mutate(HELD_REWARDS_URL);
        void mutate(`${MARKETING_URL}/referrals`);
      },
    },
  );
}
