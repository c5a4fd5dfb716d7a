import { randomUUID } from 'node:crypto';
import {
  bookingDecider,
  bookingStream,
  quebecDate,
  scheduleDecider,
  scheduleStream,
  type BookingCommand,
  type BookingCommandType,
  type BookingState,
  type EventStore,
  type ScheduleCommand,
} from '@weklean/domain';
import { handleCommand, loadState, type CommandContext } from '@weklean/platform';

export type BookingCommandData<T extends BookingCommandType> = Extract<BookingCommand, { type: T }>['data'];
export type Actor = { userId: string; correlationId: string; now: Date };

/** Runs booking and schedule commands with the audit metadata of the acting user (or `system`). */
export function createBookingCommands(store: EventStore) {
  const context = (actor: Actor, causationId?: string): CommandContext => ({
    userId: actor.userId,
    correlationId: actor.correlationId,
    ...(causationId ? { causationId } : {}),
    occurredAt: actor.now.toISOString(),
  });
  const metadata = (actor: Actor) => ({ now: actor.now.toISOString(), userId: actor.userId });

  const schedule = (actor: Actor, command: Omit<ScheduleCommand, 'metadata'>) => {
    const full = { ...command, metadata: metadata(actor) } as ScheduleCommand;
    return handleCommand(store, scheduleStream(command.data.cleanerId, command.data.date), scheduleDecider, full, context(actor));
  };

  return {
    newActor: (userId: string, now: Date): Actor => ({ userId, correlationId: randomUUID(), now }),
    load: async (bookingId: string) => (await loadState(store, bookingStream(bookingId), bookingDecider)).state,
    execute: <T extends BookingCommandType>(bookingId: string, type: T, data: BookingCommandData<T>, actor: Actor) => {
      const command = { type, data, metadata: metadata(actor) } as Extract<BookingCommand, { type: T }>;
      return handleCommand(store, bookingStream(bookingId), bookingDecider, command as BookingCommand, context(actor));
    },
    /**
     * The decider's answer to a command on a state already loaded, without appending: throws its refusal. Lets a use
     * case that must hold time first (postpone) refuse before it writes anything.
     */
    dryRun: <T extends BookingCommandType>(state: BookingState, type: T, data: BookingCommandData<T>, actor: Actor) =>
      bookingDecider.decide({ type, data, metadata: metadata(actor) } as BookingCommand, state),
    /** Holds the time in the cleaner's schedule of that Quebec date; throws SlotTakenError on an overlap. */
    reserve: (actor: Actor, slot: { bookingId: string; cleanerId: string; startsAt: string; endsAt: string }) =>
      schedule(actor, { type: 'ReserveSlot', data: { ...slot, date: quebecDate(slot.startsAt) } }),
    release: (actor: Actor, slot: { bookingId: string; cleanerId: string; startsAt: string }) =>
      schedule(actor, { type: 'ReleaseSlot', data: { bookingId: slot.bookingId, cleanerId: slot.cleanerId, date: quebecDate(slot.startsAt) } }),
  };
}

export type BookingCommands = ReturnType<typeof createBookingCommands>;
