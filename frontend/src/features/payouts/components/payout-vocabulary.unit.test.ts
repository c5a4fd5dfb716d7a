import { CONNECTED_ACCOUNT_STATUSES, PAYOUT_STATUSES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS, BANK_NUMBER_RULES, EARNING_STATUS, instantAmount, instantBlocker, PAYOUT_STATUS } from './payout-vocabulary';

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

  it('shows what reaches the bank: the available balance less the fee, never below zero', () => {
    expect(instantAmount(12_000, 500)).toBe(11_500);
    expect(instantAmount(300, 500)).toBe(0);
  });

  it('says why the instant payout is off', () => {
    expect(instantBlocker(view({ canInstantPayout: true }))).toBeNull();
    expect(instantBlocker(view({ account: null }))).toBe('payouts:instant.needsAccount');
    expect(instantBlocker(view({ account: { status: 'pending' } }))).toBe('payouts:instant.needsAccount');
    expect(instantBlocker(view({ hold: { reason: 'x' } }))).toBe('payouts:instant.held');
    expect(instantBlocker(view({ payouts: [{ kind: 'instant', status: 'in_transit' }] }))).toBe('payouts:instant.inFlight');
    expect(instantBlocker(view())).toBe('payouts:instant.tooLow');
  });

  it('checks bank numbers as the server does', () => {
    expect(BANK_NUMBER_RULES.institutionNumber.test('001')).toBe(true);
    expect(BANK_NUMBER_RULES.institutionNumber.test('01')).toBe(false);
    expect(BANK_NUMBER_RULES.transitNumber.test('12345')).toBe(true);
    expect(BANK_NUMBER_RULES.transitNumber.test('1234a')).toBe(false);
    expect(BANK_NUMBER_RULES.accountNumber.test('000123456789')).toBe(true);
    expect(BANK_NUMBER_RULES.accountNumber.test('123456')).toBe(false);
    expect(BANK_NUMBER_RULES.accountNumber.test('1234567890123')).toBe(false);
  });
});
