import { evolve as evolveBooking, initialState as initialBooking, type BookingState } from '../bookings/booking';
import { bookingEventTypes, type BookingEvent } from '../bookings/booking-events';
import type { DomainEvent } from '../shared/decider';
import { command, timer, type Reactor } from '../shared/reactor';
import { reviewTarget, reviewWindowClosesAt } from './review-decide';
import { otherRole, REVIEW_ROLES, type ReviewSubmitted } from './review-events';

const BOOKING_TYPES: ReadonlySet<string> = new Set(bookingEventTypes);

/**
 * Reviews are blind: when one side's review is written, the other side's stream is told (it publishes at once if
 * written, or remembers it for when it is); when a booking is done, each side's window closes 14 days later (a timer),
 * publishing what was written.
 */
export const reviewReactor: Reactor<BookingState> = {
  name: 'reviews',
  eventTypes: ['ReviewSubmitted', 'BookingCompleted'],
  source: {
    initialState: initialBooking,
    evolve: (state: BookingState, event: DomainEvent) => (BOOKING_TYPES.has(event.type) ? evolveBooking(state, event as BookingEvent) : state),
  },
  react(event, { state }) {
    if (event.type === 'ReviewSubmitted') {
      const data = event.data as ReviewSubmitted['data'];
      const other = otherRole(data.authorRole);
      return [command(`review-counterpart:${event.id}`, reviewTarget(data.bookingId, other), 'NoteCounterpartReview', { bookingId: data.bookingId, authorRole: other })];
    }
    if (state.status !== 'completed' || state.completedAt === null) return [];
    const closesAt = reviewWindowClosesAt(state.completedAt);
    return REVIEW_ROLES.map((role) =>
      timer(closesAt, `review-window:${state.bookingId}:${role}`, reviewTarget(state.bookingId, role), 'CloseReviewWindow', { bookingId: state.bookingId, authorRole: role }),
    );
  },
};
