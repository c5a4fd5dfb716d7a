import { describe, expect, it } from 'vitest';
import { csvFileName, drillDownUrl, isFinanceKey, ledgerCsvUrl, reconciliationCsvUrl, reconciliationUrl } from './finance-urls';

describe('the finance addresses', () => {
  it('asks for the chosen week, or leaves the default week to the server', () => {
    expect(reconciliationUrl('2026-W47')).toBe('/api/admin/finance/reconciliation?week=2026-W47');
    expect(reconciliationUrl(null)).toBe('/api/admin/finance/reconciliation');
  });

  it('builds the CSV export links of a week', () => {
    expect(reconciliationCsvUrl('2026-W47')).toBe('/api/admin/finance/reconciliation.csv?week=2026-W47');
    expect(ledgerCsvUrl('2026-W01')).toBe('/api/admin/finance/ledger.csv?week=2026-W01');
    expect(csvFileName('ledger', '2026-W01')).toBe('weklean-ledger-2026-W01.csv');
  });

  it('puts the cleaner in the path, escaped', () => {
    expect(drillDownUrl('c-1', '2026-W47')).toBe('/api/admin/finance/reconciliation/c-1?week=2026-W47');
    expect(drillDownUrl('a/b', '2026-W47')).toBe('/api/admin/finance/reconciliation/a%2Fb?week=2026-W47');
  });

  it('names the reports a hold or a release reads again, and only them', () => {
    expect(isFinanceKey(reconciliationUrl('2026-W47'))).toBe(true);
    expect(isFinanceKey(drillDownUrl('c-1', '2026-W47'))).toBe(true);
    expect(isFinanceKey('/api/payouts/me')).toBe(false);
    expect(isFinanceKey(['/api/admin/payouts/c-1/hold', 'hold'])).toBe(false);
  });
});
