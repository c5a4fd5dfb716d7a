import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, linkTo, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** The admin marketing API (docs/api/admin-marketing.md) and the held rewards (docs/api/referrals.md), admins only. */
const marketing = client.admin.marketing;
export const HELD_REWARDS_URL = client.admin.referrals.held.$path();
const REFERRAL_FIGURES_URL = marketing.referrals.$path();

export type Newsletter = Answer<Api['admin']['marketing']['newsletter']['$get']>;
export type Subscriber = Newsletter['subscribers']['items'][number];
export type NewsletterTopic = Newsletter['figures']['byTopic'][number]['topic'];
export type ReferralFigures = Answer<Api['admin']['marketing']['referrals']['$get']>;
export type Traffic = Answer<Api['admin']['marketing']['traffic']['$get']>;
export type HeldRewards = Answer<Api['admin']['referrals']['held']['$get']>;
export type HeldReward = HeldRewards['items'][number];

// Built once for the SWR key and the call.
const newsletterArgs = (topic: NewsletterTopic | null, page: number) => ({ query: { page: String(page), ...(topic === null ? {} : { topic }) } });
const trafficArgs = (from: string, to: string) => ({ query: { from, to } });
export const newsletterUrl = (topic: NewsletterTopic | null, page: number) => marketing.newsletter.$path(newsletterArgs(topic, page));
/** The CSV export, a plain link (the browser downloads it with the session cookie). */
export const newsletterCsvUrl = (topic: NewsletterTopic | null) => linkTo(marketing['newsletter.csv'].$url({ query: topic === null ? {} : { topic } }));
export const trafficUrl = (from: string, to: string) => marketing.traffic.$path(trafficArgs(from, to));

export const useNewsletter = (topic: NewsletterTopic | null, page: number) => useSWR(newsletterUrl(topic, page), () => ok(marketing.newsletter.$get(newsletterArgs(topic, page))), { keepPreviousData: true });
export const useReferralFigures = () => useSWR(REFERRAL_FIGURES_URL, () => ok(marketing.referrals.$get()));
export const useTraffic = (from: string, to: string) => useSWR(trafficUrl(from, to), () => ok(marketing.traffic.$get(trafficArgs(from, to))), { keepPreviousData: true });
export const useHeldRewards = () => useSWR(HELD_REWARDS_URL, () => ok(client.admin.referrals.held.$get()));

/** Approve or refuse a held reward; then the held list and the figures are read again. */
export function useRewardDecision(referrerId: string, friendId: string) {
  const { mutate } = useSWRConfig();
  const rewards = client.admin.referrals.rewards[':referrerId'][':friendId'];
  return useSWRMutation(
    [HELD_REWARDS_URL, 'decision', referrerId, friendId] as const,
    (_key: unknown, { arg }: { arg: { approve: true } | { approve: false; reason: string } }) =>
      arg.approve
        ? ok(rewards.approve.$post({ param: pathParams({ referrerId, friendId }) }))
        : ok(rewards.refuse.$post({ param: pathParams({ referrerId, friendId }), json: { reason: arg.reason } })),
    {
      onSuccess: () => {
        void mutate(HELD_REWARDS_URL);
        void mutate(REFERRAL_FIGURES_URL);
      },
    },
  );
}
