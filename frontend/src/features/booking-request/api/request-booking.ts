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
};

/** `POST /api/bookings` → `201 { id, status: 'pending', price, seriesId, occurrenceIds }` (`id`: the first one). */
export async function requestBooking(request: BookingRequest): Promise<{ id: string }> {
  return api.post<CreatedBooking>(BOOKINGS_URL, request);
}

export function useRequestBooking() {
  return useSWRMutation([BOOKINGS_URL, 'request'] as const, (_key: unknown, { arg }: { arg: BookingRequest }) => requestBooking(arg), {
    revalidate: false,
    populateCache: false,
  });
}
