import { PAYMENT_EFFECTS, type ChargeEffect, type RefundEffect } from '@weklean/domain';
import { createPaymentProcessor, type CommandHandler, type PaymentGateway } from '@weklean/platform';
import type { EffectHandler } from '../reactors/dispatch';

/**
 * The payment-gateway reactor's calls to the provider: each charge or refund the payment stream asked for is sent
 * with the idempotency key recorded in the stream, and its answer recorded (once). A call the provider cannot take
 * now (the network) throws: the reactor tries again from its checkpoint, with the same key.
 */
export function paymentEffects(deps: { commands: CommandHandler; gateway: PaymentGateway }): Record<string, EffectHandler> {
  const processor = createPaymentProcessor(deps);
  return {
    [PAYMENT_EFFECTS.charge]: async (data, { actor }) => {
      const { bookingId, chargeId } = data as ChargeEffect;
      await processor.charge(bookingId, chargeId, actor);
    },
    [PAYMENT_EFFECTS.refund]: async (data, { actor }) => {
      const { bookingId, refundId } = data as RefundEffect;
      await processor.refund(bookingId, refundId, actor);
    },
  };
}
