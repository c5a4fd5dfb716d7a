import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRequestError, type ChargeRequest, type RefundRequest } from '../../src/payments/payment-gateway';
import { createSimulatedGateway, type SimulatedGateway } from '../../src/payments/simulated-gateway';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SECRET = 'whsec_simulated_test';

describe('the simulated payment gateway', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let gateway: SimulatedGateway;
  const run = randomUUID();
  let counter = 0;
  const key = (label: string) => `${label}:${run}:${++counter}`;

  const chargeRequest = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
    idempotencyKey: key('charge'),
    amountCents: 1000,
    customerId: 'cus_test',
    paymentMethodId: 'pm_card_visa',
    offSession: false,
    saveForLater: true,
    metadata: { bookingId: 'b-1', chargeId: 'b-1:deposit:1' },
    ...overrides,
  });
  const refundRequest = (paymentIntentId: string, amountCents: number, overrides: Partial<RefundRequest> = {}): RefundRequest => ({
    idempotencyKey: key('refund'),
    paymentIntentId,
    amountCents,
    metadata: { bookingId: 'b-1', refundId: `b-1:refund:${counter}` },
    ...overrides,
  });
  const paidIntent = async (amountCents = 1000) => {
    const result = await gateway.charge(chargeRequest({ amountCents }));
    if (result.status !== 'succeeded') throw new Error(`expected a succeeded charge, got ${result.status}`);
    return result.paymentIntentId;
  };
  const intentsWithKey = async (idempotencyKey: string) =>
    (await sql<{ n: number }[]>`select count(*)::int as n from simulated_payment_intents where idempotency_key = ${idempotencyKey}`)[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase('simulated_payments', { migrated: true });
    sql = postgres(database.url, { max: 10, onnotice: () => undefined });
    gateway = createSimulatedGateway({ sql, webhookSecret: SECRET });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('answers like Stripe test mode for each of its test cards, and reads the same answer back', async () => {
    const expected = {
      pm_card_visa: { status: 'succeeded' },
      pm_card_mastercard: { status: 'succeeded' },
      pm_card_chargeDeclined: { status: 'failed', reason: 'card_declined' },
      pm_card_chargeDeclinedInsufficientFunds: { status: 'failed', reason: 'insufficient_funds' },
      pm_card_chargeDeclinedExpiredCard: { status: 'failed', reason: 'expired_card' },
    };
    for (const [paymentMethodId, answer] of Object.entries(expected)) {
      const result = await gateway.charge(chargeRequest({ paymentMethodId }));
      expect(result, paymentMethodId).toMatchObject({ ...answer, paymentIntentId: expect.stringMatching(/^pi_\w{24}$/) });
      expect(await gateway.retrieveCharge(result.paymentIntentId!)).toEqual(result);
    }
  });

  it('asks for 3-D Secure on session with pm_card_authenticationRequired, and fails it off session', async () => {
    const onSession = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' }));
    expect(onSession.status).toBe('requires_action');
    if (onSession.status !== 'requires_action') return;
    expect(onSession.clientSecret).toMatch(new RegExp(`^${onSession.paymentIntentId}_secret_\\w+$`));

    const offSession = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired', offSession: true, saveForLater: false }));
    expect(offSession).toMatchObject({ status: 'failed', reason: 'authentication_required' });
  });

  it('refuses an unknown payment method and an amount that is not a positive whole number of cents, keeping nothing', async () => {
    const unknown = chargeRequest({ paymentMethodId: 'pm_card_unknown' });
    await expect(gateway.charge(unknown)).rejects.toMatchObject({ code: 'invalid_payment_method', message: 'No such PaymentMethod' });
    await expect(gateway.charge(chargeRequest({ paymentMethodId: 'constructor' }))).rejects.toBeInstanceOf(PaymentRequestError);
    for (const amountCents of [0, -100, 10.5, Number.NaN]) {
      await expect(gateway.charge(chargeRequest({ amountCents }))).rejects.toMatchObject({ code: 'invalid_request' });
    }
    expect(await intentsWithKey(unknown.idempotencyKey)).toBe(0);
  });

  it('answers one key with one charge: twice in a row, from 20 concurrent calls, and after a restart', async () => {
    const request = chargeRequest();
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);

    const concurrent = chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => gateway.charge(concurrent)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await intentsWithKey(concurrent.idempotencyKey)).toBe(1);

    // Another process, after this one was killed: the state is in PostgreSQL, not in memory.
    const otherPool = postgres(database.url, { max: 2, onnotice: () => undefined });
    try {
      expect(await createSimulatedGateway({ sql: otherPool, webhookSecret: SECRET }).charge(request)).toEqual(first);
    } finally {
      await otherPool.end();
    }
    expect(await intentsWithKey(request.idempotencyKey)).toBe(1);
  });

  it('refuses a key reused with another amount, card or customer, as Stripe does', async () => {
    const request = chargeRequest();
    await gateway.charge(request);
    for (const changed of [{ amountCents: 1001 }, { paymentMethodId: 'pm_card_mastercard' }, { customerId: 'cus_other' }]) {
      await expect(gateway.charge({ ...request, ...changed })).rejects.toMatchObject({
        code: 'invalid_request',
        message: 'idempotency key reused with different parameters',
      });
    }
    expect(await intentsWithKey(request.idempotencyKey)).toBe(1);
  });

  it('refunds in parts up to the amount paid, never beyond, once per key', async () => {
    const paymentIntentId = await paidIntent(1000);
    const first = refundRequest(paymentIntentId, 400);
    const refunded = await gateway.refund(first);
    expect(refunded).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_\w{24}$/) });
    expect(await gateway.refund(first)).toEqual(refunded);
    expect(await gateway.retrieveRefund(refunded.refundId!)).toEqual(refunded);

    await expect(gateway.refund(refundRequest(paymentIntentId, 601))).rejects.toMatchObject({
      code: 'invalid_request',
      message: 'Refund amount ($6.01) is greater than unrefunded amount on charge ($6.00)',
    });
    await expect(gateway.refund({ ...first, amountCents: 300 })).rejects.toThrow(/idempotency key reused/);
    expect(await gateway.refund(refundRequest(paymentIntentId, 600))).toMatchObject({ status: 'succeeded' });
    await expect(gateway.refund(refundRequest(paymentIntentId, 1))).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('never refunds more than was paid, even when refunds of one payment race', async () => {
    const paymentIntentId = await paidIntent(1000);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => gateway.refund(refundRequest(paymentIntentId, 300))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const [row] = await sql<{ total: number }[]>`
      select sum(amount_cents)::int as total from simulated_refunds where payment_intent_id = ${paymentIntentId}`;
    expect(row?.total).toBe(900);
  });

  it('refuses to refund a charge that did not succeed, or one it does not know', async () => {
    const declined = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_chargeDeclined' }));
    await expect(gateway.refund(refundRequest(declined.paymentIntentId!, 100))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(gateway.refund(refundRequest('pi_missing', 100))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(gateway.retrieveRefund('re_missing')).rejects.toBeInstanceOf(PaymentRequestError);
    await expect(gateway.retrieveCharge('pi_missing')).rejects.toBeInstanceOf(PaymentRequestError);
  });

  it('finishes the 3-D Secure dialog: passed, failed, and no change to a charge that was not waiting for it', async () => {
    const passed = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' }));
    expect(await gateway.completeAction(passed.paymentIntentId!, true)).toEqual({ status: 'succeeded', paymentIntentId: passed.paymentIntentId });
    expect(await gateway.retrieveCharge(passed.paymentIntentId!)).toMatchObject({ status: 'succeeded' });
    // Settled: a second answer of the dialog changes nothing.
    expect(await gateway.completeAction(passed.paymentIntentId!, false)).toMatchObject({ status: 'succeeded' });

    const failed = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_authenticationRequired' }));
    const expected = { status: 'failed', paymentIntentId: failed.paymentIntentId, reason: 'authentication_failed' };
    expect(await gateway.completeAction(failed.paymentIntentId!, false)).toEqual(expected);
    expect(await gateway.completeAction(failed.paymentIntentId!, true)).toEqual(expected);

    const declined = await gateway.charge(chargeRequest({ paymentMethodId: 'pm_card_chargeDeclined' }));
    expect(await gateway.completeAction(declined.paymentIntentId!, true)).toMatchObject({ status: 'failed', reason: 'card_declined' });
  });

  it('creates one customer per key, and refuses the key for another user', async () => {
    const idempotencyKey = key('customer');
    const { customerId } = await gateway.createCustomer({ userId: 'user-1', idempotencyKey });
    expect(customerId).toMatch(/^cus_\w{24}$/);
    expect(await gateway.createCustomer({ userId: 'user-1', idempotencyKey })).toEqual({ customerId });
    await expect(gateway.createCustomer({ userId: 'user-2', idempotencyKey })).rejects.toMatchObject({ code: 'invalid_request' });
  });
});
