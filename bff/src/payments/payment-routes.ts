import { Hono } from 'hono';
import { TEST_CARD_LIST, testCardOutcome } from '@weklean/platform';
import type { AppEnv } from '../http/env';
import { refuse } from '../http/refusal';
import type { Payments } from './payments';

/** The simulated gateway's own test cards, with what each does, for the simulated card form. */
const TEST_CARDS = TEST_CARD_LIST.map(({ paymentMethodId, brand, number, behaviour }) => ({ paymentMethodId, brand, number, outcome: testCardOutcome(behaviour) }));

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
     * read as text, never re-serialized. 400 for a bad signature; 503 while another delivery of the same event is
     * still being handled and 500 on a failure both make the provider deliver again later.
     */
    .post('/webhook', async (c) => {
      const outcome = await payments.handleWebhook(await c.req.text(), c.req.header('stripe-signature'));
      if (outcome === 'invalid') throw refuse('payment.webhook-invalid', 400);
      if (outcome === 'busy') throw refuse('payment.webhook-busy', 503);
      return c.json({ received: true, outcome }, 200);
    });
};
