import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStream, postedBalances, type Posting, type RecordedEvent } from '@weklean/domain';
import postgres from 'postgres';
import { createCommandHandler, createLogger, createSimulatedGateway, SIMULATED_WEBHOOK_SECRET } from '@weklean/platform';
import { createPayments } from '../src/payments/payments';
import { addProperty, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { settleReactions } from './support/reactions';
import { createTestApp, json, ORIGIN, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';

/** A seeded shuffle (the test is the same on every run). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('provider webhooks', () => {
  let t: TestApp;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;
  const delivered: { body: string; signature: string }[] = [];

  const collect = async (stream: string) => {
    const events: RecordedEvent[] = [];
    for await (const event of t.store.readStream(stream)) events.push(event);
    return events;
  };
  const post = (body: string, signature: string) =>
    t.app.request('/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });

  beforeAll(async () => {
    t = await createTestApp('payment_webhooks', { clock: () => NOW });
    // Every event the simulated provider sends, as it sent it (body and signature), to deliver again below.
    t.gateway.onWebhook(async (body, signature) => void delivered.push({ body, signature }));
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    propertyId = await addProperty(t, client);
  }, 60_000);
  afterAll(async () => t?.close());

  it('records each charge and refund once when every event comes 50 times, shuffled and concurrent; the ledger balances', async () => {
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: true,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Cancelled by the client well ahead: the whole deposit is refunded by the end-payment reactor.
    expect((await t.app.request(`/api/bookings/${id}/cancel`, json('POST', { reason: 'other' }, client.headers))).status).toBe(200);
    await settleReactions(t);
    await t.gateway.whenDelivered();
    const types = delivered.map((event) => (JSON.parse(event.body) as { type: string }).type);
    expect(types).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'refund.created']));

    const storm = shuffled(delivered.flatMap((event) => Array.from({ length: 50 }, () => event)), 20261125);
    const answers = await Promise.all(storm.map((event) => post(event.body, event.signature)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await settleReactions(t);

    const events = await collect(paymentStream(id));
    const count = (type: string) => events.filter((event) => event.type === type).length;
    expect(count('ChargeSucceeded')).toBe(1);
    expect(count('RefundRequested')).toBe(1);
    expect(count('RefundSucceeded')).toBe(1);
    const postings = events.filter((event) => event.type === 'LedgerPosted').map((event) => event.data as Posting);
    expect(new Set(postings.map((posting) => posting.postingId)).size).toBe(postings.length);
    const balances = postedBalances(postings);
    expect([...balances.values()].reduce((sum, amount) => sum + amount, 0)).toBe(0);
    expect(balances.get('cash') ?? 0).toBe(0);
    // Each provider event id is in the inbox once, with every delivery counted.
    const inbox = await t.sql<{ event_id: string; deliveries: number; processed_at: Date | null }[]>`select event_id, deliveries, processed_at from payment_webhook_inbox`;
    expect(inbox).toHaveLength(delivered.length);
    expect(inbox.every((row) => row.processed_at !== null && row.deliveries >= 50)).toBe(true);
  }, 120_000);

  it('handles a storm of deliveries on a pool smaller than the storm: no delivery waits while holding a connection', async () => {
    // The first test's events delivered again, to payments built on a pool of 3 connections (the simulated provider
    // on it too, as in the embedded default): with the inbox row held in a transaction while the event was handled,
    // three waiting deliveries held the three connections and the one handling the event never got one.
    expect(delivered.length).toBeGreaterThan(0);
    await t.sql`delete from payment_webhook_inbox`;
    const small = postgres(t.database.url, { max: 3, onnotice: () => undefined });
    try {
      const logger = createLogger({ level: 'error', json: true });
      const gateway = createSimulatedGateway({ sql: small, webhookSecret: SIMULATED_WEBHOOK_SECRET, logger });
      const payments = createPayments({ sql: small, commands: createCommandHandler(t.store), gateway, logger, clock: () => NOW });
      const storm = shuffled(delivered.flatMap((event) => Array.from({ length: 20 }, () => event)), 7);
      const outcomes = await Promise.all(storm.map((event) => payments.handleWebhook(event.body, event.signature)));
      expect(outcomes.filter((outcome) => outcome !== 'duplicate')).toHaveLength(delivered.length);
      expect(outcomes.every((outcome) => outcome !== 'busy' && outcome !== 'invalid')).toBe(true);
    } finally {
      await small.end();
    }
    const inbox = await t.sql<{ deliveries: number; processed_at: Date | null; claimed_until: Date | null }[]>`select deliveries, processed_at, claimed_until from payment_webhook_inbox`;
    expect(inbox).toHaveLength(delivered.length);
    expect(inbox.every((row) => row.deliveries === 20 && row.processed_at !== null && row.claimed_until === null)).toBe(true);
    // Acted on again from the provider's current state, the booking's payment gained nothing.
    const id = (JSON.parse(delivered[0]!.body) as { data: { object: { metadata: { bookingId: string } } } }).data.object.metadata.bookingId;
    const events = await collect(paymentStream(id));
    expect(events.filter((event) => event.type === 'ChargeSucceeded')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'RefundSucceeded')).toHaveLength(1);
  }, 120_000);

  it('acts on the provider’s current state: a stale failure delivered after the success changes nothing', async () => {
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: '2026-11-26T15:00:00.000Z', durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    const body = (await created.json()) as { id: string };
    const [charge] = (await collect(paymentStream(body.id))).filter((event) => event.type === 'ChargeSucceeded');
    const { paymentIntentId, chargeId } = charge!.data as { paymentIntentId: string; chargeId: string };
    const stale = JSON.stringify({
      id: 'evt_stale_failure', object: 'event', type: 'payment_intent.payment_failed', created: Math.floor(Date.now() / 1000),
      data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'requires_payment_method', metadata: { bookingId: body.id, chargeId } } },
    });
    const answer = await post(stale, Stripe.webhooks.generateTestHeaderString({ payload: stale, secret: SIMULATED_WEBHOOK_SECRET }));
    expect(answer.status).toBe(200);
    const after = await collect(paymentStream(body.id));
    expect(after.filter((event) => event.type === 'ChargeFailed')).toHaveLength(0);
    const details = await t.app.request(`/api/bookings/${body.id}`, { headers: client.headers });
    expect(((await details.json()) as { paymentStatus: string }).paymentStatus).toBe('initial_completed');
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const forged = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', object: 'payment_intent', metadata: {} } } });
    const answer = await post(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_someone_else' }));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { code: string }).code).toBe('payment.webhook-invalid');
    expect(await t.sql`select 1 from payment_webhook_inbox where event_id = 'evt_forged'`).toHaveLength(0);
    const unsigned = await t.app.request('/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: forged });
    expect(unsigned.status).toBe(400);
  });
});
