import type { SimulatedOnboarding } from '../api/payouts-api';

export type BankField = keyof SimulatedOnboarding;

/** The server's bounds (SimulatedOnboardingSchema): a legal name of 2 to 120 characters, Canadian bank numbers. */
export const LEGAL_NAME_LENGTH = { min: 2, max: 120 } as const;
const DIGITS: Readonly<Record<Exclude<BankField, 'legalName'>, { pattern: RegExp; key: string }>> = {
  institutionNumber: { pattern: /^\d{3}$/, key: 'payouts:setup.institutionInvalid' },
  transitNumber: { pattern: /^\d{5}$/, key: 'payouts:setup.transitInvalid' },
  accountNumber: { pattern: /^\d{7,12}$/, key: 'payouts:setup.accountNumberInvalid' },
};

/**
 * What is wrong with one field of the stand-in form, as a message key (null: nothing), checked as the server checks
 * it after trimming, so the cleaner hears it before sending.
 */
export function bankFieldIssue(field: BankField, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'payouts:setup.required';
  if (field === 'legalName') {
    if (text.length < LEGAL_NAME_LENGTH.min) return 'payouts:setup.legalNameShort';
    return text.length > LEGAL_NAME_LENGTH.max ? 'payouts:setup.legalNameLong' : null;
  }
  return DIGITS[field].pattern.test(text) ? null : DIGITS[field].key;
}

/** The form's values as they are sent: trimmed, as the server reads them. */
export const bankDetailsToSend = (values: SimulatedOnboarding): SimulatedOnboarding => ({
  legalName: values.legalName.trim(),
  institutionNumber: values.institutionNumber.trim(),
  transitNumber: values.transitNumber.trim(),
  accountNumber: values.accountNumber.trim(),
});

/** Stripe's test bank accounts, and what each does (docs/api/payouts.md). */
export const TEST_BANK_ACCOUNTS = [
  { number: '000123456789', outcome: 'pays' },
  { number: '000111111116', outcome: 'no_account' },
  { number: '000111111113', outcome: 'account_closed' },
] as const;
