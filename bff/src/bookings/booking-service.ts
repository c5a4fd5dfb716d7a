import type { CommandHandler, Logger } from '@weklean/platform';
import type { BookingFacts } from './booking-facts';
import type { Payments } from '../payments/payments';
import { createQuoteBooking } from './booking-price';
import { createRequestBooking } from './request-booking';
import { createBalancePayment } from './balance-payment';
import { createMoveBooking } from './move-booking';

/**
 * The booking use cases, one module each: each looks up the facts a command needs, holds or frees time in the
 * cleaner's schedule, and runs the command on the booking stream. A reservation is made before the booking changes
 * and released if the booking refuses, so a refused request leaves nothing behind.
 */
export function createBookingService(deps: { commands: CommandHandler; facts: BookingFacts; serviceFeeCents: number; payments: Payments; logger: Logger }) {
  return {
    ...createQuoteBooking(deps),
    ...createRequestBooking(deps),
    ...createBalancePayment(deps),
    ...createMoveBooking(deps),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
