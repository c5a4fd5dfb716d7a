import { ACCOUNT_REQUIREMENTS, CONNECTED_ACCOUNT_STATUSES, PAYOUT_STATUSES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { TEST_BANK_ACCOUNTS } from './bank-details';
import { ACCOUNT_STATUS, EARNING_STATUS, failureReasonKey, instantAmount, instantBlocker, KNOWN_FAILURE_REASONS, PAYOUT_STATUS } from './payout-vocabulary';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../../../domain/locales/*/payouts.json', { eager: true, import: 'default' });

/** The text of `payouts:a.b` in a language's catalogue, or undefined. */
function text(language: 'fr' | 'en', key: string): string | undefined {
  const catalogue = Object.entries(catalogues).find(([file]) => file.includes(`/locales/${language}/`))?.[1];
  let node: unknown = catalogue;
  for (const part of key.replace(/^payouts:/, '').split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const view = (patch: Partial<Parameters<typeof instantBlocker>[0]> = {}) => ({
  account: { status: 'active' as const },
  hold: null,
  canInstantPayout: false,
  balances: { available: 300 },
  instantFeeCents: 500,
  payouts: [],
  ...patch,
});

describe('the payouts page vocabulary', () => {
  it('has a label and a colour for every status the API sends', () => {
    expect(Object.keys(ACCOUNT_STATUS).sort()).toEqual([...CONNECTED_ACCOUNT_STATUSES].sort());
    expect(Object.keys(PAYOUT_STATUS).sort()).toEqual([...PAYOUT_STATUSES].sort());
    expect(Object.keys(EARNING_STATUS).sort()).toEqual(['available', 'paid_out', 'pending']);
  });

  it('names the connected account statuses in the SPEC words', () => {
    const french = CONNECTED_ACCOUNT_STATUSES.map((status) => text('fr', ACCOUNT_STATUS[status].key));
    expect(french).toEqual(["En attente d’exigences", 'En attente', 'Actif', 'Inactif', 'Incomplet', 'Restreint']);
    const english = CONNECTED_ACCOUNT_STATUSES.map((status) => text('en', ACCOUNT_STATUS[status].key));
    expect(english).toEqual(['Pending requirements', 'Pending', 'Active', 'Inactive', 'Incomplete', 'Restricted']);
  });

  it('has, in both languages, every key the page builds from a value', () => {
    const keys = [
      ...Object.values(ACCOUNT_STATUS).map((entry) => entry.key),
      ...Object.values(PAYOUT_STATUS).map((entry) => entry.key),
      ...Object.values(EARNING_STATUS).map((entry) => entry.key),
      ...CONNECTED_ACCOUNT_STATUSES.map((status) => `payouts:account.explain.${status}`),
      ...ACCOUNT_REQUIREMENTS.map((requirement) => `payouts:account.requirement.${requirement}`),
      ...TEST_BANK_ACCOUNTS.map((account) => `payouts:setup.outcome.${account.outcome}`),
      ...['weekly', 'instant'].map((kind) => `payouts:history.kinds.${kind}`),
      ...['service', 'cancellation_fee'].map((kind) => `payouts:earning.kind.${kind}`),
      ...['available', 'pending', 'inTransit', 'paid'].map((balance) => `payouts:balances.${balance}`),
      ...['title', 'return', 'failed', 'noLink', 'back'].map((step) => `payouts:connect.${step}`),
      ...[...KNOWN_FAILURE_REASONS, 'insufficient_funds'].map(failureReasonKey),
    ];
    for (const key of keys) {
      expect(text('fr', key), `fr ${key}`).toBeTruthy();
      expect(text('en', key), `en ${key}`).toBeTruthy();
    }
  });

  it("explains the provider's known failures, and shows any other by its code", () => {
    expect(failureReasonKey('no_account')).toBe('payouts:history.failure.no_account');
    expect(failureReasonKey('account_closed')).toBe('payouts:history.failure.account_closed');
    expect(failureReasonKey('insufficient_funds')).toBe('payouts:history.failure.other');
    expect(text('fr', 'payouts:history.failure.other')).toContain('{{reason}}');
  });

  it('shows what reaches the bank: the available balance less the fee, never below zero', () => {
    expect(instantAmount(12_000, 500)).toBe(11_500);
    expect(instantAmount(500, 500)).toBe(0);
    expect(instantAmount(300, 500)).toBe(0);
  });

  it('says why the instant payout is off', () => {
    expect(instantBlocker(view({ canInstantPayout: true }))).toBeNull();
    expect(instantBlocker(view({ account: null }))).toBe('payouts:instant.needsAccount');
    expect(instantBlocker(view({ account: { status: 'pending' } }))).toBe('payouts:instant.needsAccount');
    expect(instantBlocker(view({ hold: { reason: 'x' } }))).toBe('payouts:instant.held');
    expect(instantBlocker(view({ payouts: [{ kind: 'instant', status: 'in_transit' }] }))).toBe('payouts:instant.inFlight');
    expect(instantBlocker(view({ payouts: [{ kind: 'instant', status: 'paid' }] }))).toBe('payouts:instant.tooLow');
    expect(instantBlocker(view())).toBe('payouts:instant.tooLow');
  });
});
