import type { BookingStatus } from '@weklean/domain';
import type { Answer, Api } from '../../../lib/api-contract';

/** The bookings API's answers (docs/api/bookings.md) as the BFF types them. Money in cents, instants in ISO UTC. */
export type BookingPage = Answer<Api['bookings']['$get']>;
export type BookingSummary = BookingPage['items'][number];
export type BookingCounts = Record<BookingStatus, number>;
export type BookingDetails = Answer<Api['bookings'][':id']['$get']>;

export type BookingAddress = NonNullable<BookingDetails['address']>;
export type BookingAccess = NonNullable<BookingDetails['access']>;
export type ChecklistTask = BookingDetails['checklist'][number];
export type BookingPhoto = BookingDetails['photos'][number];
export type Punch = NonNullable<BookingDetails['punchIn']>;
export type HistoryEvent = BookingDetails['history'][number];
export type Actor = HistoryEvent['by'];
export type Cancellation = NonNullable<BookingDetails['cancellation']>;
