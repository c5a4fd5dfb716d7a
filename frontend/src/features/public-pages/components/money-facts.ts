import { BOOKING_LIMITS, INSTANT_PAYOUT_FEE_CENTS, PRICE_CONSTANTS } from '@weklean/domain';
import { formatCents } from '../../../lib/format-money';
import type { Language } from '../../../lib/i18n/language';

/** The amounts the pages' texts quote, read from the domain's constants so that the words follow the rules. */
export const moneyFacts = (language: Language) => ({
  suppliesFee: formatCents(PRICE_CONSTANTS.suppliesFeeCents, language),
  lateFee: formatCents(BOOKING_LIMITS.lateCancellationFeeCents, language),
  instantFee: formatCents(INSTANT_PAYOUT_FEE_CENTS, language),
});
