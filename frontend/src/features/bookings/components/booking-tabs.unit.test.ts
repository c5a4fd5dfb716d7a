import { BOOKING_STATUSES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import type { BookingCounts } from '../api/booking-types';
import { BOOKING_TABS, listQuery, listViewToParams, parseListView, tabCount, tabOfStatus } from './booking-tabs';

const counts: BookingCounts = {
  pending: 2, confirmed: 3, in_progress: 1, completed: 7, cancelled: 1, declined: 2, declinedByClient: 1, expired: 4, withdrawn: 1,
};

describe('booking tabs and the address', () => {
  it('opens on "upcoming" when the address names no tab or an unknown one', () => {
    expect(parseListView(new URLSearchParams(''))).toEqual({ tab: 'upcoming', page: 1 });
    expect(parseListView(new URLSearchParams('status=everything'))).toEqual({ tab: 'upcoming', page: 1 });
  });

  it('reads the tab and the page', () => {
    expect(parseListView(new URLSearchParams('status=completed&page=3'))).toEqual({ tab: 'completed', page: 3 });
  });

  it('files a declinedByClient address under the "declined" tab', () => {
    expect(parseListView(new URLSearchParams('status=declinedByClient')).tab).toBe('declined');
  });

  it('takes only a plain whole page number', () => {
    for (const page of ['0', '-1', '2.5', '02', 'two', '']) {
      expect(parseListView(new URLSearchParams({ page })).page, page).toBe(1);
    }
  });

  it('writes one address per list, defaults left out, and reads it back', () => {
    expect(listViewToParams({ tab: 'upcoming', page: 1 }).toString()).toBe('');
    expect(listViewToParams({ tab: 'in_progress', page: 2 }).toString()).toBe('status=in_progress&page=2');
    for (const tab of BOOKING_TABS) {
      expect(parseListView(listViewToParams({ tab, page: 4 }))).toEqual({ tab, page: 4 });
    }
  });

  it('asks the API for the upcoming group, one status, or both kinds of refusal', () => {
    expect(listQuery({ tab: 'upcoming', page: 1 }).statuses).toEqual(['upcoming']);
    expect(listQuery({ tab: 'expired', page: 2 })).toEqual({ statuses: ['expired'], page: 2, pageSize: 10 });
    expect(listQuery({ tab: 'declined', page: 1 }).statuses).toEqual(['declined', 'declinedByClient']);
  });

  it('counts each tab from the per-status counts', () => {
    expect(tabCount('upcoming', counts)).toBe(6);
    expect(tabCount('declined', counts)).toBe(3);
    expect(tabCount('completed', counts)).toBe(7);
  });

  it('gives every status a tab', () => {
    for (const status of BOOKING_STATUSES) expect(BOOKING_TABS).toContain(tabOfStatus(status));
  });
});
