import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/event-store';
import { accepted, BOOKING_ID, cancelled, CLEANER_ID, CLIENT_ID, declined, ENDS_AT, expired, PROPERTY_ID, requested, STARTS_AT, timeProposed } from '../testing/booking-fixtures';
import { allReactors } from '../reactors';
import { bookingDecider } from './booking-decide';
import type { BookingEvent } from './booking-events';
import { calendarSyncReactor, REMOVE_CALENDAR_EVENT, WRITE_CALENDAR_EVENT } from './calendar-sync-reactor';

/** given(events of one booking stream) → the reactions to the last one, as the runtime computes them. */
const reactionsTo = (events: BookingEvent[]) => {
  const state = events.reduce(bookingDecider.evolve, bookingDecider.initialState);
  const last = events.at(-1)!;
  const recorded: RecordedEvent = {
    id: 'event-9', streamId: `booking-${BOOKING_ID}`, revision: BigInt(events.length - 1), type: last.type, data: last.data,
    metadata: {}, position: { commit: 9n, prepare: 9n }, created: new Date(),
  };
  if (!calendarSyncReactor.eventTypes.includes(last.type)) return [];
  return calendarSyncReactor.react(recorded, { state });
};

const postponed = (startsAt: string, endsAt: string): BookingEvent => ({
  type: 'BookingPostponed',
  data: { fromStartsAt: STARTS_AT, fromEndsAt: ENDS_AT, startsAt, endsAt, postponedAt: '2026-11-22T18:00:00.000Z' },
});
const write = (startsAt = STARTS_AT, endsAt = ENDS_AT) => ({
  kind: 'effect',
  effectId: 'calendar-write:event-9',
  name: WRITE_CALENDAR_EVENT,
  data: { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, clientId: CLIENT_ID, propertyId: PROPERTY_ID, startsAt, endsAt },
});

describe('the calendar-sync reactor', () => {
  it('is one of the product reactors', () => {
    expect(allReactors).toContain(calendarSyncReactor);
  });

  it('writes the event of a booking once it is confirmed, with an effect id from the event', () => {
    expect(reactionsTo([requested(), accepted()])).toEqual([write()]);
  });

  it('writes it when the client accepts a proposed time, at that time', () => {
    expect(reactionsTo([requested(), timeProposed('2026-11-25T15:00:00.000Z'), { type: 'BookingProposalAccepted', data: { fromStartsAt: STARTS_AT, fromEndsAt: ENDS_AT, startsAt: '2026-11-25T15:00:00.000Z', endsAt: '2026-11-25T19:00:00.000Z', acceptedAt: '2026-11-22T18:00:00.000Z' } }])).toEqual([
      write('2026-11-25T15:00:00.000Z', '2026-11-25T19:00:00.000Z'),
    ]);
  });

  it('moves the event of a confirmed booking postponed, and writes none for a request still pending', () => {
    expect(reactionsTo([requested(), accepted(), postponed('2026-11-26T15:00:00.000Z', '2026-11-26T19:00:00.000Z')])).toEqual([write('2026-11-26T15:00:00.000Z', '2026-11-26T19:00:00.000Z')]);
    expect(reactionsTo([requested(), postponed('2026-11-26T15:00:00.000Z', '2026-11-26T19:00:00.000Z')])).toEqual([]);
  });

  it.each([
    ['cancelled', [requested(), accepted(), cancelled('client')]],
    ['declined', [requested(), declined()]],
  ])('deletes the event of a booking %s', (_, events) => {
    expect(reactionsTo(events)).toEqual([{ kind: 'effect', effectId: 'calendar-remove:event-9', name: REMOVE_CALENDAR_EVENT, data: { bookingId: BOOKING_ID } }]);
  });

  it('does nothing for an expired request (never confirmed, never written)', () => {
    expect(reactionsTo([requested(), expired()])).toEqual([]);
  });
});
