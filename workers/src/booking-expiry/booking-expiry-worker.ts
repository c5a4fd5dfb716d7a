import { Cron } from 'croner';
import { randomUUID } from 'node:crypto';
import {
  bookingDecider,
  bookingStream,
  quebecDate,
  scheduleDecider,
  scheduleStream,
  type EventStore,
  type ExistingBooking,
} from '@weklean/domain';
import { handleCommand } from '@weklean/platform';
import type postgres from 'postgres';
import type { Worker } from '../process';

/**
 * Requests the cleaner has not answered in 24 hours (or by the start) expire: `BookingExpired` by `system`, then the
 * slot is freed. The due list comes from the bookings read model; the decider re-checks each against the stream, so
 * a request accepted a moment ago is left alone (NotPendingError is expected and skipped).
 */
export async function expireDueBookings(deps: { sql: postgres.Sql; store: EventStore }, now: Date) {
  const due = await deps.sql<{ booking_id: string }[]>`
    select booking_id from bookings where status = 'pending' and expires_at <= ${now} order by expires_at limit 500`;
  let expired = 0;
  for (const { booking_id: bookingId } of due) {
    const context = { userId: 'system', correlationId: randomUUID(), occurredAt: now.toISOString() };
    const metadata = { now: now.toISOString(), userId: 'system' };
    try {
      const result = await handleCommand(deps.store, bookingStream(bookingId), bookingDecider, { type: 'ExpireBooking', data: {}, metadata }, context);
      if (result.events.length === 0) continue;
      const booking = result.state as ExistingBooking;
      const date = quebecDate(booking.startsAt);
      await handleCommand(
        deps.store,
        scheduleStream(booking.cleanerId, date),
        scheduleDecider,
        { type: 'ReleaseSlot', data: { bookingId, cleanerId: booking.cleanerId, date }, metadata },
        context,
      );
      expired += 1;
    } catch (error) {
      if ((error as { code?: string }).code === 'booking.not-pending') continue;
      throw error;
    }
  }
  return { expired };
}

export const bookingExpiryWorker: Worker = {
  name: 'booking-expiry',
  start(infra) {
    const log = infra.logger.child({ worker: 'booking-expiry' });
    const job = new Cron('* * * * *', { protect: true, catch: (error) => log.error('booking expiry round failed', { error }) }, async () => {
      const result = await expireDueBookings(infra, new Date());
      if (result.expired > 0) log.info('requests expired', result);
    });
    return async () => job.stop();
  },
};
