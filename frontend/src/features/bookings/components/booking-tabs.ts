import type { BookingStatus } from '@weklean/domain';
import type { ListQuery, StatusQuery } from '../api/list-bookings';
import type { BookingCounts } from '../api/booking-types';

/** The tabs of `/bookings`, in order; the tab lives in the address (`?status=`) so a list can be shared. */
export const BOOKING_TABS = ['upcoming', 'pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'declined', 'expired'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const DEFAULT_TAB: BookingTab = 'upcoming';
export const PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

/** What each tab asks the API for: "Refusées" gathers the cleaner's and the client's refusals. */
export const TAB_STATUSES = {
  upcoming: ['upcoming'],
  pending: ['pending'],
  confirmed: ['confirmed'],
  in_progress: ['in_progress'],
  completed: ['completed'],
  cancelled: ['cancelled', 'withdrawn'],
  declined: ['declined', 'declinedByClient'],
  expired: ['expired'],
} as const satisfies Record<BookingTab, readonly StatusQuery[]>;

/** The API's `upcoming` group. */
const UPCOMING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];

export type ListView = { tab: BookingTab; page: number };

/** The tab a status belongs to (besides "upcoming"). */
export function tabOfStatus(status: BookingStatus): BookingTab {
  return status === 'declinedByClient' ? 'declined' : status === 'withdrawn' ? 'cancelled' : status;
}

function tabOf(raw: string | null): BookingTab {
  if (raw === null) return DEFAULT_TAB;
  if ((BOOKING_TABS as readonly string[]).includes(raw)) return raw as BookingTab;
  return raw === 'declinedByClient' ? 'declined' : DEFAULT_TAB;
}

/** Reads the address; an unknown tab is the default one, a page that is not a plain whole number is the first. */
export function parseListView(params: URLSearchParams): ListView {
  const raw = params.get('page');
  const page = raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Math.min(Number(raw), MAX_PAGE) : 1;
  return { tab: tabOf(params.get('status')), page };
}

/** Writes the address: the default tab and the first page are left out, so one list has one address. */
export function listViewToParams(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_TAB) params.set('status', view.tab);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function listQuery(view: ListView, pageSize = PAGE_SIZE): ListQuery {
  return { statuses: TAB_STATUSES[view.tab], page: view.page, pageSize };
}

/** A tab's count, from the per-status counts every list answer carries. */
export function tabCount(tab: BookingTab, counts: BookingCounts): number {
  const statuses: readonly BookingStatus[] = tab === 'upcoming' ? UPCOMING_STATUSES : TAB_STATUSES[tab];
  return statuses.reduce((sum, status) => sum + counts[status], 0);
}
