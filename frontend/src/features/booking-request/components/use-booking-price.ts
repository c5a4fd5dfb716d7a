import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { BookingCleaner, BookingProperty } from '../api/booking-answers';
import { useQuote, type QuoteRequest } from '../api/quote-booking';
import { quoteRequestOf, type BookingFormValues } from './booking-values';
import { priceStateOf, type PriceState } from './price-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const QUOTE_DELAY_MS = 300;
const NO_RATE = 'booking.no-rate-for-property';

export type { PriceState } from './price-state';

/**
 * The live price: asked of the server (`POST /api/bookings/quote`) once the fields have settled for a moment, and
 * computed here meanwhile with the client's terms of its last answer (priceStateOf). `retry` asks again after a failure.
 */
export function useBookingPrice(
  form: FormInstance<BookingFormValues>,
  cleaner: BookingCleaner,
  properties: BookingProperty[] | undefined,
): { price: PriceState; retry: () => void } {
  const values = Form.useWatch((all: BookingFormValues) => all, form) as BookingFormValues | undefined;
  const request = values === undefined ? null : quoteRequestOf(values, cleaner.slug);
  const requestKey = request === null ? null : JSON.stringify(request);
  const settledKey = useDebouncedValue(requestKey, QUOTE_DELAY_MS);
  const settled = useMemo(() => (settledKey === null ? null : (JSON.parse(settledKey) as QuoteRequest)), [settledKey]);
  const quote = useQuote(settled);
  const failed = requestKey !== null && settledKey === requestKey && !quote.isValidating && quote.error !== undefined;
  const failure = failed
    ? {
        noRate: quote.error instanceof ApiError && quote.error.code === NO_RATE,
        message: quote.error instanceof ApiError ? (quote.error.serverMessage ?? null) : null,
      }
    : null;
  const price = priceStateOf({ values, cleaner, properties, requestKey, quote: { answered: quote.data, failure } });
  return { price, retry: () => void quote.mutate() };
}
