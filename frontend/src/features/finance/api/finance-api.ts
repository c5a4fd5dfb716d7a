import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import { drillDownUrl, holdUrl, INVARIANTS_URL, isFinanceKey, reconciliationUrl, TRIAL_BALANCE_URL } from './finance-urls';

/** The finance API (docs/api/finance.md), admins only. Money in cents. */
export type TrialBalance = Answer<Api['admin']['finance']['trial-balance']['$get']>;
export type Reconciliation = Answer<Api['admin']['finance']['reconciliation']['$get']>;
export type ReconciliationRow = Reconciliation['rows'][number];
export type DrillDown = Answer<Api['admin']['finance']['reconciliation'][':cleanerId']['$get']>;
export type Invariants = Answer<Api['admin']['finance']['invariants']['$get']>;

export const useTrialBalance = () => useSWR(TRIAL_BALANCE_URL, (url: string) => api.get<TrialBalance>(url));
export const useReconciliation = (week: string | null) => useSWR(reconciliationUrl(week), (url: string) => api.get<Reconciliation>(url));
export const useDrillDown = (cleanerId: string | null, week: string) =>
  useSWR(cleanerId ? drillDownUrl(cleanerId, week) : null, (url: string) => api.get<DrillDown>(url));
export const useInvariants = () => useSWRMutation(INVARIANTS_URL, (url: string) => api.get<Invariants>(url));

/** `POST /api/admin/payouts/:cleanerId/hold|release { reason }`: then every report is read again. */
export function useHoldAction(cleanerId: string, action: 'hold' | 'release') {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['/api/admin/payouts', cleanerId, action] as const, (_key: unknown, { arg }: { arg: string }) => api.post(holdUrl(cleanerId, action), { reason: arg }), {
    onSuccess: () => void mutate(isFinanceKey),
  });
}
