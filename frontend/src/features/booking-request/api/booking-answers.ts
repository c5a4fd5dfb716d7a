import type { PriceBreakdown } from '@weklean/domain';
import type { Answer, Api } from '../../../lib/api-contract';

/**
 * The answers the booking form reads, as the BFF types them (docs/api/): the cleaner's public profile (money in
 * cents), the client's properties, the quote and the new booking.
 */
export type BookingCleaner = Answer<Api['cleaners'][':slug']['$get']>;
export type BookingProperty = Answer<Api['properties']['$get']>['items'][number];
export type QuoteAnswer = Answer<Api['bookings']['quote']['$post']>;
export type CreatedBooking = Answer<Api['bookings']['$post'], 201>;

/** The quote as the form uses it: the price breakdown apart from what only the server knows. */
export type Quote = {
  price: PriceBreakdown;
  pricing: QuoteAnswer['pricing'];
  hourlyRateCents: number | null;
  firstBooking: boolean;
};

/** `POST /api/bookings/quote` answers the breakdown's fields flat, with `pricing`, `hourlyRateCents`, `firstBooking`. */
export function quoteOf(answer: QuoteAnswer): Quote {
  const { pricing, hourlyRateCents, firstBooking, ...price } = answer;
  return { price, pricing, hourlyRateCents, firstBooking };
}
