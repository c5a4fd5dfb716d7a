import postgres from 'postgres';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { createLogger } from '../../src/log/logger';
import { createPaymentGateway } from '../../src/payments/create-payment-gateway';
import { PaymentRequestError, WebhookSignatureError, type ChargeRequest } from '../../src/payments/payment-gateway';
import { STRIPE_API_VERSION } from '../../src/payments/stripe-api-version';
import {
  chargeErrorResult,
  chargeParams,
  connectedAccountOf,
  chargeResultOf,
  createStripeGateway,
  declineReasonOf,
  payoutResultOf,
  refundResultOf,
  toProviderEvent,
} from '../../src/payments/stripe-gateway';

const request: ChargeRequest = {
  idempotencyKey: 'b-1:deposit:1',
  amountCents: 12_345,
  customerId: 'cus_1',
  paymentMethodId: 'pm_card_visa',
  offSession: false,
  saveForLater: true,
  metadata: { bookingId: 'b-1', chargeId: 'b-1:deposit:1' },
};
const intent = (id: string) => ({ id }) as unknown as Stripe.PaymentIntent;
const cardError = (raw: { code: string; decline_code?: string }) =>
  new Stripe.errors.StripeCardError({ type: 'card_error', message: 'Your card was declined.', payment_intent: intent('pi_declined'), ...raw });
const keys = { secretKey: 'sk_test_unit', publishableKey: 'pk_test_unit', webhookSecret: 'whsec_unit' };

describe('the Stripe gateway’s mappings', () => {
  it('creates and confirms a card PaymentIntent in CAD, keeping the card on session for the later charge', () => {
    expect(chargeParams(request)).toEqual({
      amount: 12_345,
      currency: 'cad',
      customer: 'cus_1',
      payment_method: 'pm_card_visa',
      confirm: true,
      allowed_payment_method_types: ['card'],
      use_stripe_sdk: true,
      setup_future_usage: 'off_session',
      metadata: request.metadata,
    });
    const offSession = chargeParams({ ...request, offSession: true, saveForLater: true, description: 'Weklean balance b-1' });
    expect(offSession).toMatchObject({ off_session: true, description: 'Weklean balance b-1' });
    expect(offSession).not.toHaveProperty('setup_future_usage');
    expect(chargeParams({ ...request, saveForLater: false })).not.toHaveProperty('setup_future_usage');
  });

  it('reads a PaymentIntent’s status as the product’s charge result', () => {
    expect(chargeResultOf({ id: 'pi_1', status: 'succeeded', client_secret: 'pi_1_secret_x' })).toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(chargeResultOf({ id: 'pi_1', status: 'requires_action', client_secret: 'pi_1_secret_x' })).toEqual({
      status: 'requires_action',
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
    });
    expect(chargeResultOf({ id: 'pi_1', status: 'processing', client_secret: null })).toEqual({ status: 'processing', paymentIntentId: 'pi_1' });
    // A status newer than this code (Stripe's statuses are an open list) is not taken for an outcome.
    expect(chargeResultOf({ id: 'pi_1', status: 'requires_something_new', client_secret: null })).toEqual({ status: 'processing', paymentIntentId: 'pi_1' });
    expect(
      chargeResultOf({ id: 'pi_1', status: 'requires_payment_method', client_secret: null, last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } }),
    ).toEqual({ status: 'failed', paymentIntentId: 'pi_1', reason: 'insufficient_funds' });
  });

  it('names a decline with Stripe’s decline code, or its error code', () => {
    expect(declineReasonOf({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe('insufficient_funds');
    expect(declineReasonOf({ code: 'expired_card' })).toBe('expired_card');
    expect(declineReasonOf({ code: 'authentication_required', decline_code: 'authentication_required' })).toBe('authentication_required');
    expect(declineReasonOf({ code: 'payment_intent_authentication_failure' })).toBe('authentication_failed');
    expect(declineReasonOf({ code: 'processing_error' })).toBe('processing_error');
    expect(declineReasonOf({ code: 'card_declined', decline_code: 'stolen_card' })).toBe('card_declined');
    expect(declineReasonOf({})).toBe('card_declined');
  });

  it('turns a card error into a failed charge, a refused payment method into a PaymentRequestError, and rethrows the rest', () => {
    expect(chargeErrorResult(cardError({ code: 'card_declined', decline_code: 'insufficient_funds' }))).toEqual({
      status: 'failed',
      paymentIntentId: 'pi_declined',
      reason: 'insufficient_funds',
    });
    expect(chargeErrorResult(cardError({ code: 'authentication_required', decline_code: 'authentication_required' }))).toMatchObject({
      reason: 'authentication_required',
    });
    const missing = new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_x'" });
    expect(() => chargeErrorResult(missing)).toThrow(expect.objectContaining({ code: 'invalid_payment_method' }));
    const reused = new Stripe.errors.StripeIdempotencyError({ type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' });
    expect(() => chargeErrorResult(reused)).toThrow(PaymentRequestError);
    const outage = new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'Stripe is down' });
    expect(() => chargeErrorResult(outage)).toThrow(outage);
    const otherRequest = new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: 'No such customer' });
    expect(() => chargeErrorResult(otherRequest)).toThrow(otherRequest);
  });

  it('reads a refund’s status', () => {
    expect(refundResultOf({ id: 're_1', status: 'succeeded' })).toEqual({ status: 'succeeded', refundId: 're_1' });
    expect(refundResultOf({ id: 're_1', status: 'pending' })).toEqual({ status: 'pending', refundId: 're_1' });
    expect(refundResultOf({ id: 're_1', status: 'failed', failure_reason: 'expired_or_canceled_card' })).toEqual({
      status: 'failed',
      refundId: 're_1',
      reason: 'expired_or_canceled_card',
    });
  });

  it('reduces an event to its object and the metadata we put there', () => {
    const event = (object: Record<string, unknown>) => ({ id: 'evt_1', type: 'x.y', data: { object } });
    expect(toProviderEvent(event({ id: 're_1', object: 'refund', metadata: { bookingId: 'b-1', n: 3 } }))).toEqual({
      id: 'evt_1',
      type: 'x.y',
      objectId: 're_1',
      objectKind: 'refund',
      metadata: { bookingId: 'b-1' },
      account: null,
    });
    // Connect: a payout of a connected account names the account it comes from.
    expect(toProviderEvent({ ...event({ id: 'po_1', object: 'payout', metadata: { cleanerId: 'c-1', payoutId: 'weekly:c-1:2026-W47' } }), account: 'acct_1' })).toEqual({
      id: 'evt_1',
      type: 'x.y',
      objectId: 'po_1',
      objectKind: 'payout',
      metadata: { cleanerId: 'c-1', payoutId: 'weekly:c-1:2026-W47' },
      account: 'acct_1',
    });
    expect(toProviderEvent(event({ id: 'cus_1', object: 'customer' }))).toMatchObject({ objectId: null, objectKind: 'other', metadata: {} });
    // The fields read, typed with the pinned API version's event and objects: a version that renames one fails to compile.
    const payoutPaid: Pick<Stripe.PayoutPaidEvent, 'id' | 'object' | 'type' | 'account'> & { data: { object: Pick<Stripe.Payout, 'id' | 'object' | 'metadata'> } } = {
      id: 'evt_2',
      object: 'event',
      type: 'payout.paid',
      account: 'acct_1',
      data: { object: { id: 'po_2', object: 'payout', metadata: { cleanerId: 'c-1' } } },
    };
    expect(toProviderEvent(payoutPaid)).toMatchObject({ objectId: 'po_2', objectKind: 'payout', account: 'acct_1', metadata: { cleanerId: 'c-1' } });
    expect(() => toProviderEvent({ id: 'evt_1' })).toThrow(WebhookSignatureError);
  });
});

describe('the Stripe API version', () => {
  it('is the one the installed SDK is built for', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });
});

describe('the Stripe gateway’s webhook check', () => {
  const gateway = createStripeGateway(keys);
  const rawBody = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', metadata: { bookingId: 'b-1', chargeId: 'c-1' } } },
  });
  const header = (secret = keys.webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp });

  it('accepts a body signed with the endpoint secret', () => {
    expect(gateway.mode).toBe('stripe');
    expect(gateway.publishableKey).toBe('pk_test_unit');
    expect(gateway.verifyWebhook(rawBody, header())).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      objectId: 'pi_1',
      objectKind: 'payment_intent',
      metadata: { bookingId: 'b-1', chargeId: 'c-1' },
      account: null,
    });
  });

  it('refuses another secret, an altered body, a header older than 300 s, and no header', () => {
    expect(() => gateway.verifyWebhook(rawBody, header('whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(rawBody.replace('succeeded', 'failed'), header())).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, header(keys.webhookSecret, Math.floor(Date.now() / 1000) - 301))).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
  });
});

describe('choosing the payment gateway from the environment', () => {
  // Never queried: postgres.js connects on the first query only.
  const sql = postgres('postgres://nobody@127.0.0.1:1/none');
  const logger = createLogger({ level: 'error', json: true, write: () => undefined });

  it('is simulated by default, and Stripe with its keys', () => {
    expect(createPaymentGateway(loadConfig({}), { sql, logger })).toMatchObject({ mode: 'simulated', publishableKey: null });
    const config = loadConfig({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(createPaymentGateway(config, { sql, logger })).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_1' });
  });
});

describe('the Stripe gateway’s Connect mappings', () => {
  const account = (patch: Record<string, unknown>) =>
    ({ payouts_enabled: false, details_submitted: false, requirements: { currently_due: [], past_due: [], disabled_reason: null }, external_accounts: { data: [] }, ...patch }) as never;

  it('reads an account as one of the SPEC’s statuses, with what it still needs', () => {
    expect(connectedAccountOf(account({ requirements: { currently_due: ['individual.first_name', 'individual.dob.day', 'external_account', 'tos_acceptance.date'], past_due: [], disabled_reason: null } }))).toEqual({
      status: 'pending_requirements',
      requirements: ['legal_name', 'date_of_birth', 'bank_account', 'tos_acceptance'],
      bankLast4: null,
    });
    expect(connectedAccountOf(account({ details_submitted: true }))).toMatchObject({ status: 'pending', requirements: [] });
    expect(connectedAccountOf(account({ details_submitted: true, requirements: { currently_due: ['individual.verification.document'], past_due: [], disabled_reason: null } }))).toMatchObject({
      status: 'incomplete',
      requirements: ['identity_document'],
    });
    expect(connectedAccountOf(account({ details_submitted: true, requirements: { currently_due: [], past_due: ['individual.address.line1'], disabled_reason: 'requirements.past_due' } }))).toMatchObject({
      status: 'restricted',
      requirements: ['address'],
    });
    expect(connectedAccountOf(account({ details_submitted: true, requirements: { currently_due: [], past_due: [], disabled_reason: 'rejected.fraud' } }))).toMatchObject({ status: 'inactive' });
    expect(connectedAccountOf(account({ payouts_enabled: true, details_submitted: true, external_accounts: { data: [{ object: 'bank_account', last4: '6789' }] } }))).toEqual({
      status: 'active',
      requirements: [],
      bankLast4: '6789',
    });
  });

  it('reads a payout’s status and why it failed', () => {
    expect(payoutResultOf({ id: 'po_1', status: 'in_transit', failure_code: null })).toEqual({ providerPayoutId: 'po_1', status: 'in_transit', failureReason: null });
    expect(payoutResultOf({ id: 'po_1', status: 'failed', failure_code: 'account_closed' })).toEqual({ providerPayoutId: 'po_1', status: 'failed', failureReason: 'account_closed' });
    expect(payoutResultOf({ id: 'po_1', status: 'canceled', failure_code: null })).toEqual({ providerPayoutId: 'po_1', status: 'failed', failureReason: 'canceled' });
    expect(payoutResultOf({ id: 'po_1', status: 'pending', failure_code: null })).toEqual({ providerPayoutId: 'po_1', status: 'pending', failureReason: null });
  });
});
