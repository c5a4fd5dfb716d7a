import { CONNECTED_ACCOUNT_STATUSES, LEDGER_ACCOUNTS, PAYOUT_STATUSES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { accountLabel, FIGURES, foldCleanerPayables, INVARIANTS } from './finance-vocabulary';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../../../domain/locales/*/finance.json', { eager: true, import: 'default' });

/** The text of `finance:a.b` in a language's catalogue, or undefined. */
function text(language: 'fr' | 'en', key: string): string | undefined {
  const catalogue = Object.entries(catalogues).find(([file]) => file.includes(`/locales/${language}/`))?.[1];
  let node: unknown = catalogue;
  for (const part of key.replace(/^finance:/, '').split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('the finance page vocabulary', () => {
  it('labels the named ledger accounts, and a cleaner payable by the start of the id', () => {
    expect(accountLabel('gst_payable')).toEqual({ key: 'finance:accounts.gst_payable' });
    expect(accountLabel('cleaner_payable:0a1b2c3d-4e5f-6789')).toEqual({ key: 'finance:accounts.cleaner_payable', id: '0a1b2c3d' });
  });

  it("adds every cleaner's payable into one line of the trial balance, and leaves the others as they are", () => {
    const lines = foldCleanerPayables([
      { account: 'cash', debits: 10_000, credits: 0 },
      { account: 'cleaner_payable:a', debits: 1_000, credits: 5_000 },
      { account: 'cleaner_payable:b', debits: 0, credits: 4_000 },
    ]);
    expect(lines).toEqual([
      { account: 'cash', debits: 10_000, credits: 0 },
      { account: 'cleaner_payables', debits: 1_000, credits: 9_000 },
    ]);
    expect(foldCleanerPayables([{ account: 'cash', debits: 1, credits: 1 }])).toEqual([{ account: 'cash', debits: 1, credits: 1 }]);
  });

  it('has, in both languages, every key the page builds from a value', () => {
    const keys = [
      ...Object.values(LEDGER_ACCOUNTS).map((account) => accountLabel(account).key),
      accountLabel('cleaner_payable:x').key,
      'finance:accounts.cleaner_payables',
      ...FIGURES.map((figure) => `finance:columns.${figure}`),
      ...INVARIANTS.map((invariant) => `finance:findings.${invariant}`),
      ...['service', 'cancellation_fee'].map((kind) => `finance:drill.kinds.${kind}`),
      ...['credited', 'transferred', 'paid_out'].map((status) => `finance:drill.earningStatus.${status}`),
      ...['weekly', 'instant'].map((kind) => `finance:drill.payoutKinds.${kind}`),
      ...PAYOUT_STATUSES.map((status) => `finance:drill.payoutStatus.${status}`),
      ...['debit', 'credit'].map((side) => `finance:drill.sides.${side}`),
      ...['single', 'pending', 'post', 'void'].map((phase) => `finance:drill.phases.${phase}`),
      ...CONNECTED_ACCOUNT_STATUSES.map((status) => `finance:drill.accountStatuses.${status}`),
      ...['hold', 'release'].flatMap((action) => [`finance:hold.${action}`, `finance:hold.${action}Title`, `finance:hold.${action}Done`]),
    ];
    for (const key of keys) {
      expect(text('fr', key), `fr ${key}`).toBeTruthy();
      expect(text('en', key), `en ${key}`).toBeTruthy();
    }
  });
});
