import * as v from 'valibot';
import { line, object, text as cleanText } from '../shared/schema';

/** The bodies of the payout and finance APIs (docs/api/payouts.md, docs/api/finance.md), shared by the forms and the BFF. */
const REQUIRED = 'validation.required';
const digits = (count: string, message: string) => v.pipe(line(REQUIRED), v.trim(), v.regex(new RegExp(`^\\d{${count}}$`), message));

/** The stand-in for the provider's hosted onboarding (simulated payments only): test bank numbers, no real ones. */
export const SimulatedOnboardingSchema = object(
  {
    legalName: v.pipe(cleanText(REQUIRED), v.trim(), v.minLength(2, REQUIRED), v.maxLength(120, 'validation.tooLong')),
    institutionNumber: digits('3', 'payout.institution-invalid'),
    transitNumber: digits('5', 'payout.transit-invalid'),
    accountNumber: digits('7,12', 'payout.account-number-invalid'),
  },
  REQUIRED,
);

/** An admin's hold or release of a cleaner's payouts: the reason is required, and kept in the event (the audit). */
export const PayoutHoldSchema = object({ reason: v.pipe(cleanText(REQUIRED), v.trim(), v.minLength(1, REQUIRED), v.maxLength(500, 'validation.tooLong')) }, REQUIRED);

/**
 * An admin's request for a finance replay in the background (issue 34): a week's reconciliation (the week checked by
 * the BFF, which answers `finance.invalid-week`; absent, the last paid week) or the invariants over the whole log.
 */
export const FinanceReplaySchema = object({ kind: v.optional(v.picklist(['week', 'invariants'], REQUIRED)), week: v.optional(line(REQUIRED)) }, REQUIRED);
