import type { BookingStatus } from '@weklean/domain';
import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { BookingPage, BookingSummary } from './booking-types';

export const BOOKINGS_URL = client.bookings.$path();
/** The API's largest page. */
export const MAX_PAGE_SIZE = 50;
const LIST_TAG = 'bookings-list';

/** A `status` of `GET /api/bookings`: one status, or the `upcoming` / `past` groups. */
export type StatusQuery = BookingStatus | 'upcoming' | 'past';
/** Several statuses are read as one list (the API takes one per call). */
export type ListQuery = { statuses: readonly StatusQuery[]; page: number; pageSize: number };

const listQuery = (status: StatusQuery, page: number, pageSize: number) => ({ status, page: String(page), pageSize: String(pageSize) });

export function bookingsUrl(status: StatusQuery, page: number, pageSize: number): string {
  return client.bookings.$path({ query: listQuery(status, page, pageSize) });
}

/** One page of one status. The route reads its query through its own schema, so Hono's input type does not list it. */
const fetchPage = (status: StatusQuery, page: number, pageSize: number) => ok(client.bookings.$get({ query: listQuery(status, page, pageSize) }));

type ListKey = readonly [string, typeof LIST_TAG, string, number, number];

export function bookingListKey(query: ListQuery): ListKey {
  return [BOOKINGS_URL, LIST_TAG, query.statuses.join(','), query.page, query.pageSize];
}

export function isBookingListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === BOOKINGS_URL && key[1] === LIST_TAG;
}

/**
 * Page `page` of several newest-first lists read as one: each list's first `page × pageSize` bookings are enough to
 * know the merged page. Counts are the same in every answer (they cover all the user's bookings).
 */
export function mergeNewestFirst(pages: readonly BookingPage[], page: number, pageSize: number): BookingPage {
  const first = pages[0];
  if (first === undefined) throw new Error('No page to merge');
  const items: BookingSummary[] = pages
    .flatMap((part) => part.items)
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt) || a.id.localeCompare(b.id));
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: pages.reduce((sum, part) => sum + part.total, 0),
    counts: first.counts,
  };
}

/** `GET /api/bookings?status=&page=&pageSize=` → `{ items, total, counts }`. */
export async function fetchBookings(query: ListQuery): Promise<BookingPage> {
  const [only, ...others] = query.statuses;
  if (only === undefined) throw new Error('A list needs a status');
  if (others.length === 0) return await fetchPage(only, query.page, query.pageSize);
  const window = query.page * query.pageSize;
  const pages = await Promise.all(query.statuses.map((status) => fetchFirst(status, window)));
  return mergeNewestFirst(pages, query.page, query.pageSize);
}

/** The first `count` bookings of one status, in as many calls of the API's largest page as that takes. */
async function fetchFirst(status: StatusQuery, count: number): Promise<BookingPage> {
  const batch = Math.min(count, MAX_PAGE_SIZE);
  const first = await fetchPage(status, 1, batch);
  const calls = Math.min(Math.ceil(count / batch), Math.ceil(first.total / batch));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, calls - 1) }, async (_, index) => fetchPage(status, index + 2, batch)),
  );
  return { ...first, items: [first, ...rest].flatMap((part) => part.items) };
}

/** The previous page stays on screen while the next one loads; read again on every visit. */
export function useBookings(query: ListQuery) {
  return useSWR(bookingListKey(query), () => fetchBookings(query), { keepPreviousData: true, revalidateOnMount: true });
}
