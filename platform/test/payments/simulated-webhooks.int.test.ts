import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger';
import { WebhookSignatureError, type ChargeRequest } from '../../src/payments/payment-gateway';
import { createSimulatedGateway } from '../../src/payments/simulated-gateway';
import { STRIPE_API_VERSION } from '../../src/payments/stripe-api-version';
import { verifyStripeWebhook } from '../../src/payments/stripe-gateway';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SECRET = 'whsec_simulated_test';
/** The gateway's clock stands still, far from the real time: signatures must be made and checked with it. */
const AT = new Date('2025-06-02T12:00:00Z');
const atSeconds = AT.getTime() / 1000;

type Delivery = { rawBody: string; signature: string; event: { id: string; type: string; created: number; data: { object: Record<string, unknown> } } };

describe('the simulated gateway’s webhooks', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  const run = randomUUID();
  let counter = 0;

  const chargeRequest = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
    idempotencyKey: `charge:${run}:${++counter}`,
    amountCents: 2500,
    customerId: 'cus_test',
    paymentMethodId: 'pm_card_visa',
    offSession: false,
    saveForLater: false,
    metadata: { bookingId: 'b-7', chargeId: `b-7:deposit:${counter}` },
    ...overrides,
  });

  /** A gateway of its own for each test, and what its listener received. */
  const listening = (options: { logged?: string[] } = {}) => {
    const logger = createLogger({ level: 'error', json: true, write: (line) => options.logged?.push(line) });
    const gateway = createSimulatedGateway({ sql, webhookSecret: SECRET, clock: () => AT, logger });
    const deliveries: Delivery[] = [];
    gateway.onWebhook(async (rawBody, signature) => {
      deliveries.push({ rawBody, signature, event: JSON.parse(rawBody) as Delivery['event'] });
    });
    const delivered = async () => {
      await gateway.whenDelivered();
      return deliveries.map((delivery) => delivery.event.type);
    };
    return { gateway, deliveries, delivered };
  };

  beforeAll(async () => {
    database = await createTestDatabase('simulated_webhooks', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('sends one signed, Stripe-shaped event per change, after the call returned, and none for a replay', async () => {
    const { gateway, deliveries, delivered } = listening();
    const request = chargeRequest();
    const charged = await gateway.charge(request);
    expect(deliveries).toHaveLength(0);
    await gateway.charge(request);
    expect(await delivered()).toEqual(['payment_intent.succeeded']);

    const [delivery] = deliveries;
    expect(delivery?.event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      // Rendered in the version our Stripe client is pinned to, as Stripe renders an endpoint's events in its own.
      api_version: STRIPE_API_VERSION,
      created: atSeconds,
      data: { object: { id: charged.paymentIntentId, object: 'payment_intent', status: 'succeeded', amount: 2500, metadata: request.metadata } },
    });
    expect(delivery?.signature).toMatch(new RegExp(`^t=${atSeconds},v1=[0-9a-f]{64}$`));
    expect(gateway.verifyWebhook(delivery!.rawBody, delivery!.signature)).toEqual({
      id: delivery!.event.id,
      type: 'payment_intent.succeeded',
      objectId: charged.paymentIntentId,
      objectKind: 'payment_intent',
      metadata: request.metadata,
      account: null,
    });
  });

  it('announces declines, 3-D Secure and its answer, and refunds, each once', async () => {
    const { gateway, deliveries, delivered } = listening();
    await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }));
    const secure = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' }));
    await gateway.completeAction(secure.paymentIntentId!, true);
    await gateway.completeAction(secure.paymentIntentId!, true);
    const refund = { idempotencyKey: `refund:${run}`, paymentIntentId: secure.paymentIntentId!, amountCents: 1000, metadata: { bookingId: 'b-7', refundId: 'b-7:r1' } };
    const refunded = await gateway.refund(refund);
    await gateway.refund(refund);

    expect(await delivered()).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.requires_action',
      'payment_intent.succeeded',
      'refund.created',
      'charge.refunded',
    ]);
    expect(deliveries[0]?.event.data.object).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(deliveries[3]?.event.data.object).toMatchObject({ id: refunded.refundId, object: 'refund', status: 'succeeded', amount: 1000 });
    expect(gateway.verifyWebhook(deliveries[3]!.rawBody, deliveries[3]!.signature)).toMatchObject({
      objectId: refunded.refundId,
      objectKind: 'refund',
      metadata: refund.metadata,
    });
    expect(deliveries[4]?.event.data.object).toMatchObject({ object: 'charge', amount_refunded: 1000, refunded: false, payment_intent: secure.paymentIntentId });
  });

  it('refuses a tampered body, a signature older than 300 s, another secret and a missing header', async () => {
    const { gateway, deliveries, delivered } = listening();
    await gateway.charge(chargeRequest());
    await delivered();
    const { rawBody, signature } = deliveries[0]!;
    const signedAt = (seconds: number, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: seconds });

    expect(() => gateway.verifyWebhook(rawBody.replace('2500', '250000'), signature)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, signedAt(atSeconds - 301))).toThrow(WebhookSignatureError);
    expect(gateway.verifyWebhook(rawBody, signedAt(atSeconds - 299)).type).toBe('payment_intent.succeeded');
    expect(() => gateway.verifyWebhook(rawBody, signedAt(atSeconds, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, 'garbage')).toThrow(WebhookSignatureError);
    // Checked against the gateway's clock: by the real time, the same signature is long expired.
    expect(() => verifyStripeWebhook(rawBody, signature, SECRET)).toThrow(/tolerance/);
  });

  it('logs a failing listener, keeps delivering to the others, and never throws into the caller', async () => {
    const logged: string[] = [];
    const { gateway, delivered } = listening({ logged });
    gateway.onWebhook(() => Promise.reject(new Error('the webhook route is down')));
    const stopped: string[] = [];
    const unsubscribe = gateway.onWebhook(async (rawBody) => void stopped.push(rawBody));
    unsubscribe();

    expect(await gateway.charge(chargeRequest())).toMatchObject({ status: 'succeeded' });
    expect(await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_chargeDeclined' }))).toMatchObject({ status: 'failed' });
    expect(await delivered()).toEqual(['payment_intent.succeeded', 'payment_intent.payment_failed']);
    expect(logged).toHaveLength(2);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 'error', eventType: 'payment_intent.succeeded', error: { message: 'the webhook route is down' } });
    expect(stopped).toEqual([]);
  });
});
