import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The finance API (docs/api/finance.md), admins only. Money in cents. */
export type TrialBalance = Answer<Api['admin']['finance']['trial-balance']['$get']>;
export type Reconciliation = Answer<Api['admin']['finance']['reconciliation']['$get']>;
export type ReconciliationRow = Reconciliation['rows'][number];
export type DrillDown = Answer<Api['admin']['finance']['reconciliation'][':cleanerId']['$get']>;
export type Invariants = Answer<Api['admin']['finance']['invariants']['$get']>;

const week = (value: string | null) => (value ? `?week=${encodeURIComponent(value)}` : '');

export const TRIAL_BALANCE_URL = '/api/admin/finance/trial-balance';
export const reconciliationUrl = (value: string | null) => `/api/admin/finance/reconciliation${week(value)}`;
export const drillDownUrl = (cleanerId: string, value: string) => `/api/admin/finance/reconciliation/${encodeURIComponent(cleanerId)}${week(value)}`;
export const reconciliationCsvUrl = (value: string) => `/api/admin/finance/reconciliation.csv${week(value)}`;
export const ledgerCsvUrl = (value: string) => `/api/admin/finance/ledger.csv${week(value)}`;

export const useTrialBalance = () => useSWR(TRIAL_BALANCE_URL, (url: string) => api.get<TrialBalance>(url));
export const useReconciliation = (value: string | null) => useSWR(reconciliationUrl(value), (url: string) => api.get<Reconciliation>(url));
export const useDrillDown = (cleanerId: string | null, value: string) =>
  useSWR(cleanerId ? drillDownUrl(cleanerId, value) : null, (url: string) => api.get<DrillDown>(url));
export const useInvariants = () =>
  useSWRMutation('/api/admin/finance/invariants', (url: string) => api.get<Invariants>(url));

/** `POST /api/admin/payouts/:cleanerId/hold|release { reason }`: then every report is read again. */
export function useHoldAction(cleanerId: string, action: 'hold' | 'release') {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/admin/payouts', cleanerId, action] as const,
    (_key: unknown, { arg }: { arg: string }) => api.post(`/api/admin/payouts/${encodeURIComponent(cleanerId)}/${action}`, { reason: arg }),
    { onSuccess: () => void mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/finance')) },
  );
}
