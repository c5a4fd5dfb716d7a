import { randomUUID } from 'node:crypto';
import {
  BookingAccessDeniedError,
  BookingNotFoundError,
  BookingPriceChangedError,
  PaymentDeclinedError,
  CleanerNotFoundError,
  checkDuration,
  checkTime,
  computeBookingPrice,
  ForbiddenError,
  NoRateForPropertyError,
  pricingBaseFor,
  PropertyNotFoundError,
  type PriceBase,
  quebecDate,
  seriesStarts,
  BOOKING_LIMITS,
  bookingTarget,
  chargeIdOf,
  DomainError,
  paymentTarget,
  referralTarget,
  scheduleTarget,
  SYSTEM_USER,
  type ChargeFailure,
  BalanceNotDueYetError,
  PaymentNotFoundError,
  PaymentForgoneError,
  type OpenPaymentState,
  type Actor,
  type BookingCommand,
  type CommandData,
  type CreateBookingInput,
  type ExistingBooking,
  type QuoteInput,
} from '@weklean/domain';
import { actorFor, type CommandHandler, type Logger } from '@weklean/platform';
import type { BookableCleaner, BookableProperty, BookingFacts } from './booking-facts';
import type { Payments } from '../payments/payments';
import { paymentView } from '../payments/payment-view';
import { refuse } from '../http/refusal';
import { occurrenceId } from './occurrence-ids';
import type { ReadableBooking } from './booking-view';


type Deps = { commands: CommandHandler; facts: BookingFacts; serviceFeeCents: number; payments: Payments; logger: Logger };
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

  /** The product's own actor in a request's thread: outcomes come from the provider, not from the person. */
  const systemIn = (actor: Actor): Actor => ({ userId: SYSTEM_USER, now: actor.now, correlationId: actor.correlationId, causationId: actor.correlationId });

  /**
   * The first occurrence's deposit is charged now, with the client here (3-D Secure included). Declined, every
   * occurrence is withdrawn and its time freed before the answer. Otherwise the later occurrences' deposits are
   * charged off-session with the card just saved, by the payment-gateway reactor. A provider that does not answer
   * leaves the deposit asked: the same reactor asks again, with the same idempotency key.
   */
  const payDeposits = async (actor: Actor, bookings: ExistingBooking[], paymentMethodId: string, customerId: string) => {
    const [first, ...later] = bookings;
    if (!first) throw new Error('no booking to pay for');
    const open = (booking: ExistingBooking, depositOffSession: boolean) =>
      commands.execute(paymentTarget(booking.bookingId), 'OpenPayment', {
        bookingId: booking.bookingId,
        clientId: booking.clientId,
        cleanerId: booking.cleanerId,
        customerId,
        paymentMethodId,
        price: booking.price,
        depositOffSession,
      }, actor);
    let payment = (await open(first, false)).state as OpenPaymentState;
    const system = systemIn(actor);
    try {
      payment = (await deps.payments.processor.charge(first.bookingId, chargeIdOf(first.bookingId, 'deposit', 1), system)) ?? payment;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      deps.logger.warn('the payment provider did not answer; the deposit will be asked again', { bookingId: first.bookingId, error });
    }
    const declined = await settleDeposit(payment, bookings, system);
    // Nothing is held after a declined deposit: the answer is 402 with the bank's reason (the one error map).
    if (declined) throw new PaymentDeclinedError(declined, 'deposit');
    for (const booking of later) {
      try {
        await open(booking, true);
      } catch (error) {
        // The first deposit's provider call outlasted this occurrence's window: it is being withdrawn by reaction.
        if (!(error instanceof PaymentForgoneError)) throw error;
        deps.logger.warn('a later occurrence was withdrawn before its payment opened', { bookingId: booking.bookingId });
      }
    }
    return paymentView(payment);
  };

  /**
   * What the deposit's outcome does to the bookings it pays for, now rather than at the reactor's pace: paid, the
   * request reaches the cleaner; failed, the requests are withdrawn and their time freed. The same commands, with the
   * same ids, as the deposit-outcome and free-slot reactors': whichever comes second changes nothing.
   */
  const settleDeposit = async (payment: OpenPaymentState, bookings: readonly ExistingBooking[], system: Actor): Promise<ChargeFailure | null> => {
    const deposit = payment.charges.find((charge) => charge.kind === 'deposit');
    if (deposit?.status === 'failed') {
      for (const booking of bookings) {
        await commands.execute(bookingTarget(booking.bookingId), 'WithdrawBooking', { reason: 'payment_failed' }, system, { commandId: `withdraw:${booking.bookingId}` });
        await release(system, booking);
      }
      return deposit.reason ?? 'card_declined';
    }
    if (deposit?.status === 'succeeded') {
      await commands.execute(bookingTarget(payment.bookingId), 'ConfirmDeposit', {}, system, { commandId: `deposit-paid:${payment.bookingId}` });
    }
    return null;
  };

  const paymentOf = async (bookingId: string): Promise<OpenPaymentState> => {
    const payment = await commands.load(paymentTarget(bookingId));
    if (payment.status === 'none') throw new PaymentNotFoundError();
    return payment;
  };

  /** After a charge's outcome was read again: that outcome's effect on the booking, now rather than by reaction. */
  const afterOutcome = async (booking: ExistingBooking, payment: OpenPaymentState | null, system: Actor) => {
    if (payment) await settleDeposit(payment, [booking], system);
  };

  /** Paying and 3-D Secure are the booking's client's alone (its cleaner is refused too). */
  const clientsOwn = ({ booking }: ReadableBooking, actor: Actor) => {
    if (booking.clientId !== actor.userId) throw new BookingAccessDeniedError();
    return booking;
  };

  /** The price of a booking of `base` with the client's flags and the referral amounts given. */
  type PriceTerms = { base: PriceBase; input: Pick<QuoteInput, 'cleanerBringsSupplies' | 'emergency'>; firstBooking: boolean };
  const priceOf = ({ base, input, firstBooking }: PriceTerms, referralDiscountCents: number, referralCreditCents: number) =>
    computeBookingPrice({
      base,
      cleanerBringsSupplies: input.cleanerBringsSupplies,
      emergency: input.emergency !== null,
      firstBooking,
      referralDiscountCents,
      referralCreditCents,
      serviceFeeCents: deps.serviceFeeCents,
    });

  /**
   * The referral amounts a client's next booking gets (docs/api/referrals.md): a referred friend's $10 on their first
   * booking, and the earned credit that expires first, when it fits whole in what is left to discount (otherwise it
   * waits for a larger booking). Read from the client's own referral stream, so a credit spent a moment ago is not offered.
   */
  const referralOffer = async (clientId: string, terms: PriceTerms, now: Date) => {
    const discountCents = terms.firstBooking ? await facts.friendDiscountCents(clientId, now) : 0;
    const account = await commands.load(referralTarget(clientId));
    const credit = Object.values(account.rewards)
      .filter((reward) => reward.status === 'earned' && reward.kind === 'credit' && reward.expiresAt !== null && Date.parse(reward.expiresAt) > now.getTime())
      .sort((a, b) => (a.expiresAt ?? '').localeCompare(b.expiresAt ?? ''))[0];
    const fits = credit !== undefined && priceOf(terms, discountCents, credit.amountCents).referralCredit === credit.amountCents;
    return { discountCents, credit: fits ? { refereeId: credit.refereeId, amountCents: credit.amountCents } : null };
  };

  return {
    async quote(clientId: string, input: QuoteInput, now: Date) {
      const { cleaner, property } = await resolve(clientId, input);
      checkDuration(input.durationHours);
      if (input.startsAt !== undefined) checkTime(input.startsAt, input.durationHours, now.toISOString());
      const base = pricingBaseFor(cleaner.rates, property, input.durationHours);
      if (!base) throw new NoRateForPropertyError();
      const firstBooking = await facts.isFirstBooking(clientId);
      const terms = { base, input, firstBooking };
      const offer = await referralOffer(clientId, terms, now);
      const price = priceOf(terms, offer.discountCents, offer.credit?.amountCents ?? 0);
      return {
        ...price,
        pricing: base.kind,
        hourlyRateCents: base.kind === 'hourly' ? base.hourlyRateCents : null,
        firstBooking,
        referralDiscountCents: offer.discountCents,
        referralCreditCents: offer.credit?.amountCents ?? 0,
      };
    },

    /**
     * One booking, or a series of separate bookings; any refusal (a taken slot included) undoes what was held.
     * `firstId`: the first occurrence's id (an idempotency key's); the others' are derived from it.
     */
    async request(clientId: string, input: CreateBookingInput, now: Date, firstId: string = randomUUID()) {
      const { cleaner, property } = await resolve(clientId, input);
      if (cleaner.cleanerId === clientId) throw new ForbiddenError('a cleaner cannot book themselves');
      checkDuration(input.durationHours);
      const occurrences = input.frequency === 'one-time' ? 1 : (input.occurrences ?? BOOKING_LIMITS.occurrences.default);
      const starts = seriesStarts(input.startsAt, input.frequency, occurrences, input.customIntervalDays ?? 7);
      const times = starts.map((startsAt) => checkTime(startsAt, input.durationHours, now.toISOString()));
      const firstBooking = await facts.isFirstBooking(clientId);
      const seriesId: string | null = starts.length > 1 ? randomUUID() : null;
      const actor = actorFor(clientId, now);
      const checklist = input.checklist.map((item) => ({ taskId: randomUUID(), category: item.category, task: item.task }));
      const made: { bookingId: string; startsAt: string }[] = [];
      const base = pricingBaseFor(cleaner.rates, property, input.durationHours);
      // Without a base the request is refused by the booking itself (no rate for the property): nothing to offer.
      const offer = base ? await referralOffer(clientId, { base, input, firstBooking }, now) : { discountCents: 0, credit: null };
      // The price the client was shown must still be the price: otherwise nothing is held or charged (issue 30).
      if (base && input.expectedTotalCents !== undefined) {
        const price = priceOf({ base, input, firstBooking }, offer.discountCents, offer.credit?.amountCents ?? 0);
        if (price.finalPrice !== input.expectedTotalCents) throw new BookingPriceChangedError();
      }
      // Asked of the provider before anything is written: between the booking and its payment, no outside call.
      const customerId = await deps.payments.customerFor(clientId);
      try {
        const results = [];
        for (const [index, time] of times.entries()) {
          const bookingId = occurrenceId(firstId, index);
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
            // The discounts are for the first booking, and a credit for one booking: in a series, its first occurrence.
            firstBooking: firstBooking && index === 0,
            referralDiscountCents: index === 0 ? offer.discountCents : 0,
            referralCreditCents: index === 0 ? (offer.credit?.amountCents ?? 0) : 0,
            serviceFeeCents: deps.serviceFeeCents,
          };
          results.push(await execute(bookingId, 'RequestBooking', data, actor));
          // The credit is spent once, in the client's referral stream, whatever else the client does at the same time:
          // set aside after the booking that carries it, so that an interruption in between leaves a request whose
          // withdrawal gives it back (the unopened-payment reactor), never a credit spent on nothing.
          if (index === 0 && offer.credit) {
            await commands.execute(referralTarget(clientId), 'UseReferralCredit', { userId: clientId, refereeId: offer.credit.refereeId, bookingId: firstId }, actor);
          }
        }
        const first = results[0]!.state as ExistingBooking;
        const payment = await payDeposits(actor, results.map((result) => result.state as ExistingBooking), input.paymentMethodId, customerId);
        return {
          id: first.bookingId,
          status: first.status,
          price: first.price,
          seriesId,
          occurrenceIds: made.map((m) => m.bookingId),
          paymentStatus: payment.status,
          payment,
        };
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
        if (offer.credit) {
          await commands.execute(referralTarget(clientId), 'RestoreReferralCredit', { userId: clientId, bookingId: firstId }, actor).catch((restoreError: unknown) => {
            deps.logger.error('referral credit not given back after a refused request', { clientId, bookingId: firstId, error: restoreError });
          });
        }
        throw error;
      }
    },

    /**
     * The balance from the pay page, on-session with the card given (3-D Secure possible), once the service is done;
     * PaymentDeclinedError (402, the bank's reason) when the bank declines it. `readable`: the booking as its reader
     * may see it (booking-details).
     */
    async payBalance({ booking }: ReadableBooking, actor: Actor, paymentMethodId: string) {
      if (booking.status !== 'completed') throw new BalanceNotDueYetError();
      // The payment's decider says who may pay (the client) and what is due; the next attempt is its own to number.
      const requested = await commands.execute(paymentTarget(booking.bookingId), 'ChargeBalance', { attempt: null, offSession: false, paymentMethodId }, actor);
      const chargeId = requested.events.find((event) => event.type === 'ChargeRequested')?.data.chargeId;
      if (!chargeId) throw new PaymentNotFoundError();
      const after = await deps.payments.processor.charge(booking.bookingId, chargeId, systemIn(actor));
      const charge = after?.charges.find((candidate) => candidate.chargeId === chargeId);
      if (charge?.status === 'failed') throw new PaymentDeclinedError(charge.reason ?? 'card_declined', 'balance');
    },

    /** Reads the provider's answer to a 3-D Secure step the browser finished (Stripe), and applies it. */
    async syncPayment(readable: ReadableBooking, actor: Actor) {
      const booking = clientsOwn(readable, actor);
      await paymentOf(booking.bookingId);
      await afterOutcome(booking, await deps.payments.processor.sync(booking.bookingId, systemIn(actor)), systemIn(actor));
    },

    /** The simulated 3-D Secure dialog: the client confirms or fails the step the simulated provider waits for. */
    async authenticate(readable: ReadableBooking, actor: Actor, succeed: boolean) {
      const booking = clientsOwn(readable, actor);
      const gateway = deps.payments.gateway;
      if (gateway.mode !== 'simulated') throw refuse('payment.simulated-only', 409);
      const waiting = (await paymentOf(booking.bookingId)).charges.find((charge) => charge.status === 'requires_action' && charge.paymentIntentId !== null);
      if (!waiting) throw refuse('payment.no-action-pending', 409);
      await gateway.completeAction(waiting.paymentIntentId!, succeed);
      await afterOutcome(booking, await deps.payments.processor.sync(booking.bookingId, systemIn(actor)), systemIn(actor));
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
