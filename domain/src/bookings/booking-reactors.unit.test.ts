import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/event-store';
import type { Reactor } from '../shared/reactor';
import {
  accepted,
  BOOKING_ID,
  cancelled,
  CLEANER_ID,
  declined,
  expired,
  EXPIRES_AT,
  hoursBefore,
  requested,
  STARTS_AT,
  timeProposed,
} from '../testing/booking-fixtures';
import { targetOf } from '../reactors';
import type { BookingState } from './booking';
import { bookingDecider } from './booking-decide';
import type { BookingEvent } from './booking-events';
import { bookingExpiryReactor, freeSlotReactor } from './booking-reactors';

/** given(events of one booking stream) → the reactions to the last one, as the runtime would compute them. */
const reactionsTo = (reactor: Reactor<BookingState>, events: BookingEvent[]) => {
  const state = events.reduce(bookingDecider.evolve, bookingDecider.initialState);
  const last = events.at(-1)!;
  const recorded: RecordedEvent = {
    id: 'event-9', streamId: `booking-${BOOKING_ID}`, revision: BigInt(events.length - 1), type: last.type, data: last.data,
    metadata: {}, position: { commit: 9n, prepare: 9n }, created: new Date(),
  };
  expect(reactor.eventTypes).toContain(last.type);
  return reactor.react(recorded, { state }).map((reaction) => {
    if (reaction.kind === 'effect') return reaction;
    const { target, ...rest } = reaction;
    return { ...rest, stream: target.stream };
  });
};

const release = { kind: 'command', commandId: 'free-slot:event-9', stream: `schedule-${CLEANER_ID}-2026-11-24`, type: 'ReleaseSlot', data: { bookingId: BOOKING_ID, cleanerId: CLEANER_ID, date: '2026-11-24' } };

describe('the free-slot reactor', () => {
  it.each([
    ['cancelled', [requested(), accepted(), cancelled('client')]],
    ['declined', [requested(), declined()]],
    ['expired', [requested(), expired()]],
    ['its proposed time refused', [requested(), timeProposed('2026-11-25T15:00:00.000Z'), { type: 'BookingProposalDeclined', data: { declinedAt: EXPIRES_AT } } as BookingEvent]],
  ])('releases the Quebec date of the booking once %s, with an id from the event', (_, events) => {
    expect(reactionsTo(freeSlotReactor, events)).toEqual([release]);
  });

  it('reads no other event', () => {
    expect(freeSlotReactor.eventTypes).not.toContain('BookingAccepted');
    expect(freeSlotReactor.eventTypes).not.toContain('BookingCompleted');
  });
});

describe('the booking-expiry reactor', () => {
  it('sets a timer at the request’s expiry that sends ExpireBooking to the booking', () => {
    expect(reactionsTo(bookingExpiryReactor, [requested()])).toEqual([
      { kind: 'timer', at: EXPIRES_AT, commandId: `expire:${BOOKING_ID}:${EXPIRES_AT}`, stream: `booking-${BOOKING_ID}`, type: 'ExpireBooking', data: {} },
    ]);
  });

  it('sets it again, earlier, when a postponement brings the start before the expiry; not for a confirmed booking', () => {
    const newStart = hoursBefore(EXPIRES_AT, 2);
    const postponed: BookingEvent = {
      type: 'BookingPostponed',
      data: { fromStartsAt: STARTS_AT, fromEndsAt: STARTS_AT, startsAt: newStart, endsAt: EXPIRES_AT, postponedAt: hoursBefore(newStart, 5) },
    };
    expect(reactionsTo(bookingExpiryReactor, [requested(), postponed])).toEqual([
      expect.objectContaining({ kind: 'timer', at: newStart, commandId: `expire:${BOOKING_ID}:${newStart}` }),
    ]);
    expect(reactionsTo(bookingExpiryReactor, [requested(), accepted(), postponed])).toEqual([]);
  });
});

describe('targetOf', () => {
  it('finds the target of a booking, schedule or cleaner stream, and none for another', () => {
    const id = '0b7e3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(targetOf(`booking-${id}`)?.stream).toBe(`booking-${id}`);
    expect(targetOf(`schedule-${id}-2026-11-24`)?.stream).toBe(`schedule-${id}-2026-11-24`);
    expect(targetOf(`cleaner-${id}`)?.stream).toBe(`cleaner-${id}`);
    expect(targetOf('payment-x')).toBeNull();
    expect(targetOf(`booking-${id}-extra`)).toBeNull();
  });
});
