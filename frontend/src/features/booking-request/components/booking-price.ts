import { PRICE_CONSTANTS, computeBookingPrice, pricingBaseFor, type CleanerRatesForPricing, type PriceBreakdown, type PropertyType } from '@weklean/domain';
import type { BookingCleaner, Quote, QuoteAnswer } from '../api/booking-answers';

/** The cleaner's rates of the public profile as the price function takes them (both in cents). */
export function cleanerRatesInCents(cleaner: Pick<BookingCleaner, 'hourlyRateCents' | 'fixedPricesCents' | 'serviceCities'>): CleanerRatesForPricing {
  return {
    hourlyRateCents: cleaner.hourlyRateCents,
    fixedPricesCents: cleaner.fixedPricesCents,
    cityRates: cleaner.serviceCities.flatMap((city) => (city.hourlyRateCents === null ? [] : [{ cityId: city.cityId, hourlyRateCents: city.hourlyRateCents }])),
  };
}

/**
 * What only the server knows; before its first quote, the default fee and no discount. The referral amounts are
 * the ones the server offers (a referred friend's $10, a referrer's credit), which the price function caps itself.
 */
export type ServerTerms = { serviceFeeCents: number; firstBooking: boolean; referralDiscountCents: number; referralCreditCents: number };
export const TERMS_BEFORE_QUOTE: ServerTerms = {
  serviceFeeCents: PRICE_CONSTANTS.defaultServiceFeeCents,
  firstBooking: false,
  referralDiscountCents: 0,
  referralCreditCents: 0,
};

/** `quoteOf` keeps the answer's offered referral amounts among the price's fields. */
type QuotedPrice = PriceBreakdown & Partial<Pick<QuoteAnswer, 'referralDiscountCents' | 'referralCreditCents'>>;

export function termsOf(quote: Quote | undefined): ServerTerms {
  if (quote === undefined) return TERMS_BEFORE_QUOTE;
  const price: QuotedPrice = quote.price;
  return {
    serviceFeeCents: price.serviceFee,
    firstBooking: quote.firstBooking,
    // Failing the offers, what the quote took off: the same amounts, as the price function capped them.
    referralDiscountCents: price.referralDiscountCents ?? price.referralDiscount ?? 0,
    referralCreditCents: price.referralCreditCents ?? price.referralCredit ?? 0,
  };
}

export type PriceInputs = {
  rates: CleanerRatesForPricing;
  property: { type: PropertyType; placeId: string | null };
  durationHours: number;
  cleanerBringsSupplies: boolean;
  emergency: boolean;
};

export type PriceView =
  | { kind: 'no-rate' }
  | {
      kind: 'price';
      pricing: 'hourly' | 'fixed';
      hourlyRateCents: number | null;
      durationHours: number;
      breakdown: PriceBreakdown;
      /** `server`: the quote of exactly these inputs; `local`: computed here, waiting for it. */
      source: 'server' | 'local';
    };

/** The price the panel shows, computed in the browser with the domain's one price function. */
export function localPrice(inputs: PriceInputs, terms: ServerTerms): PriceView {
  const base = pricingBaseFor(inputs.rates, inputs.property, inputs.durationHours);
  if (base === null) return { kind: 'no-rate' };
  return {
    kind: 'price',
    pricing: base.kind,
    hourlyRateCents: base.kind === 'hourly' ? base.hourlyRateCents : null,
    durationHours: inputs.durationHours,
    breakdown: computeBookingPrice({
      base,
      cleanerBringsSupplies: inputs.cleanerBringsSupplies,
      emergency: inputs.emergency,
      firstBooking: terms.firstBooking,
      referralDiscountCents: terms.referralDiscountCents,
      referralCreditCents: terms.referralCreditCents,
      serviceFeeCents: terms.serviceFeeCents,
    }),
    source: 'local',
  };
}

/** The server's figures for the current inputs, which win over the local ones. */
export function serverPrice(quote: Quote, durationHours: number): PriceView {
  return {
    kind: 'price',
    pricing: quote.pricing,
    hourlyRateCents: quote.hourlyRateCents,
    durationHours,
    breakdown: quote.price,
    source: 'server',
  };
}
