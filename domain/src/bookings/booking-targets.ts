import type { CommandTarget } from '../shared/decider';
import type { BookingState } from './booking';
import type { BookingCommand, ScheduleCommand } from './booking-commands';
import { bookingDecider } from './booking-decide';
import { bookingStream, scheduleStream, type BookingEvent, type ScheduleEvent } from './booking-events';
import { scheduleDecider, type ScheduleState } from './schedule';

/** A booking's stream and rules. */
export const bookingTarget = (bookingId: string): CommandTarget<BookingState, BookingCommand, BookingEvent> => ({
  stream: bookingStream(bookingId),
  decider: bookingDecider,
});

/** One cleaner's reservations on one Quebec date. */
export const scheduleTarget = (cleanerId: string, date: string): CommandTarget<ScheduleState, ScheduleCommand, ScheduleEvent> => ({
  stream: scheduleStream(cleanerId, date),
  decider: scheduleDecider,
});
