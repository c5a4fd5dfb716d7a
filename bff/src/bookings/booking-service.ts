import { randomUUID } from 'node:crypto';
import {
  BookingAccessDeniedError,
  BookingNotFoundError,
  CleanerNotFoundError,
  checkDuration,
  checkTime,
  computeBookingPrice,
  ForbiddenError,
  NoRateForPropertyError,
  pricingBaseFor,
  PropertyNotFoundError,
  quebecDate,
  seriesStarts,
  BOOKING_LIMITS,
  bookingTarget,
  scheduleTarget,
  type Actor,
  type BookingCommand,
  type CommandData,
  type CreateBookingInput,
  type ExistingBooking,
  type QuoteInput,
} from '@weklean/domain';
import { actorFor, type CommandHandler } from '@weklean/platform';
import type { BookableCleaner, BookableProperty, BookingFacts } from './booking-facts';

type Deps = { commands: CommandHandler; facts: BookingFacts; serviceFeeCents: number };
type BookingData<T extends BookingCommand['type']> = CommandData<BookingCommand, T>;

/**
 * The booking use cases: each looks up the facts a command needs, holds or frees time in the cleaner's schedule, and
 * runs the command on the booking stream. A reservation is made before the booking changes and released if the
 * booking refuses, so a refused request leaves nothing behind.
 */
export function createBookingService(deps: Deps) {
  const { commands, facts } = deps;
  /** Holds the time in the cleaner's schedule of that Quebec date; throws SlotTakenError on an overlap. */
  const reserve = (actor: Actor, slot: { bookingId: string; cleanerId: string; startsAt: string; endsAt: string }) =>
    commands.execute(scheduleTarget(slot.cleanerId, quebecDate(slot.startsAt)), 'ReserveSlot', { ...slot, date: quebecDate(slot.startsAt) }, actor);
  const release = (actor: Actor, slot: { bookingId: string; cleanerId: string; startsAt: string }) => {
    const date = quebecDate(slot.startsAt);
    return commands.execute(scheduleTarget(slot.cleanerId, date), 'ReleaseSlot', { bookingId: slot.bookingId, cleanerId: slot.cleanerId, date }, actor);
  };
  const execute = <T extends BookingCommand['type']>(bookingId: string, type: T, data: BookingData<T>, actor: Actor) =>
    commands.execute(bookingTarget(bookingId), type, data, actor);
  const load = (bookingId: string) => commands.load(bookingTarget(bookingId));

  const resolve = async (clientId: string, input: QuoteInput): Promise<{ cleaner: BookableCleaner; property: BookableProperty }> => {
    const cleaner = await facts.cleanerBySlug(input.cleanerSlug);
    if (!cleaner) throw new CleanerNotFoundError();
    const property = await facts.property(input.propertyId);
    if (!property || property.clientId !== clientId) throw new PropertyNotFoundError();
    return { cleaner, property };
  };

  return {
    async quote(clientId: string, input: QuoteInput, now: Date) {
      const { cleaner, property } = await resolve(clientId, input);
      checkDuration(input.durationHours);
      checkTime(input.startsAt, input.durationHours, now.toISOString());
      const base = pricingBaseFor(cleaner.rates, property, input.durationHours);
      if (!base) throw new NoRateForPropertyError();
      const firstBooking = await facts.isFirstBooking(clientId);
      const price = computeBookingPrice({
        base,
        cleanerBringsSupplies: input.cleanerBringsSupplies,
        emergency: input.emergency !== null,
        firstBooking,
        serviceFeeCents: deps.serviceFeeCents,
      });
      return { ...price, pricing: base.kind, hourlyRateCents: base.kind === 'hourly' ? base.hourlyRateCents : null, firstBooking };
    },

    /** One booking, or a series of separate bookings; any refusal (a taken slot included) undoes what was held. */
    async request(clientId: string, input: CreateBookingInput, now: Date) {
      const { cleaner, property } = await resolve(clientId, input);
      if (cleaner.cleanerId === clientId) throw new ForbiddenError('a cleaner cannot book themselves');
      checkDuration(input.durationHours);
      const occurrences = input.frequency === 'one-time' ? 1 : (input.occurrences ?? BOOKING_LIMITS.occurrences.default);
      const starts = seriesStarts(input.startsAt, input.frequency, occurrences, input.customIntervalDays ?? 7);
      const times = starts.map((startsAt) => checkTime(startsAt, input.durationHours, now.toISOString()));
      const firstBooking = await facts.isFirstBooking(clientId);
      const seriesId = starts.length > 1 ? randomUUID() : null;
      const actor = actorFor(clientId, now);
      const checklist = input.checklist.map((item) => ({ taskId: randomUUID(), category: item.category, task: item.task }));
      const made: { bookingId: string; startsAt: string }[] = [];
      try {
        const results = [];
        for (const [index, time] of times.entries()) {
          const bookingId = randomUUID();
          await reserve(actor, { bookingId, cleanerId: cleaner.cleanerId, ...time });
          made.push({ bookingId, startsAt: time.startsAt });
          const data: BookingData<'RequestBooking'> = {
            bookingId,
            clientId,
            cleanerId: cleaner.cleanerId,
            property: { propertyId: property.propertyId, type: property.type, placeId: property.placeId },
            cleanerRates: cleaner.rates,
            startsAt: time.startsAt,
            durationHours: input.durationHours,
            frequency: input.frequency,
            seriesId,
            occurrence: index + 1,
            photosAllowed: input.photosAllowed,
            hasPets: input.hasPets,
            petType: input.hasPets ? input.petType : null,
            cleanerBringsSupplies: input.cleanerBringsSupplies,
            emergency: input.emergency,
            checklist,
            notes: input.notes,
            // The discount is for the first booking: in a series, its first occurrence.
            firstBooking: firstBooking && index === 0,
            serviceFeeCents: deps.serviceFeeCents,
          };
          results.push(await execute(bookingId, 'RequestBooking', data, actor));
        }
        const first = results[0]!.state as ExistingBooking;
        return { id: first.bookingId, status: first.status, price: first.price, seriesId, occurrenceIds: made.map((m) => m.bookingId) };
      } catch (error) {
        // Undo, before answering: a booking already requested in a failed series is cancelled by the client, and every
        // hold is released now (the free-slot reactor's later release of a cancelled one then finds nothing to do).
        for (const held of made) {
          const state = await load(held.bookingId);
          if (state.status === 'pending') {
            await execute(held.bookingId, 'CancelBooking', { reason: 'other', note: null }, actor).catch(() => undefined);
          }
          await release(actor, { bookingId: held.bookingId, cleanerId: cleaner.cleanerId, startsAt: held.startsAt });
        }
        throw error;
      }
    },

    /** The booking, if the user is its client or its cleaner. */
    async readable(bookingId: string, userId: string): Promise<ExistingBooking> {
      const state = await load(bookingId);
      if (state.status === 'none') throw new BookingNotFoundError();
      if (state.clientId !== userId && state.cleanerId !== userId) throw new BookingAccessDeniedError();
      return state;
    },

    /** A command on the booking stream, answered with the booking after it (ending ones free the slot by reaction). */
    async execute<T extends BookingCommand['type']>(bookingId: string, type: T, data: BookingData<T>, actor: Actor) {
      return (await execute(bookingId, type, data, actor)).state;
    },

    /** Actions that move the booking (postpone, accept-proposal): the new time is held first, the old freed after. */
    async move(bookingId: string, actor: Actor, change: { type: 'PostponeBooking'; startsAt: string } | { type: 'AcceptProposal' }) {
      const before = await load(bookingId);
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
        await reserve(actor, { bookingId, cleanerId: before.cleanerId, startsAt, endsAt });
      }
      try {
        const result =
          change.type === 'PostponeBooking'
            ? await execute(bookingId, 'PostponeBooking', { startsAt: change.startsAt }, actor)
            : await execute(bookingId, 'AcceptProposal', {}, actor);
        const after = result.state as ExistingBooking;
        if (quebecDate(before.startsAt) !== quebecDate(after.startsAt)) {
          await release(actor, { bookingId, cleanerId: before.cleanerId, startsAt: before.startsAt });
        }
        return after;
      } catch (error) {
        if (holds) {
          if (quebecDate(startsAt) !== quebecDate(before.startsAt)) {
            await release(actor, { bookingId, cleanerId: before.cleanerId, startsAt });
          } else {
            // Same day: put the reservation back at the booking's own time.
            await reserve(actor, { bookingId, cleanerId: before.cleanerId, startsAt: before.startsAt, endsAt: before.endsAt });
          }
        }
        throw error;
      }
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
