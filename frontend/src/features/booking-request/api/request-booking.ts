import type { ChecklistCategory, Frequency, Pet } from '@weklean/domain';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { CreatedBooking } from './booking-answers';
import type { QuoteRequest } from './quote-booking';

export const BOOKINGS_URL = '/api/bookings';

export type BookingRequest = QuoteRequest & {
  frequency: Frequency;
  occurrences?: number;
  customIntervalDays?: number;
  photosAllowed: boolean;
  hasPets: boolean;
  petType?: Pet;
  checklist: { category: ChecklistCategory; task: string }[];
  notes?: string;
  /** The deposit's card: a Stripe `pm_…` id, or a simulated test card. */
  paymentMethodId: string;
};

/**
 * `POST /api/bookings` → `201 { id, status: 'pending', price, seriesId, occurrenceIds, paymentStatus, payment }` (`id`:
 * the first one); 402 `payment.declined` when the deposit's card is declined.
 */
export async function requestBooking(request: BookingRequest): Promise<CreatedBooking> {
  return api.post<CreatedBooking>(BOOKINGS_URL, request);
}

export function useRequestBooking() {
  return useSWRMutation([BOOKINGS_URL, 'request'] as const, (_key: unknown, { arg }: { arg: BookingRequest }) => requestBooking(arg), {
    revalidate: false,
    populateCache: false,
  });
}
