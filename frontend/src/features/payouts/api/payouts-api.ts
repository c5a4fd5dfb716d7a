import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

export const PAYOUTS_URL = client.payouts.me.$path();

/** `GET /api/payouts/me` (docs/api/payouts.md): the account, balances, earnings, payouts, statements. */
export type PayoutsView = Answer<Api['payouts']['me']['$get']>;
export type AccountStatus = NonNullable<PayoutsView['account']>['status'];
export type PayoutRow = PayoutsView['payouts'][number];
export type EarningRow = PayoutsView['earnings'][number];

export function usePayouts(enabled = true) {
  return useSWR(enabled ? PAYOUTS_URL : null, () => ok(client.payouts.me.$get()));
}

export type SimulatedOnboarding = { legalName: string; institutionNumber: string; transitNumber: string; accountNumber: string };

/** An action on the cleaner's payouts: the view is read again after it, whatever its outcome. */
function usePayoutAction<Arg, Result>(name: string, send: (arg: Arg) => Promise<Result>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation([PAYOUTS_URL, name] as const, (_key: unknown, { arg }: { arg: Arg }) => send(arg), {
    onSuccess: () => void mutate(PAYOUTS_URL),
    onError: () => void mutate(PAYOUTS_URL),
  });
}

/** `POST /api/payouts/account` → `201 { account, onboardingUrl }` (Stripe's hosted onboarding, or null when simulated). */
export const useOpenAccount = () => usePayoutAction('open', () => ok(client.payouts.account.$post()));
/** `POST /api/payouts/account/simulated-onboarding` (simulated payments only). */
export const useSimulatedOnboarding = () =>
  usePayoutAction('simulated-onboarding', (details: SimulatedOnboarding) => ok(client.payouts.account['simulated-onboarding'].$post({ json: details })));
/** `POST /api/payouts/instant` → `201 { payout }`; 409 with the reason otherwise. */
export const useInstantPayout = () => usePayoutAction('instant', () => ok(client.payouts.instant.$post()));
/** `POST /api/payouts/account/sync`: the account read again from Stripe (the return route). */
export const syncAccount = () => ok(client.payouts.account.sync.$post());
/** `POST /api/payouts/account/link`: a fresh Stripe onboarding link (the refresh route). */
export const freshAccountLink = () => ok(client.payouts.account.link.$post());
