import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { refuse } from '../http/refusal';
import type { Payments } from './payments';

/**
 * Stripe's test payment-method ids the simulated gateway answers for (docs/api/payments.md), with the test card
 * number each stands for, so that the simulated card form can say what each does.
 */
export const TEST_CARDS = [
  { paymentMethodId: 'pm_card_visa', brand: 'visa', number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { paymentMethodId: 'pm_card_mastercard', brand: 'mastercard', number: '5555 5555 5555 4444', outcome: 'succeeds' },
  { paymentMethodId: 'pm_card_authenticationRequired', brand: 'visa', number: '4000 0027 6000 3184', outcome: 'authentication_required' },
  { paymentMethodId: 'pm_card_chargeDeclined', brand: 'visa', number: '4000 0000 0000 0002', outcome: 'card_declined' },
  { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds', brand: 'visa', number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
  { paymentMethodId: 'pm_card_chargeDeclinedExpiredCard', brand: 'visa', number: '4000 0000 0000 0069', outcome: 'expired_card' },
] as const;

/** /api/payments: what the browser needs to pay, and the provider's webhooks. */
export const paymentRoutes = (deps: { payments: Payments }) => {
  const { payments } = deps;
  return new Hono<AppEnv>()
    .get('/config', (c) => {
      c.header('Cache-Control', 'no-store');
      const simulated = payments.gateway.mode === 'simulated';
      return c.json({ mode: payments.gateway.mode, publishableKey: payments.gateway.publishableKey, testCards: simulated ? TEST_CARDS : [] }, 200);
    })
    /**
     * The provider's events, signed with the webhook secret (300 s tolerance). The raw body is what is signed: it is
     * read as text, never re-serialized. 400 for a bad signature; 500 makes the provider deliver again later.
     */
    .post('/webhook', async (c) => {
      const outcome = await payments.handleWebhook(await c.req.text(), c.req.header('stripe-signature'));
      if (outcome === 'invalid') throw refuse('payment.webhook-invalid', 400);
      return c.json({ received: true, outcome }, 200);
    });
};
