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
  type CreateBookingInput,
  type ExistingBooking,
  type QuoteInput,
} from '@weklean/domain';
import type { Actor, BookingCommandData, BookingCommands } from './booking-commands';
import type { BookableCleaner, BookableProperty, BookingFacts } from './booking-facts';

type Deps = { commands: BookingCommands; facts: BookingFacts; serviceFeeCents: number };

/**
 * The booking use cases: each looks up the facts a command needs, holds or frees time in the cleaner's schedule, and
 * runs the command on the booking stream. A reservation is made before the booking changes and released if the
 * booking refuses, so a refused request leaves nothing behind.
 */
export function createBookingService(deps: Deps) {
  const { commands, facts } = deps;

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
      const actor = commands.newActor(clientId, now);
      const checklist = input.checklist.map((item) => ({ taskId: randomUUID(), category: item.category, task: item.task }));
      const made: { bookingId: string; startsAt: string }[] = [];
      try {
        const results = [];
        for (const [index, time] of times.entries()) {
          const bookingId = randomUUID();
          await commands.reserve(actor, { bookingId, cleanerId: cleaner.cleanerId, ...time });
          made.push({ bookingId, startsAt: time.startsAt });
          const data: BookingCommandData<'RequestBooking'> = {
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
          results.push(await commands.execute(bookingId, 'RequestBooking', data, actor));
        }
        const first = results[0]!.state as ExistingBooking;
        return { id: first.bookingId, status: first.status, price: first.price, seriesId, occurrenceIds: made.map((m) => m.bookingId) };
      } catch (error) {
        // Undo: release what was held; a booking already requested in a failed series is cancelled by the client.
        for (const held of made) {
          const state = await commands.load(held.bookingId);
          if (state.status === 'pending') {
            await commands.execute(held.bookingId, 'CancelBooking', { reason: 'other', note: null }, actor).catch(() => undefined);
          }
          await commands.release(actor, { bookingId: held.bookingId, cleanerId: cleaner.cleanerId, startsAt: held.startsAt });
        }
        throw error;
      }
    },

    /** The booking, if the user is its client or its cleaner. */
    async readable(bookingId: string, userId: string): Promise<ExistingBooking> {
      const state = await commands.load(bookingId);
      if (state.status === 'none') throw new BookingNotFoundError();
      if (state.clientId !== userId && state.cleanerId !== userId) throw new BookingAccessDeniedError();
      return state;
    },

    /** Actions that free the slot afterwards (decline, cancel, decline-proposal, expire). */
    async endAndRelease<T extends 'DeclineBooking' | 'CancelBooking' | 'DeclineProposal' | 'ExpireBooking'>(
      bookingId: string,
      type: T,
      data: BookingCommandData<T>,
      actor: Actor,
    ) {
      const result = await commands.execute(bookingId, type, data, actor);
      const booking = result.state as ExistingBooking;
      if (result.events.length > 0) await commands.release(actor, { bookingId, cleanerId: booking.cleanerId, startsAt: booking.startsAt });
      return booking;
    },

    /** Actions that move the booking (postpone, accept-proposal): the new time is held first, the old freed after. */
    async move(bookingId: string, actor: Actor, change: { type: 'PostponeBooking'; startsAt: string } | { type: 'AcceptProposal' }) {
      const before = await commands.load(bookingId);
      if (before.status === 'none') throw new BookingNotFoundError();
      const target = change.type === 'PostponeBooking' ? checkTime(change.startsAt, before.durationHours, actor.now.toISOString()) : null;
      const startsAt = target?.startsAt ?? before.proposedStartsAt;
      const endsAt = target?.endsAt ?? before.proposedEndsAt;
      // Without a target the decider refuses (no proposal) before anything is held.
      const holds = startsAt !== null && endsAt !== null && before.clientId === actor.userId;
      if (holds) {
        // Refused by the booking itself (too late, not confirmed, …): say so before holding anything, so that a refusal
        // leaves no reservation and release behind in the log.
        if (change.type === 'PostponeBooking') commands.dryRun(before, 'PostponeBooking', { startsAt: change.startsAt }, actor);
        else commands.dryRun(before, 'AcceptProposal', {}, actor);
        await commands.reserve(actor, { bookingId, cleanerId: before.cleanerId, startsAt, endsAt });
      }
      try {
        const result =
          change.type === 'PostponeBooking'
            ? await commands.execute(bookingId, 'PostponeBooking', { startsAt: change.startsAt }, actor)
            : await commands.execute(bookingId, 'AcceptProposal', {}, actor);
        const after = result.state as ExistingBooking;
        if (quebecDate(before.startsAt) !== quebecDate(after.startsAt)) {
          await commands.release(actor, { bookingId, cleanerId: before.cleanerId, startsAt: before.startsAt });
        }
        return after;
      } catch (error) {
        if (holds) {
          if (quebecDate(startsAt) !== quebecDate(before.startsAt)) {
            await commands.release(actor, { bookingId, cleanerId: before.cleanerId, startsAt });
          } else {
            // Same day: put the reservation back at the booking's own time.
            await commands.reserve(actor, { bookingId, cleanerId: before.cleanerId, startsAt: before.startsAt, endsAt: before.endsAt });
          }
        }
        throw error;
      }
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
