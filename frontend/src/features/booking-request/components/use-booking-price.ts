import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { BookingCleaner, BookingProperty } from '../api/booking-answers';
import { useQuote, type QuoteRequest } from '../api/quote-booking';
import { cleanerRatesInCents, localPrice, serverPrice, termsOf, type PriceView } from './booking-price';
import { durationProblem, quoteRequestOf, type BookingFormValues } from './booking-values';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const QUOTE_DELAY_MS = 300;
const NO_RATE = 'booking.no-rate-for-property';

export type PriceState =
  | { kind: 'incomplete' }
  /** `message`: the server's, when it gave one; otherwise the form says it in its own words. */
  | { kind: 'no-rate'; message: string | null }
  | (Extract<PriceView, { kind: 'price' }> & { updating: boolean });

/**
 * The live price: computed here from the cleaner's rates and the chosen property on every change, and asked of the
 * server (`POST /api/bookings/quote`) once the fields have settled for a moment. The server's answer for exactly
 * the current fields wins; until then its last service fee and first-booking flag apply to the local figures.
 */
export function useBookingPrice(
  form: FormInstance<BookingFormValues>,
  cleaner: BookingCleaner,
  properties: BookingProperty[] | undefined,
): { price: PriceState; sessions: number } {
  const values = Form.useWatch((all: BookingFormValues) => all, form) as BookingFormValues | undefined;
  const request = values === undefined ? null : quoteRequestOf(values, cleaner.slug);
  const requestKey = request === null ? null : JSON.stringify(request);
  const settledKey = useDebouncedValue(requestKey, QUOTE_DELAY_MS);
  const settled = useMemo(() => (settledKey === null ? null : (JSON.parse(settledKey) as QuoteRequest)), [settledKey]);
  const quote = useQuote(settled);
  const rates = useMemo(() => cleanerRatesInCents(cleaner), [cleaner]);
  const sessions = values !== undefined && values.frequency !== 'one-time' && typeof values.occurrences === 'number' ? values.occurrences : 1;

  const property = properties?.find((item) => item.id === values?.propertyId);
  const durationHours = values?.durationHours;
  if (values === undefined || property === undefined || typeof durationHours !== 'number' || durationProblem(durationHours) !== null) {
    return { price: { kind: 'incomplete' }, sessions };
  }
  const current = requestKey !== null && settledKey === requestKey;
  if (current && quote.error instanceof ApiError && quote.error.code === NO_RATE) {
    return { price: { kind: 'no-rate', message: quote.error.serverMessage ?? null }, sessions };
  }
  const answered = quote.data;
  if (current && answered?.request === requestKey) {
    const view = serverPrice(answered.quote, durationHours);
    if (view.kind === 'price') return { price: { ...view, updating: false }, sessions };
  }
  const view = localPrice(
    {
      rates,
      property: { type: property.type, placeId: property.address.placeId },
      durationHours,
      cleanerBringsSupplies: values.cleanerBringsSupplies,
      emergency: values.emergency,
    },
    termsOf(answered?.quote),
  );
  if (view.kind === 'no-rate') return { price: { kind: 'no-rate', message: null }, sessions };
  return { price: { ...view, updating: request !== null && (!current || quote.isValidating) }, sessions };
}
