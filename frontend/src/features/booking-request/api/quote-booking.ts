import type { EmergencyPriority } from '@weklean/domain';
import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import { quoteOf, type Quote } from './booking-answers';

export const QUOTE_URL = client.bookings.quote.$path();

export type QuoteRequest = {
  cleanerSlug: string;
  propertyId: string;
  /** ISO 8601 UTC instant; the form leaves it out (the price does not depend on it, and a time refused is not a price). */
  startsAt?: string;
  durationHours: number;
  cleanerBringsSupplies: boolean;
  emergency?: { reason: string; priority: EmergencyPriority };
};

/** The answer with the request it answers, so a late answer is never taken for the current one. */
export type AnsweredQuote = { request: string; quote: Quote };

/** `POST /api/bookings/quote` → `200 PriceBreakdown & { pricing, hourlyRateCents, firstBooking, referralDiscountCents, referralCreditCents }`. */
export async function fetchQuote([, request]: readonly [string, QuoteRequest]): Promise<AnsweredQuote> {
  return { request: JSON.stringify(request), quote: quoteOf(await ok(client.bookings.quote.$post({ json: request }))) };
}

/**
 * The server's price of `request` (null: nothing to ask). The last answer stays while the next one is on its way,
 * so the client's terms it told us (service fee, first booking, referral amounts) keep applying to the figures
 * computed here in the meantime.
 */
export function useQuote(request: QuoteRequest | null) {
  return useSWR(request === null ? null : ([QUOTE_URL, request] as const), fetchQuote, {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
}
