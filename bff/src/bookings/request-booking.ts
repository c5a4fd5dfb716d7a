import { randomUUID } from 'node:crypto';
import { BOOKING_LIMITS, BookingPriceChangedError, bookingTarget, chargeIdOf, checkDuration, checkTime, DomainError, ForbiddenError } from '@weklean/domain';
import { paymentTarget, PaymentDeclinedError, PaymentForgoneError, pricingBaseFor, referralTarget, seriesStarts } from '@weklean/domain';
import type { Actor, BookingCommand, CommandData, CreateBookingInput, ExistingBooking, OpenPaymentState } from '@weklean/domain';
import { actorFor, type CommandHandler, type Logger } from '@weklean/platform';
import type { BookingFacts } from './booking-facts';
import type { Payments } from '../payments/payments';
import { paymentView } from '../payments/payment-view';
import { occurrenceId } from './occurrence-ids';
import { priceOf, referralOffer, resolveBookable } from './booking-price';
import { releaseSlot, reserveSlot, systemIn } from './booking-schedule';
import { settleDeposit } from './deposit-outcome';

type Deps = { commands: CommandHandler; facts: BookingFacts; serviceFeeCents: number; payments: Payments; logger: Logger };

/**
 * The first occurrence's deposit is charged now, with the client here (3-D Secure included). Declined, every
 * occurrence is withdrawn and its time freed before the answer. Otherwise the later occurrences' deposits are
 * charged off-session with the card just saved, by the payment-gateway reactor. A provider that does not answer
 * leaves the deposit asked: the same reactor asks again, with the same idempotency key.
 */
const payDeposits = async (deps: Deps, actor: Actor, bookings: ExistingBooking[], paymentMethodId: string, customerId: string) => {
  const [first, ...later] = bookings;
  if (!first) throw new Error('no booking to pay for');
  const open = (booking: ExistingBooking, depositOffSession: boolean) =>
    deps.commands.execute(paymentTarget(booking.bookingId), 'OpenPayment', {
      bookingId: booking.bookingId, clientId: booking.clientId, cleanerId: booking.cleanerId, customerId, paymentMethodId, price: booking.price, depositOffSession,
    }, actor);
  let payment = (await open(first, false)).state as OpenPaymentState;
  const system = systemIn(actor);
  try {
    payment = (await deps.payments.processor.charge(first.bookingId, chargeIdOf(first.bookingId, 'deposit', 1), system)) ?? payment;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    deps.logger.warn('the payment provider did not answer; the deposit will be asked again', { bookingId: first.bookingId, error });
  }
  const declined = await settleDeposit(deps.commands, payment, bookings, system);
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
 * A client's request: one booking, or a series of separate bookings, each holding its time in the cleaner's schedule
 * before its booking stream is written, then the client's referral credit set aside and each booking's payment opened
 * (the first deposit charged now). A reservation is made before the booking changes and released if the booking
 * refuses, so a refused request leaves nothing behind. Writes schedule-, booking-, referral- and payment- streams.
 */
export function createRequestBooking(deps: Deps) {
  const { commands } = deps;
  return {
    /**
     * One booking, or a series of separate bookings; any refusal (a taken slot included) undoes what was held.
     * `firstId`: the first occurrence's id (an idempotency key's); the others' are derived from it.
     */
    async request(clientId: string, input: CreateBookingInput, now: Date, firstId: string = randomUUID()) {
      const { cleaner, property } = await resolveBookable(deps, clientId, input);
      if (cleaner.cleanerId === clientId) throw new ForbiddenError('a cleaner cannot book themselves');
      checkDuration(input.durationHours);
      const occurrences = input.frequency === 'one-time' ? 1 : (input.occurrences ?? BOOKING_LIMITS.occurrences.default);
      const starts = seriesStarts(input.startsAt, input.frequency, occurrences, input.customIntervalDays ?? 7);
      const times = starts.map((startsAt) => checkTime(startsAt, input.durationHours, now.toISOString()));
      const firstBooking = await deps.facts.isFirstBooking(clientId);
      const seriesId: string | null = starts.length > 1 ? randomUUID() : null;
      const actor = actorFor(clientId, now);
      const checklist = input.checklist.map((item) => ({ taskId: randomUUID(), category: item.category, task: item.task }));
      const made: { bookingId: string; startsAt: string }[] = [];
      const base = pricingBaseFor(cleaner.rates, property, input.durationHours);
      // Without a base the request is refused by the booking itself (no rate for the property): nothing to offer.
      const offer = base ? await referralOffer(deps, clientId, { base, input, firstBooking }, now) : { discountCents: 0, credit: null };
      // The price the client was shown must still be the price: otherwise nothing is held or charged (issue 30).
      if (base && input.expectedTotalCents !== undefined) {
        const price = priceOf(deps, { base, input, firstBooking }, offer.discountCents, offer.credit?.amountCents ?? 0);
        if (price.finalPrice !== input.expectedTotalCents) throw new BookingPriceChangedError();
      }
      // Asked of the provider before anything is written: between the booking and its payment, no outside call.
      const customerId = await deps.payments.customerFor(clientId);
      try {
        const results = [];
        for (const [index, time] of times.entries()) {
          const bookingId = occurrenceId(firstId, index);
          await reserveSlot(commands, actor, { bookingId, cleanerId: cleaner.cleanerId, ...time });
          made.push({ bookingId, startsAt: time.startsAt });
          const data: CommandData<BookingCommand, 'RequestBooking'> = {
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
          results.push(await commands.execute(bookingTarget(bookingId), 'RequestBooking', data, actor));
          // The credit is spent once, in the client's referral stream, whatever else the client does at the same time:
          // set aside after the booking that carries it, so that an interruption in between leaves a request whose
          // withdrawal gives it back (the unopened-payment reactor), never a credit spent on nothing.
          if (index === 0 && offer.credit) {
            await commands.execute(referralTarget(clientId), 'UseReferralCredit', { userId: clientId, refereeId: offer.credit.refereeId, bookingId: firstId }, actor);
          }
        }
        const first = results[0]!.state as ExistingBooking;
        const payment = await payDeposits(deps, actor, results.map((result) => result.state as ExistingBooking), input.paymentMethodId, customerId);
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
          const state = await commands.load(bookingTarget(held.bookingId));
          if (state.status === 'pending') {
            await commands.execute(bookingTarget(held.bookingId), 'CancelBooking', { reason: 'other', note: null }, actor).catch(() => undefined);
          }
          await releaseSlot(commands, actor, { bookingId: held.bookingId, cleanerId: cleaner.cleanerId, startsAt: held.startsAt });
        }
        if (offer.credit) {
          await commands.execute(referralTarget(clientId), 'RestoreReferralCredit', { userId: clientId, bookingId: firstId }, actor).catch((restoreError: unknown) => {
            deps.logger.error('referral credit not given back after a refused request', { clientId, bookingId: firstId, error: restoreError });
          });
        }
        throw error;
      }
    },
  };
}
