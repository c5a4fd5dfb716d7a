import { useEffect, useState } from 'react';
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
export type ReplaySummary = NonNullable<Reconciliation['replay']>;

/** While a replay runs in the workers, its report is read again every few seconds until the run has finished. */
const REPLAY_POLL_MS = 2_000;

/**
 * A report that names a run in progress (`running`), read again every few seconds while it does. The interval is a
 * value, not a function of the data: SWR only schedules its timer again when the value changes, so a function that
 * answered 0 at the first load would never start polling after a replay was asked for.
 */
function useReportWhileRunning<T extends { running: unknown }>(key: string | null, fetcher: () => Promise<T>) {
  const [interval, setPollInterval] = useState(0);
  const report = useSWR(key, fetcher, { refreshInterval: interval });
  const running = Boolean(report.data?.running);
  useEffect(() => setPollInterval(running ? REPLAY_POLL_MS : 0), [running]);
  return report;
}

export const useReconciliation = (week: string | null) =>
  useReportWhileRunning(reconciliationUrl(week), () => ok(client.admin.finance.reconciliation.$get(weekQuery(week))));
export const useDrillDown = (cleanerId: string | null, week: string) =>
  useSWR(cleanerId ? drillDownUrl(cleanerId, week) : null, () => ok(client.admin.finance.reconciliation[':cleanerId'].$get(drillDownArgs(cleanerId ?? '', week))));
/** The invariants as the latest stored run over the whole log found them (the workers run it nightly and on request). */
export const useInvariants = () => useReportWhileRunning(INVARIANTS_URL, () => ok(client.admin.finance.invariants.$get()));

/**
 * `POST /api/admin/finance/replays { kind, week }` (202): a replay in the background; then the report it feeds is read
 * again, and keeps being read while the run goes on.
 */
export function useRunReplay(kind: 'week' | 'invariants', week: string | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation([client.admin.finance.replays.$path(), kind, week] as const, () =>
    ok(client.admin.finance.replays.$post({ json: kind === 'week' && week ? { kind, week } : { kind } })), {
    onSuccess: () => void mutate(kind === 'week' ? reconciliationUrl(week) : INVARIANTS_URL),
  });
}

/** `POST /api/admin/payouts/:cleanerId/hold|release { reason }`: then every report is read again. */
export function useHoldAction(cleanerId: string, action: 'hold' | 'release') {
  const { mutate } = useSWRConfig();
  return useSWRMutation([client.admin.payouts[':cleanerId'][action].$path({ param: pathParams({ cleanerId }) }), 'hold'] as const, (_key: unknown, { arg }: { arg: string }) =>
    ok(client.admin.payouts[':cleanerId'][action].$post({ param: pathParams({ cleanerId }), json: { reason: arg } })), {
    onSuccess: () => void mutate(isFinanceKey),
  });
}
