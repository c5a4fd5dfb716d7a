import type { DomainEvent } from '../shared/decider';
import { effect, type Reactor } from '../shared/reactor';
import type { BookingState } from './booking';
import { bookingDecider } from './booking-decide';
import type { BookingEvent } from './booking-events';

/** The effect that writes (or moves) a confirmed booking's event in its cleaner's connected calendars. */
export const WRITE_CALENDAR_EVENT = 'calendar.write-booking-event';
/** The effect that deletes it, once the booking no longer takes place. */
export const REMOVE_CALENDAR_EVENT = 'calendar.remove-booking-event';

export type WriteCalendarEventData = { bookingId: string; cleanerId: string; clientId: string; propertyId: string; startsAt: string; endsAt: string };
export type RemoveCalendarEventData = { bookingId: string };

const CONFIRMED: ReadonlySet<string> = new Set(['confirmed', 'in_progress']);

/**
 * Calendar sync with a provider (Google, Microsoft 365): a booking confirmed (accepted, or its proposed time accepted)
 * or a confirmed one postponed writes its event in the cleaner's calendar; cancelled or declined, it is deleted. The
 * adapter keeps the provider's event id per booking, so a second delivery updates the same event.
 */
export const calendarSyncReactor: Reactor<BookingState> = {
  name: 'calendar-sync',
  eventTypes: ['BookingAccepted', 'BookingProposalAccepted', 'BookingPostponed', 'BookingCancelled', 'BookingDeclined'],
  source: {
    initialState: bookingDecider.initialState,
    evolve: (state: BookingState, event: DomainEvent) => bookingDecider.evolve(state, event as BookingEvent),
  },
  react(event, { state }) {
    if (state.status === 'none') return [];
    if (event.type === 'BookingCancelled' || event.type === 'BookingDeclined') {
      return [effect(`calendar-remove:${event.id}`, REMOVE_CALENDAR_EVENT, { bookingId: state.bookingId } satisfies RemoveCalendarEventData)];
    }
    if (!CONFIRMED.has(state.status)) return [];
    const data: WriteCalendarEventData = {
      bookingId: state.bookingId,
      cleanerId: state.cleanerId,
      clientId: state.clientId,
      propertyId: state.propertyId,
      startsAt: state.startsAt,
      endsAt: state.endsAt,
    };
    return [effect(`calendar-write:${event.id}`, WRITE_CALENDAR_EVENT, data)];
  },
};
