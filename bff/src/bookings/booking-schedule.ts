import { quebecDate, scheduleTarget, SYSTEM_USER, type Actor } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';

/**
 * The time a booking holds in its cleaner's schedule (`schedule-<cleanerId>-<date>`, the Quebec date of its start):
 * the one stream where two bookings of the same hours collide, so double booking is refused there.
 */
export type Slot = { bookingId: string; cleanerId: string; startsAt: string; endsAt: string };

/** Holds the time in the cleaner's schedule of that Quebec date; throws SlotTakenError on an overlap. */
export const reserveSlot = (commands: CommandHandler, actor: Actor, slot: Slot) =>
  commands.execute(scheduleTarget(slot.cleanerId, quebecDate(slot.startsAt)), 'ReserveSlot', { ...slot, date: quebecDate(slot.startsAt) }, actor);

export const releaseSlot = (commands: CommandHandler, actor: Actor, slot: Omit<Slot, 'endsAt'>) => {
  const date = quebecDate(slot.startsAt);
  return commands.execute(scheduleTarget(slot.cleanerId, date), 'ReleaseSlot', { bookingId: slot.bookingId, cleanerId: slot.cleanerId, date }, actor);
};

/** The product's own actor in a request's thread: outcomes come from the provider, not from the person. */
export const systemIn = (actor: Actor): Actor => ({ userId: SYSTEM_USER, now: actor.now, correlationId: actor.correlationId, causationId: actor.correlationId });
