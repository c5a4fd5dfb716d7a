import { SimulatedOnboardingSchema } from '@weklean/domain';
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { bankDetailsToSend, bankFieldIssue, TEST_BANK_ACCOUNTS, type BankField } from './bank-details';

const valid = { legalName: 'Marie Tremblay', institutionNumber: '001', transitNumber: '12345', accountNumber: '000123456789' };
const fields = Object.keys(valid) as BankField[];
const issues = (values: Record<BankField, string>) => fields.map((field) => bankFieldIssue(field, values[field])).filter((issue) => issue !== null);

describe('the simulated onboarding form', () => {
  it('asks for every field', () => {
    for (const field of fields) expect(bankFieldIssue(field, '  ')).toBe('payouts:setup.required');
    expect(bankFieldIssue('transitNumber', undefined)).toBe('payouts:setup.required');
  });

  it('says which bank number is wrong, with its own message', () => {
    expect(bankFieldIssue('institutionNumber', '01')).toBe('payouts:setup.institutionInvalid');
    expect(bankFieldIssue('institutionNumber', '0012')).toBe('payouts:setup.institutionInvalid');
    expect(bankFieldIssue('transitNumber', '1234a')).toBe('payouts:setup.transitInvalid');
    expect(bankFieldIssue('accountNumber', '123456')).toBe('payouts:setup.accountNumberInvalid');
    expect(bankFieldIssue('accountNumber', '1234567890123')).toBe('payouts:setup.accountNumberInvalid');
    expect(bankFieldIssue('accountNumber', '1234567')).toBeNull();
    expect(bankFieldIssue('accountNumber', ' 000123456789 ')).toBeNull();
  });

  it('bounds the legal name as the server does', () => {
    expect(bankFieldIssue('legalName', 'M')).toBe('payouts:setup.legalNameShort');
    expect(bankFieldIssue('legalName', 'x'.repeat(121))).toBe('payouts:setup.legalNameLong');
    expect(bankFieldIssue('legalName', 'x'.repeat(120))).toBeNull();
  });

  it('accepts exactly what the server accepts, once trimmed', () => {
    const samples: Record<BankField, string>[] = [
      valid,
      { ...valid, legalName: ' Jo ' },
      { ...valid, legalName: 'J' },
      { ...valid, institutionNumber: '1' },
      { ...valid, transitNumber: ' 12345 ' },
      { ...valid, transitNumber: '123456' },
      { ...valid, accountNumber: '12345678901' },
      { ...valid, accountNumber: '12-345678' },
    ];
    for (const sample of samples) {
      const server = safeParse(SimulatedOnboardingSchema, bankDetailsToSend(sample)).success;
      expect(issues(sample).length === 0, JSON.stringify(sample)).toBe(server);
    }
  });

  it('lists every test account number as one the form accepts', () => {
    expect(TEST_BANK_ACCOUNTS.map((account) => account.number)).toEqual(['000123456789', '000111111116', '000111111113']);
    for (const account of TEST_BANK_ACCOUNTS) expect(bankFieldIssue('accountNumber', account.number)).toBeNull();
  });
});
