import { CLEANER_LIMITS, INSTANT_PAYOUT_FEE_CENTS } from '@weklean/domain';
import { formatCents, formatMoney } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';

/** SPEC section 9's marketing figure: cleaners earn up to $49 an hour. */
export const EARNINGS_UP_TO_DOLLARS = 49;

/** The amounts the cleaners' pages quote, in the reader's way of writing money. */
export function useCleanerMoney() {
  const language = useLanguage();
  return {
    upTo: formatMoney(EARNINGS_UP_TO_DOLLARS, language),
    rateMin: formatMoney(CLEANER_LIMITS.hourlyRate.min, language),
    rateMax: formatMoney(CLEANER_LIMITS.hourlyRate.max, language),
    instantFee: formatCents(INSTANT_PAYOUT_FEE_CENTS, language),
  };
}
