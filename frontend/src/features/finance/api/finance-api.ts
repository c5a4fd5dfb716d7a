import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { drillDownArgs, drillDownUrl, INVARIANTS_URL, isFinanceKey, reconciliationUrl, TRIAL_BALANCE_URL, weekQuery } from './finance-urls';

/** The finance API (docs/api/finance.md), admins only. Money in cents. */
export type TrialBalance = Answer<Api['admin']['finance']['trial-balance']['$get']>;
export type Reconciliation = Answer<Api['admin']['finance']['reconciliation']['$get']>;
export type ReconciliationRow = Reconciliation['rows'][number];
export type DrillDown = Answer<Api['admin']['finance']['reconciliation'][':cleanerId']['$get']>;
export type Invariants = Answer<Api['admin']['finance']['invariants']['$get']>;

export const useTrialBalance = () => useSWR(TRIAL_BALANCE_URL, () => ok(client.admin.finance['trial-balance'].$get()));
export const useReconciliation = (week: string | null) => useSWR(reconciliationUrl(week), () => ok(client.admin.finance.reconciliation.$get(weekQuery(week))));
export const useDrillDown = (cleanerId: string | null, week: string) =>
  useSWR(cleanerId ? drillDownUrl(cleanerId, week) : null, () => ok(client.admin.finance.reconciliation[':cleanerId'].$get(drillDownArgs(cleanerId ?? '', week))));
export const useInvariants = () => useSWRMutation(INVARIANTS_URL, () => ok(client.admin.finance.invariants.$get()));

/** `POST /api/admin/payouts/:cleanerId/hold|release { reason }`: then every report is read again. */
export function useHoldAction(cleanerId: string, action: 'hold' | 'release') {
  const { mutate } = useSWRConfig();
  return useSWRMutation([client.admin.payouts[':cleanerId'][action].$path({ param: pathParams({ cleanerId }) }), 'hold'] as const, (_key: unknown, { arg }: { arg: string }) =>
    ok(client.admin.payouts[':cleanerId'][action].$post({ param: pathParams({ cleanerId }), json: { reason: arg } })), {
    onSuccess: () => void mutate(isFinanceKey),
  });
}
