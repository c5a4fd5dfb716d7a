/** The finance API's addresses (docs/api/finance.md); a week is an ISO week (`2026-W47`), absent for the server's default. */

import { client, linkTo, pathParams } from '../../../lib/api';

const finance = client.admin.finance;
/** The routes read `?week=` without a validator: Hono's input types do not list it, hence the arguments built apart. */
export const weekQuery = (week: string | null) => ({ query: week ? { week } : {} });
export const drillDownArgs = (cleanerId: string, week: string) => ({ param: pathParams({ cleanerId }), ...weekQuery(week) });

export const TRIAL_BALANCE_URL = finance['trial-balance'].$path();
export const INVARIANTS_URL = finance.invariants.$path();
export const reconciliationUrl = (week: string | null) => finance.reconciliation.$path(weekQuery(week));
export const drillDownUrl = (cleanerId: string, week: string) => finance.reconciliation[':cleanerId'].$path(drillDownArgs(cleanerId, week));
export const reconciliationCsvUrl = (week: string) => linkTo(finance['reconciliation.csv'].$url(weekQuery(week)));
export const ledgerCsvUrl = (week: string) => linkTo(finance['ledger.csv'].$url(weekQuery(week)));

/** Every finance report's SWR key starts so: a hold or a release reads them all again. */
/** Every finance report's key starts with the finance routes' common path. */
const FINANCE_PREFIX = TRIAL_BALANCE_URL.slice(0, TRIAL_BALANCE_URL.lastIndexOf('/') + 1);
export const isFinanceKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(FINANCE_PREFIX);

/** The CSV file names the exports are saved under. */
export const csvFileName = (report: 'reconciliation' | 'ledger', week: string) => `weklean-${report}-${week}.csv`;
