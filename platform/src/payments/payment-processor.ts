import {
  paymentTarget,
  type Actor,
  type Charge,
  type ChargeOutcome,
  type OpenPaymentState,
  type PaymentState,
  type RefundOutcome,
} from '@weklean/domain';
import type { CommandHandler, LoadedStream } from '../commands/command-handler';
import { PaymentRequestError, type ChargeResult, type PaymentGateway, type ProviderEvent, type RefundResult } from './payment-gateway';

/**
 * Carries out the charges and refunds a payment stream asked for, and records what the provider answered. Used by
 * the BFF right away (the deposit's answer is the booking request's answer), by the payment-gateway reactor after a
 * crash or for every later charge, and by the webhook route. Each call is idempotent: the provider call carries the
 * idempotency key recorded in the stream, the outcome command carries an id derived from the charge and its outcome,
 * and the decider ignores an outcome once the charge is settled, whatever the order outcomes come in.
 */

const toChargeOutcome = (result: ChargeResult): ChargeOutcome | null =>
  result.status === 'processing' ? null : result.status === 'failed' ? { status: 'failed', paymentIntentId: result.paymentIntentId, reason: result.reason } : result;

const toRefundOutcome = (result: RefundResult): RefundOutcome =>
  result.status === 'failed'
    ? { status: 'failed', providerRefundId: result.refundId, reason: result.reason }
    : { status: result.status, providerRefundId: result.refundId };

export function createPaymentProcessor(deps: { commands: CommandHandler; gateway: PaymentGateway }) {
  const { commands, gateway } = deps;
  const openOrNull = (state: PaymentState): OpenPaymentState | null => (state.status === 'open' ? state : null);
  const load = async (bookingId: string): Promise<OpenPaymentState | null> => openOrNull(await commands.load(paymentTarget(bookingId)));

  const recordCharge = async (bookingId: string, chargeId: string, outcome: ChargeOutcome | null, actor: Actor, from?: LoadedStream<PaymentState>) => {
    if (!outcome) return from ? openOrNull(from.state) : load(bookingId);
    const result = await commands.execute(paymentTarget(bookingId), 'RecordChargeOutcome', { chargeId, outcome }, actor, {
      commandId: `charge-outcome:${chargeId}:${outcome.status}`,
      from,
    });
    return result.state.status === 'open' ? result.state : null;
  };

  const recordRefund = async (bookingId: string, refundId: string, result: RefundResult, actor: Actor) => {
    const outcome = toRefundOutcome(result);
    const recorded = await commands.execute(paymentTarget(bookingId), 'RecordRefundOutcome', { refundId, outcome }, actor, {
      commandId: `refund-outcome:${refundId}:${outcome.status}`,
    });
    return recorded.state.status === 'open' ? recorded.state : null;
  };

  const callCharge = async (payment: OpenPaymentState, charge: Charge): Promise<ChargeOutcome | null> => {
    try {
      return toChargeOutcome(
        await gateway.charge({
          idempotencyKey: charge.idempotencyKey,
          amountCents: charge.amountCents,
          customerId: charge.customerId,
          paymentMethodId: charge.paymentMethodId,
          offSession: charge.offSession,
          saveForLater: charge.kind === 'deposit',
          metadata: { bookingId: payment.bookingId, chargeId: charge.chargeId },
          description: `Weklean ${charge.kind} ${payment.bookingId}`,
        }),
      );
    } catch (error) {
      // The provider refused the request itself (an unknown card): a failure of this charge, not of the service.
      if (error instanceof PaymentRequestError) return { status: 'failed', paymentIntentId: null, reason: 'invalid_payment_method' };
      throw error;
    }
  };

  return {
    /**
     * Sends a requested charge (once: a settled charge is left as it is) and records the answer. `from`: the payment
     * stream as the command that requested the charge left it, in the same request (no second read of the stream).
     */
    async charge(bookingId: string, chargeId: string, actor: Actor, from?: LoadedStream<PaymentState>): Promise<OpenPaymentState | null> {
      const payment = from ? openOrNull(from.state) : await load(bookingId);
      const charge = payment?.charges.find((candidate) => candidate.chargeId === chargeId);
      if (!payment || !charge || charge.status !== 'requested') return payment;
      return recordCharge(bookingId, chargeId, await callCharge(payment, charge), actor, from);
    },

    async refund(bookingId: string, refundId: string, actor: Actor): Promise<OpenPaymentState | null> {
      const payment = await load(bookingId);
      const refund = payment?.refunds.find((candidate) => candidate.refundId === refundId);
      if (!payment || !refund || refund.status !== 'requested') return payment;
      const result = await gateway.refund({
        idempotencyKey: refund.idempotencyKey,
        paymentIntentId: refund.paymentIntentId,
        amountCents: refund.amountCents,
        metadata: { bookingId, refundId },
      });
      return recordRefund(bookingId, refundId, result, actor);
    },

    /**
     * Reads again from the provider every charge of the booking still waiting for an answer (after 3-D Secure, the
     * browser asks for this rather than wait for the webhook).
     */
    async sync(bookingId: string, actor: Actor): Promise<OpenPaymentState | null> {
      let payment = await load(bookingId);
      for (const charge of payment?.charges ?? []) {
        if (charge.status !== 'requires_action' || charge.paymentIntentId === null) continue;
        payment = await recordCharge(bookingId, charge.chargeId, toChargeOutcome(await gateway.retrieveCharge(charge.paymentIntentId)), actor);
      }
      return payment;
    },

    /**
     * A verified provider event: the object it names is read again from the provider (deliveries come late, twice and
     * out of order; the provider's current state does not), then its outcome is recorded. Events about other objects,
     * or without our metadata, are acknowledged and ignored.
     */
    async handleProviderEvent(event: ProviderEvent, actor: Actor): Promise<'recorded' | 'ignored'> {
      const { bookingId, chargeId, refundId } = event.metadata;
      if (!bookingId || !event.objectId) return 'ignored';
      if (event.objectKind === 'payment_intent' && chargeId) {
        await recordCharge(bookingId, chargeId, toChargeOutcome(await gateway.retrieveCharge(event.objectId)), actor);
        return 'recorded';
      }
      if (event.objectKind === 'refund' && refundId) {
        const payment = await load(bookingId);
        const refund = payment?.refunds.find((candidate) => candidate.refundId === refundId);
        if (!refund || refund.status !== 'requested') return 'ignored';
        await recordRefund(bookingId, refundId, await gateway.retrieveRefund(event.objectId), actor);
        return 'recorded';
      }
      return 'ignored';
    },
  };
}

export type PaymentProcessor = ReturnType<typeof createPaymentProcessor>;
