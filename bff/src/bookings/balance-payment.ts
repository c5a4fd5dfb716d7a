import { BalanceNotDueYetError, BookingAccessDeniedError, paymentTarget, PaymentDeclinedError, PaymentNotFoundError, type Actor, type ExistingBooking, type OpenPaymentState } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import type { Payments } from '../payments/payments';
import { refuse } from '../http/refusal';
import type { ReadableBooking } from './booking-view';
import { systemIn } from './booking-schedule';
import { settleDeposit } from './deposit-outcome';

type Deps = { commands: CommandHandler; payments: Payments };

/** Paying and 3-D Secure are the booking's client's alone (its cleaner is refused too). */
const clientsOwn = ({ booking }: ReadableBooking, actor: Actor) => {
  if (booking.clientId !== actor.userId) throw new BookingAccessDeniedError();
  return booking;
};

/**
 * The client's side of a booking's payment after its request: the balance charged from the pay page, and a 3-D Secure
 * step finished in the browser (or in the simulated dialog) read back from the provider. Writes the payment stream
 * (through the payment processor) and, for a deposit's outcome, the booking and its cleaner's schedule.
 */
export function createBalancePayment(deps: Deps) {
  const { commands } = deps;
  const paymentOf = async (bookingId: string): Promise<OpenPaymentState> => {
    const payment = await commands.load(paymentTarget(bookingId));
    if (payment.status === 'none') throw new PaymentNotFoundError();
    return payment;
  };

  /** After a charge's outcome was read again: that outcome's effect on the booking, now rather than by reaction. */
  const afterOutcome = async (booking: ExistingBooking, payment: OpenPaymentState | null, system: Actor) => {
    if (payment) await settleDeposit(commands, payment, [booking], system);
  };

  return {
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
      // The processor goes on from the stream as the request left it: the payment stream is read once for the click.
      const after = await deps.payments.processor.charge(booking.bookingId, chargeId, systemIn(actor), requested.stream);
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
  };
}
