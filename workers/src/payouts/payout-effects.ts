import { PAYOUT_EFFECTS, type PayoutEffect, type TransferEffect } from '@weklean/domain';
import { createPayoutProcessor, type CommandHandler, type PaymentGateway } from '@weklean/platform';
import type { EffectHandler } from '../reactors/dispatch';

/**
 * The payout-provider reactor's calls: each transfer and payout a payout stream decided is made at the provider with
 * the key it was decided with (the same key is the same transfer, however often it is sent), and a payout's answer is
 * recorded (a status only moves forward, so a second answer changes nothing). A call the provider cannot take now
 * throws: the reactor tries again from its checkpoint, then parks the event on the health page.
 */
export function payoutEffects(deps: { commands: CommandHandler; gateway: PaymentGateway }): Record<string, EffectHandler> {
  const processor = createPayoutProcessor(deps);
  return {
    [PAYOUT_EFFECTS.transfer]: async (data) => {
      await processor.transfer(data as TransferEffect);
    },
    [PAYOUT_EFFECTS.payout]: async (data, { actor }) => {
      await processor.payout(data as PayoutEffect, actor);
    },
  };
}
