import { computeBookingPrice, type PriceBase, type PriceBreakdown } from '@weklean/domain';
import type { BookingCleaner, BookingProperty } from '../api/booking-answers';
import type { AnsweredQuote } from '../api/quote-booking';
import { cleanerRatesInCents, localPrice, serverPrice, termsOf, type PriceView } from './booking-price';
import { durationProblem, type BookingFormValues } from './booking-values';

/**
 * A series (SPEC 3: a frequency other than one time) is separate bookings: the first occurrence carries the
 * first-booking discount and the referral amounts, the later ones none (bff `request`). Every deposit is charged when
 * the request is sent: the first one with the client here, the later ones right after with the same card.
 */
export type SeriesPrice = {
  occurrences: number;
  /** The price of each occurrence after the first. */
  later: PriceBreakdown;
  /** The whole series: the first occurrence's price and the later ones'. */
  total: number;
  /** Every occurrence's deposit, charged when the request is sent. */
  deposits: number;
};

export type PriceState =
  | { kind: 'incomplete' }
  /** `message`: the server's, when it gave one; otherwise the form says it in its own words. */
  | { kind: 'no-rate'; message: string | null }
  /** Nothing known yet of the client's own terms (first booking, referral amounts): the first quote is on its way. */
  | { kind: 'waiting' }
  /** The server could not price the current fields: no figure is shown, nothing can be sent. */
  | { kind: 'failed'; message: string | null }
  | (Extract<PriceView, { kind: 'price' }> & { updating: boolean; series: SeriesPrice | null });

export type QuoteStatus = {
  /** The last answer, for whichever fields it was asked (its `request` says which). */
  answered: AnsweredQuote | undefined;
  /** The answer to the current fields was refused or never came (not while it is asked again). */
  failure: { noRate: boolean; message: string | null } | null;
};

export type PriceFacts = {
  values: BookingFormValues | undefined;
  cleaner: Pick<BookingCleaner, 'hourlyRateCents' | 'fixedPricesCents' | 'serviceCities'>;
  properties: BookingProperty[] | undefined;
  /** `JSON.stringify(quoteRequestOf(values))`, null when there is nothing to ask. */
  requestKey: string | null;
  quote: QuoteStatus;
};

/**
 * What the price panel shows. The server's answer for exactly the current fields is the price; until it comes, the
 * figures are computed here with the terms of its last answer and marked as updating; before any answer, none.
 */
export function priceStateOf({ values, cleaner, properties, requestKey, quote }: PriceFacts): PriceState {
  const property = properties?.find((item) => item.id === values?.propertyId);
  const durationHours = values?.durationHours;
  if (values === undefined || property === undefined || typeof durationHours !== 'number' || durationProblem(durationHours) !== null) {
    return { kind: 'incomplete' };
  }
  const occurrences = values.frequency !== 'one-time' && typeof values.occurrences === 'number' && values.occurrences > 1 ? values.occurrences : 1;
  const { answered, failure } = quote;
  if (requestKey !== null && answered?.request === requestKey) {
    const view = serverPrice(answered.quote, durationHours);
    if (view.kind === 'price') return { ...view, updating: false, series: seriesOf(view, occurrences) };
  }
  if (requestKey !== null && failure !== null) {
    return failure.noRate ? { kind: 'no-rate', message: failure.message } : { kind: 'failed', message: failure.message };
  }
  const view = localPrice(
    {
      rates: cleanerRatesInCents(cleaner),
      property: { type: property.type, placeId: property.address.placeId },
      durationHours,
      cleanerBringsSupplies: values.cleanerBringsSupplies,
      emergency: values.emergency,
    },
    termsOf(answered?.quote),
  );
  if (view.kind === 'no-rate') return { kind: 'no-rate', message: null };
  // Without an answer, the client's discounts are unknown: a figure without them would be a price they do not pay.
  if (answered === undefined) return requestKey === null ? { kind: 'incomplete' } : { kind: 'waiting' };
  return { ...view, updating: requestKey !== null, series: seriesOf(view, occurrences) };
}

/**
 * Whether the button may send the request: only with the server's price of exactly these fields on screen. Without a
 * price to show (a field missing, no rate), sending shows what is missing rather than charging anything.
 */
export function readyToSend(price: PriceState): boolean {
  if (price.kind === 'waiting' || price.kind === 'failed') return false;
  return price.kind !== 'price' || !price.updating;
}

/** What the client pays now, as the form shows it next to its button: every deposit of the request. */
export function chargedNow(price: Extract<PriceState, { kind: 'price' }>): number {
  return price.series === null ? price.breakdown.deposit : price.series.deposits;
}

function seriesOf(view: Extract<PriceView, { kind: 'price' }>, occurrences: number): SeriesPrice | null {
  if (occurrences < 2) return null;
  const first = view.breakdown;
  const base: PriceBase =
    view.pricing === 'hourly' && view.hourlyRateCents !== null
      ? { kind: 'hourly', hourlyRateCents: view.hourlyRateCents, durationHours: view.durationHours }
      : { kind: 'fixed', fixedPriceCents: first.basePrice };
  const later = computeBookingPrice({
    base,
    cleanerBringsSupplies: first.suppliesFee > 0,
    emergency: first.emergencyFee > 0,
    firstBooking: false,
    referralDiscountCents: 0,
    referralCreditCents: 0,
    serviceFeeCents: first.serviceFee,
  });
  const others = occurrences - 1;
  return { occurrences, later, total: first.finalPrice + others * later.finalPrice, deposits: first.deposit + others * later.deposit };
}
