import type postgres from 'postgres';
import { paymentWebhookSecretOf, type Config } from '../config/config';
import type { Logger } from '../log/logger';
import { createSimulatedGateway, type SimulatedGateway } from './simulated-gateway';
import { createStripeGateway, type StripeGateway } from './stripe-gateway';

/** Either gateway; `mode` tells them apart (the simulated one also drives its 3-D Secure dialog and its webhooks). */
export type ConfiguredPaymentGateway = SimulatedGateway | StripeGateway;

/** The gateway PAYMENTS names (the config schema already required Stripe's three values with PAYMENTS=stripe). */
export function createPaymentGateway(
  config: Pick<Config, 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
  deps: { sql: postgres.Sql; logger: Logger; clock?: () => Date },
): ConfiguredPaymentGateway {
  if (config.PAYMENTS === 'simulated') {
    deps.logger.info('payments are simulated: no card is charged and no money moves (PAYMENTS=simulated)');
    return createSimulatedGateway({
      sql: deps.sql,
      webhookSecret: paymentWebhookSecretOf(config),
      logger: deps.logger.child({ component: 'simulated-payments' }),
      ...(deps.clock ? { clock: deps.clock } : {}),
    });
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENTS=stripe');
  }
  return createStripeGateway({ secretKey, publishableKey, webhookSecret });
}
