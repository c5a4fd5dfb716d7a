import {
  BOOKING_LIMITS,
  bookingTarget,
  paymentTarget,
  quebecDate,
  referralTarget,
  scheduleTarget,
  SYSTEM_USER,
  type Actor,
  PaymentDeclinedError,
  type ChargeFailure,
  type CreateBookingInput,
} from '@weklean/domain';
import type { CommandHandler, IdempotencyKeys } from '@weklean/platform';
import { refuse, RetryLater } from '../http/refusal';
import { requestHash } from '../http/idempotency-keys';
import { paymentView } from '../payments/payment-view';
import type { BookingService } from './booking-service';
import { occurrenceId } from './occurrence-ids';

type Requested = Awaited<ReturnType<BookingService['request']>>;
/** The answer kept for an Idempotency-Key: the request made, or its deposit declined (402). */
type RequestAnswer = { status: 201; body: Requested } | { status: 402; reason: ChargeFailure };

/** The request made, or the decline thrown (the error map answers 402), for a first answer and a replay alike. */
const settled = (answer: RequestAnswer): Requested => {
  if (answer.status === 402) throw new PaymentDeclinedError(answer.reason, 'deposit');
  return answer.body;
};

/**
 * `POST /api/bookings` with its `Idempotency-Key` (docs/api/bookings.md): a retry of an answered request gets the same
 * answer; a retry while it runs, 409 with Retry-After; a retry after its process stopped takes the key over and finds
 * what the first attempt left — its answer if its payment opened (the deposit then goes on by reaction), otherwise
 * what it held is let go now (the same commands as the reactors' timers, whichever comes first) and it starts afresh.
 * Without a key, the request runs once, as before; an interruption is then cleaned up by those timers alone.
 */
export function createBookingRequests(deps: { service: BookingService; commands: CommandHandler; keys: IdempotencyKeys }) {
  const { service, commands, keys } = deps;

  const run = async (clientId: string, input: CreateBookingInput, now: Date, firstId?: string): Promise<RequestAnswer> => {
    try {
      return { status: 201, body: await service.request(clientId, input, now, firstId) };
    } catch (error) {
      if (error instanceof PaymentDeclinedError) return { status: 402, reason: error.reason };
      throw error;
    }
  };

  /** The occurrences a stopped attempt under `firstId` may have made, in order, while they exist. */
  const madeUnder = async (firstId: string) => {
    const made = [];
    for (let index = 0; index < BOOKING_LIMITS.occurrences.max; index += 1) {
      const booking = await commands.load(bookingTarget(occurrenceId(firstId, index)));
      if (booking.status === 'none') break;
      made.push(booking);
    }
    return made;
  };

  /**
   * What a stopped attempt left: its answer when its first payment opened, else null once everything it held is let go.
   */
  const takeOver = async (clientId: string, firstId: string, now: Date): Promise<Requested | null> => {
    const system: Actor = { userId: SYSTEM_USER, now };
    const made = await madeUnder(firstId);
    const first = made[0];
    if (first) {
      const payment = await commands.load(paymentTarget(first.bookingId));
      if (payment.status === 'open') {
        return {
          id: first.bookingId,
          status: first.status,
          price: first.price,
          seriesId: first.seriesId,
          occurrenceIds: made.map((booking) => booking.bookingId),
          paymentStatus: paymentView(payment).status,
          payment: paymentView(payment),
        };
      }
    }
    for (const booking of made) {
      const { bookingId, cleanerId, startsAt } = booking;
      const date = quebecDate(startsAt);
      await commands.execute(paymentTarget(bookingId), 'ForgoPayment', { bookingId, clientId, referralCreditCents: booking.price.referralCredit ?? 0 }, system, { commandId: `forgo-payment:${bookingId}` });
      await commands.execute(bookingTarget(bookingId), 'WithdrawBooking', { reason: 'payment_failed' }, system, { commandId: `withdraw:${bookingId}` });
      await commands.execute(scheduleTarget(cleanerId, date), 'ReleaseSlot', { bookingId, cleanerId, date }, system);
    }
    // The one hold a stopped attempt may have left without its booking (the occurrence after the last it requested,
    // whose time is not known here) is let go by its abandoned-hold timer. A credit set aside comes back now.
    if (made.length > 0) await commands.execute(referralTarget(clientId), 'RestoreReferralCredit', { userId: clientId, bookingId: firstId }, system);
    return null;
  };

  return {
    /** The request made (201), or PaymentDeclinedError for its declined deposit, the same on every replay of its key. */
    async request(clientId: string, input: CreateBookingInput, now: Date, key: string | null): Promise<Requested> {
      return settled(await this.attempt(clientId, input, now, key));
    },

    async attempt(clientId: string, input: CreateBookingInput, now: Date, key: string | null): Promise<RequestAnswer> {
      if (key === null) return run(clientId, input, now);
      const claim = await keys.claim(clientId, key, requestHash(input), now);
      switch (claim.kind) {
        case 'replay':
          return claim.status === 201 ? { status: 201, body: claim.body as Requested } : { status: 402, reason: (claim.body as { reason: ChargeFailure }).reason };
        case 'busy':
          throw new RetryLater('idempotency.in-progress', 409, claim.retryAfterSeconds);
        case 'mismatch':
          throw refuse('idempotency.key-reused', 422);
        case 'resume': {
          const left = await takeOver(clientId, claim.resourceId, now);
          if (left) {
            await keys.answer(clientId, key, 201, left);
            return { status: 201, body: left };
          }
          return this.answer(clientId, key, input, now, await keys.renew(clientId, key));
        }
        case 'new':
          return this.answer(clientId, key, input, now, claim.resourceId);
      }
    },

    /** Runs the request under `firstId` and keeps its answer for the key; a refusal gives the key back. */
    async answer(clientId: string, key: string, input: CreateBookingInput, now: Date, firstId: string): Promise<RequestAnswer> {
      let answer: RequestAnswer;
      try {
        answer = await run(clientId, input, now, firstId);
      } catch (error) {
        await keys.release(clientId, key);
        throw error;
      }
      await keys.answer(clientId, key, answer.status, answer.status === 201 ? answer.body : { reason: answer.reason });
      return answer;
    },
  };
}

export type BookingRequests = ReturnType<typeof createBookingRequests>;
