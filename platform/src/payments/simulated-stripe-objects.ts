import { createHash, randomInt } from 'node:crypto';
import type { ChargeResult, DeclineReason, RefundResult } from './payment-gateway';
import { STRIPE_API_VERSION } from './stripe-api-version';

/**
 * What the simulated gateway stores and sends, in Stripe's shapes: its test cards, its ids, and the objects its
 * webhooks carry. Kept apart from the gateway's SQL so that each reads on its own.
 */

/** How Stripe's test mode answers a test payment method (https://docs.stripe.com/testing). */
export type CardBehaviour = { kind: 'succeeds' } | { kind: 'declines'; reason: DeclineReason } | { kind: 'authenticates' };

/** A test card as the simulated card form shows it: the id to send, and the card number it stands for. */
export type TestCard = { paymentMethodId: string; brand: 'visa' | 'mastercard' | 'amex'; number: string; behaviour: CardBehaviour };

/** Stripe's test payment methods the simulated gateway answers for, in the order the card form lists them. */
export const TEST_CARD_LIST: readonly TestCard[] = [
  { paymentMethodId: 'pm_card_visa', brand: 'visa', number: '4242 4242 4242 4242', behaviour: { kind: 'succeeds' } },
  { paymentMethodId: 'pm_card_mastercard', brand: 'mastercard', number: '5555 5555 5555 4444', behaviour: { kind: 'succeeds' } },
  { paymentMethodId: 'pm_card_visa_debit', brand: 'visa', number: '4000 0566 5566 5556', behaviour: { kind: 'succeeds' } },
  { paymentMethodId: 'pm_card_amex', brand: 'amex', number: '3782 822463 10005', behaviour: { kind: 'succeeds' } },
  // 3-D Secure on every payment: on session the person is asked; off session nobody is there, so it fails.
  { paymentMethodId: 'pm_card_authenticationRequired', brand: 'visa', number: '4000 0027 6000 3184', behaviour: { kind: 'authenticates' } },
  { paymentMethodId: 'pm_card_chargeDeclined', brand: 'visa', number: '4000 0000 0000 0002', behaviour: { kind: 'declines', reason: 'card_declined' } },
  { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds', brand: 'visa', number: '4000 0000 0000 9995', behaviour: { kind: 'declines', reason: 'insufficient_funds' } },
  { paymentMethodId: 'pm_card_chargeDeclinedExpiredCard', brand: 'visa', number: '4000 0000 0000 0069', behaviour: { kind: 'declines', reason: 'expired_card' } },
  { paymentMethodId: 'pm_card_chargeDeclinedProcessingError', brand: 'visa', number: '4000 0000 0000 0119', behaviour: { kind: 'declines', reason: 'processing_error' } },
];

// A Map, not an object literal: an id such as `constructor` must not find Object.prototype's.
export const TEST_CARDS: ReadonlyMap<string, CardBehaviour> = new Map(TEST_CARD_LIST.map((card) => [card.paymentMethodId, card.behaviour]));

/** What a test card does, in one word for the card form: it pays, asks for 3-D Secure, or is declined and why. */
export const testCardOutcome = (behaviour: CardBehaviour): 'succeeds' | 'authentication_required' | DeclineReason =>
  behaviour.kind === 'succeeds' ? 'succeeds' : behaviour.kind === 'authenticates' ? 'authentication_required' : behaviour.reason;

export type IntentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method';

export type IntentRow = {
  id: string;
  request_hash: string;
  customer_id: string;
  payment_method_id: string;
  amount_cents: number;
  status: IntentStatus;
  decline_reason: DeclineReason | null;
  client_secret: string;
  metadata: Record<string, string>;
  created_at: Date;
};

export type RefundRow = {
  id: string;
  request_hash: string;
  payment_intent_id: string;
  amount_cents: number;
  status: 'succeeded';
  metadata: Record<string, string>;
  created_at: Date;
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomText = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** An id shaped like Stripe's (`pi_3Px…`), so that logs and screens look the same in both modes. */
export const newId = (prefix: 'pi' | 're' | 'cus' | 'evt' | 'acct' | 'tr' | 'po') => `${prefix}_${randomText(24)}`;
export const newClientSecret = (paymentIntentId: string) => `${paymentIntentId}_secret_${randomText(25)}`;
/** Each intent has one charge in Stripe; its id follows the intent's, since the simulation stores none. */
export const chargeIdOf = (paymentIntentId: string) => `ch_${paymentIntentId.slice('pi_'.length)}`;

/** The request as Stripe compares it on a reused idempotency key: every parameter, key order aside. */
export function requestHash(request: Record<string, unknown>): string {
  const canonical = (value: unknown): unknown =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
      : value;
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

export function chargeResultOfRow(row: IntentRow): ChargeResult {
  switch (row.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentIntentId: row.id };
    case 'requires_action':
      return { status: 'requires_action', paymentIntentId: row.id, clientSecret: row.client_secret };
    case 'requires_payment_method':
      return { status: 'failed', paymentIntentId: row.id, reason: row.decline_reason ?? 'card_declined' };
  }
}

export const refundResultOfRow = (row: RefundRow): RefundResult => ({ status: row.status, refundId: row.id });

/** Stripe's `last_payment_error` for a reason; `declineReasonOf` of the Stripe gateway reads it back the same. */
const lastPaymentErrors: Record<DeclineReason, { code: string; decline_code?: string }> = {
  card_declined: { code: 'card_declined', decline_code: 'generic_decline' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds' },
  expired_card: { code: 'expired_card', decline_code: 'expired_card' },
  authentication_required: { code: 'authentication_required', decline_code: 'authentication_required' },
  authentication_failed: { code: 'payment_intent_authentication_failure' },
  processing_error: { code: 'processing_error', decline_code: 'processing_error' },
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const paymentIntentObject = (row: IntentRow) => ({
  id: row.id,
  object: 'payment_intent',
  amount: row.amount_cents,
  amount_received: row.status === 'succeeded' ? row.amount_cents : 0,
  currency: 'cad',
  customer: row.customer_id,
  payment_method: row.payment_method_id,
  status: row.status,
  created: seconds(row.created_at),
  livemode: false,
  metadata: row.metadata,
  last_payment_error: row.decline_reason
    ? { type: 'card_error', message: `simulated: ${row.decline_reason}`, ...lastPaymentErrors[row.decline_reason] }
    : null,
});

export const refundObject = (row: RefundRow) => ({
  id: row.id,
  object: 'refund',
  amount: row.amount_cents,
  currency: 'cad',
  payment_intent: row.payment_intent_id,
  charge: chargeIdOf(row.payment_intent_id),
  status: row.status,
  created: seconds(row.created_at),
  metadata: row.metadata,
});

/** The charge after a refund (`charge.refunded`): it carries the intent's metadata, as Stripe copies it there. */
export const refundedChargeObject = (intent: IntentRow, refundedCents: number) => ({
  id: chargeIdOf(intent.id),
  object: 'charge',
  amount: intent.amount_cents,
  amount_refunded: refundedCents,
  refunded: refundedCents === intent.amount_cents,
  currency: 'cad',
  payment_intent: intent.id,
  status: 'succeeded',
  created: seconds(intent.created_at),
  livemode: false,
  metadata: intent.metadata,
});

export const intentEventType = (status: IntentStatus) =>
  status === 'succeeded'
    ? 'payment_intent.succeeded'
    : status === 'requires_action'
      ? 'payment_intent.requires_action'
      : 'payment_intent.payment_failed';

export type WebhookEvent = ReturnType<typeof webhookEvent>;

export const webhookEvent = (type: string, object: { id: string; object: string }, at: Date) => ({
  id: newId('evt'),
  object: 'event',
  api_version: STRIPE_API_VERSION,
  created: seconds(at),
  livemode: false,
  pending_webhooks: 1,
  type,
  data: { object },
});
