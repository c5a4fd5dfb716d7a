import { command, timer, type Reactor } from '../shared/reactor';
import type { DomainEvent } from '../shared/decider';
import type { BookingState } from './booking';
import { bookingDecider } from './booking-decide';
import type { BookingEvent, BookingHoldAbandoned, SlotReserved } from './booking-events';
import { addMinutes } from '../shared/quebec-time';
import { quebecDate } from './booking-time';
import { bookingTarget, scheduleTarget } from './booking-targets';

const bookingSource = {
  initialState: bookingDecider.initialState,
  evolve: (state: BookingState, event: DomainEvent) => bookingDecider.evolve(state, event as BookingEvent),
};

/** The events after which a booking no longer needs its time. */
export const BOOKING_ENDINGS = ['BookingCancelled', 'BookingDeclined', 'BookingExpired', 'BookingProposalDeclined', 'BookingWithdrawn'] as const;

/**
 * Frees the cleaner's time when a booking ends without taking place: cancelled, declined, expired, a proposed
 * time refused by the client, or withdrawn for want of its deposit. The release carries the ending event's id, so a second delivery changes nothing.
 */
export const freeSlotReactor: Reactor<BookingState> = {
  name: 'free-slot',
  eventTypes: BOOKING_ENDINGS,
  source: bookingSource,
  react(event, { state }) {
    if (state.status === 'none') return [];
    const date = quebecDate(state.startsAt);
    return [
      command(`free-slot:${event.id}`, scheduleTarget(state.cleanerId, date), 'ReleaseSlot', {
        bookingId: state.bookingId,
        cleanerId: state.cleanerId,
        date,
      }),
    ];
  },
};

/** How long a held slot may wait for its booking: the request books right after holding, with nothing in between. */
export const HOLD_WINDOW_MINUTES = 1;

/**
 * A slot is held before its booking is requested: two writes. A process stopped between them would leave the time
 * held for nobody. Each hold sets a timer; if the booking was never requested by then, the hold is abandoned on the
 * booking's stream (which decides: a request racing with it loses, or wins and the timer does nothing), and the slot
 * freed. A hold for a booking that exists (a move) changes nothing.
 */
export const abandonedHoldReactor: Reactor = {
  name: 'abandoned-hold',
  eventTypes: ['SlotReserved', 'BookingHoldAbandoned'],
  react(event) {
    if (event.type === 'SlotReserved') {
      const { bookingId, cleanerId, date } = event.data as SlotReserved['data'];
      const heldAt = event.metadata.occurredAt ?? event.created.toISOString();
      return [timer(addMinutes(heldAt, HOLD_WINDOW_MINUTES), `abandon-hold:${event.id}`, bookingTarget(bookingId), 'AbandonHold', { bookingId, cleanerId, date })];
    }
    const { bookingId, cleanerId, date } = event.data as BookingHoldAbandoned['data'];
    return [command(`free-slot:${event.id}`, scheduleTarget(cleanerId, date), 'ReleaseSlot', { bookingId, cleanerId, date })];
  },
};

/**
 * A request the cleaner has not answered expires at its `expiresAt` (24 h after the request, or its start if that
 * comes first): a timer set when it is requested, and set again if a postponement brings the start before it.
 */
export const bookingExpiryReactor: Reactor<BookingState> = {
  name: 'booking-expiry',
  eventTypes: ['BookingRequested', 'BookingPostponed'],
  source: bookingSource,
  react(_event, { state }) {
    if (state.status !== 'pending') return [];
    return [timer(state.expiresAt, `expire:${state.bookingId}:${state.expiresAt}`, bookingTarget(state.bookingId), 'ExpireBooking', {})];
  },
};
