import type { CommandHandler, PaymentGateway } from '@weklean/platform';
import { paymentEffects } from './payments/payment-effects';
import { payoutEffects } from './payouts/payout-effects';
import type { EffectHandler } from './reactors/dispatch';

/** Every call the reactors make to the payment provider: charges and refunds, transfers and payouts. */
export const providerEffects = (deps: { commands: CommandHandler; gateway: PaymentGateway }): Record<string, EffectHandler> => ({
  ...paymentEffects(deps),
  ...payoutEffects(deps),
});
