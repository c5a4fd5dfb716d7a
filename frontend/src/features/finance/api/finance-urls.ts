/** The finance API's addresses (docs/api/finance.md); a week is an ISO week (`2026-W47`), absent for the server's default. */

const weekQuery = (week: string | null) => (week ? `?week=${encodeURIComponent(week)}` : '');

export const TRIAL_BALANCE_URL = '/api/admin/finance/trial-balance';
export const INVARIANTS_URL = '/api/admin/finance/invariants';
export const reconciliationUrl = (week: string | null) => `/api/admin/finance/reconciliation${weekQuery(week)}`;
export const drillDownUrl = (cleanerId: string, week: string) => `/api/admin/finance/reconciliation/${encodeURIComponent(cleanerId)}${weekQuery(week)}`;
export const reconciliationCsvUrl = (week: string) => `/api/admin/finance/reconciliation.csv${weekQuery(week)}`;
export const ledgerCsvUrl = (week: string) => `/api/admin/finance/ledger.csv${weekQuery(week)}`;
export const holdUrl = (cleanerId: string, action: 'hold' | 'release') => `/api/admin/payouts/${encodeURIComponent(cleanerId)}/${action}`;

/** Every finance report's SWR key starts so: a hold or a release reads them all again. */
export const isFinanceKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith('/api/admin/finance/');

/** The CSV file names the exports are saved under. */
export const csvFileName = (report: 'reconciliation' | 'ledger', week: string) => `weklean-${report}-${week}.csv`;
