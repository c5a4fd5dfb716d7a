import { BookingNotFoundError, bookingTarget, checkTime, quebecDate, type Actor, type ExistingBooking } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import { releaseSlot, reserveSlot } from './booking-schedule';

export type BookingMove = { type: 'PostponeBooking'; startsAt: string } | { type: 'AcceptProposal' };

/**
 * A booking moved to another time (postpone, accept-proposal). The new time is held in the cleaner's schedule first,
 * then the booking moved, then the old time freed (only when the date changed: on the same date, holding the new time
 * replaced the old), so the booking never stands without its time; a refusal puts the schedule back as it was.
 * Writes the schedule streams of both dates and the booking stream.
 */
export function createMoveBooking(deps: { commands: CommandHandler }) {
  const { commands } = deps;
  return {
    /** Actions that move the booking (postpone, accept-proposal): the new time is held first, the old freed after. */
    async move(bookingId: string, actor: Actor, change: BookingMove) {
      // Read once: the move's command decides on this same read (`from`) unless another writer got there in between.
      const read = await commands.read(bookingTarget(bookingId));
      const before = read.state;
      if (before.status === 'none') throw new BookingNotFoundError();
      const target = change.type === 'PostponeBooking' ? checkTime(change.startsAt, before.durationHours, actor.now.toISOString()) : null;
      const startsAt = target?.startsAt ?? before.proposedStartsAt;
      const endsAt = target?.endsAt ?? before.proposedEndsAt;
      // Without a target the decider refuses (no proposal) before anything is held.
      const holds = startsAt !== null && endsAt !== null && before.clientId === actor.userId;
      if (holds) {
        // Refused by the booking itself (too late, not confirmed, …): say so before holding anything, so that a refusal
        // leaves no reservation and release behind in the log.
        if (change.type === 'PostponeBooking') commands.dryRun(bookingTarget(bookingId), before, 'PostponeBooking', { startsAt: change.startsAt }, actor);
        else commands.dryRun(bookingTarget(bookingId), before, 'AcceptProposal', {}, actor);
        await reserveSlot(commands, actor, { bookingId, cleanerId: before.cleanerId, startsAt, endsAt });
      }
      try {
        const result =
          change.type === 'PostponeBooking'
            ? await commands.execute(bookingTarget(bookingId), 'PostponeBooking', { startsAt: change.startsAt }, actor, { from: read })
            : await commands.execute(bookingTarget(bookingId), 'AcceptProposal', {}, actor, { from: read });
        const after = result.state as ExistingBooking;
        if (quebecDate(before.startsAt) !== quebecDate(after.startsAt)) {
          await releaseSlot(commands, actor, { bookingId, cleanerId: before.cleanerId, startsAt: before.startsAt });
        }
        return after;
      } catch (error) {
        if (holds) {
          if (quebecDate(startsAt) !== quebecDate(before.startsAt)) {
            await releaseSlot(commands, actor, { bookingId, cleanerId: before.cleanerId, startsAt });
          } else {
            // Same day: put the reservation back at the booking's own time.
            await reserveSlot(commands, actor, { bookingId, cleanerId: before.cleanerId, startsAt: before.startsAt, endsAt: before.endsAt });
          }
        }
        throw error;
      }
    },
  };
}
