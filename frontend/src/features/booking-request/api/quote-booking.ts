import type { EmergencyPriority } from '@weklean/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { quoteOf, type Quote, type QuoteAnswer } from './booking-answers';

export const QUOTE_URL = '/api/bookings/quote';

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
export async function fetchQuote([url, request]: readonly [string, QuoteRequest]): Promise<AnsweredQuote> {
  return { request: JSON.stringify(request), quote: quoteOf(await api.post<QuoteAnswer>(url, request)) };
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
