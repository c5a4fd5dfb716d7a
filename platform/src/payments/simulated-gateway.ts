import type postgres from 'postgres';
import Stripe from 'stripe';
import { createLogger, type Logger } from '../log/logger';
import { PaymentRequestError, type ChargeResult, type PaymentGateway, type PayoutResult } from './payment-gateway';
import {
  TEST_CARDS,
  TEST_CARD_LIST,
  chargeResultOfRow,
  intentEventType,
  newClientSecret,
  newId,
  paymentIntentObject,
  refundObject,
  refundResultOfRow,
  refundedChargeObject,
  requestHash,
  webhookEvent,
  type CardBehaviour,
  type IntentRow,
  type IntentStatus,
  type RefundRow,
  type WebhookEvent,
} from './simulated-stripe-objects';
import { verifyStripeWebhook } from './stripe-gateway';

/**
 * The payment gateway of the embedded default (PAYMENTS=simulated): no card is charged, no money moves. It answers
 * like Stripe's test mode for Stripe's test payment methods, keeps its intents and refunds in PostgreSQL (a retry
 * after a crash finds what the first attempt did), honours idempotency keys as Stripe does, and sends Stripe-shaped,
 * Stripe-signed webhooks to the listeners of this process, so that the webhook route is exercised in both modes.
 * Webhooks are not stored: one lost with a crash is made up for by the product re-reading the charge.
 */

export type WebhookListener = (rawBody: string, signature: string) => Promise<void>;

type SimulatedPayoutRow = { id: string; account_id: string; amount_cents: string; status: 'paid' | 'failed'; failure_reason: string | null };
const payoutResultOfRow = (row: SimulatedPayoutRow): PayoutResult => ({ providerPayoutId: row.id, status: row.status, failureReason: row.failure_reason });

/** Stripe's test bank account numbers whose payouts fail, with the failure code Stripe gives. */
export const FAILING_BANK_ACCOUNTS: Readonly<Record<string, string>> = { '000111111116': 'no_account', '000111111113': 'account_closed' };

export type SimulatedGateway = PaymentGateway & {
  readonly mode: 'simulated';
  readonly publishableKey: null;
  /** The simulated 3-D Secure dialog's answer: a charge waiting for it succeeds or fails; any other is unchanged. */
  completeAction(paymentIntentId: string, succeed: boolean): Promise<ChargeResult>;
  /** Receives every webhook sent from now on, after the call that caused it returned; returns the unsubscriber. */
  onWebhook(listener: WebhookListener): () => void;
  /** Resolves once every webhook sent so far was handed to the listeners (tests, shutdown). */
  whenDelivered(): Promise<void>;
  /** The stand-in for Stripe's hosted onboarding: the account's legal name and (test) bank account number. */
  completeOnboarding(accountId: string, details: { legalName: string; accountNumber: string }): Promise<void>;
};

export type SimulatedGatewayOptions = {
  sql: postgres.Sql;
  /** Signs the webhooks, as Stripe's endpoint secret does (`whsec_…`). */
  webhookSecret: string;
  clock?: () => Date;
  logger?: Logger;
};

const invalid = (message: string) => new PaymentRequestError(message, 'invalid_request');
const reusedKey = () => invalid('idempotency key reused with different parameters');

function assertAmount(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw invalid('amount must be a positive integer number of cents');
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The intent a first attempt creates: Stripe's test-mode answer for this card and session. */
function firstAnswer(card: CardBehaviour, offSession: boolean): { status: IntentStatus; decline_reason: IntentRow['decline_reason'] } {
  if (card.kind === 'succeeds') return { status: 'succeeded', decline_reason: null };
  if (card.kind === 'declines') return { status: 'requires_payment_method', decline_reason: card.reason };
  return offSession ? { status: 'requires_payment_method', decline_reason: 'authentication_required' } : { status: 'requires_action', decline_reason: null };
}

export function createSimulatedGateway(options: SimulatedGatewayOptions): SimulatedGateway {
  const { sql, webhookSecret } = options;
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? createLogger({ level: 'info', json: false });
  const listeners = new Set<WebhookListener>();
  let delivered: Promise<void> = Promise.resolve();

  /** One chain: events reach the listeners in the order of the changes, never inside the caller's own call. */
  const send = (events: WebhookEvent[]) => {
    delivered = delivered
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        for (const event of events) {
          const rawBody = JSON.stringify(event);
          const signature = Stripe.webhooks.generateTestHeaderString({
            payload: rawBody,
            secret: webhookSecret,
            timestamp: Math.floor(clock().getTime() / 1000),
          });
          for (const listener of [...listeners]) {
            try {
              await listener(rawBody, signature);
            } catch (error) {
              logger.error('a simulated payment webhook listener failed', { eventId: event.id, eventType: event.type, error });
            }
          }
        }
      });
  };

  /** Same-key calls queue here, in the database, so that concurrent processes agree on the first answer. */
  const lockKey = (tx: postgres.TransactionSql, kind: string, key: string) =>
    tx`select pg_advisory_xact_lock(hashtextextended(${`simulated-payments:${kind}:${key}`}, 0))`;

  const findIntent = async (id: string, tx: postgres.Sql | postgres.TransactionSql = sql, forUpdate = false) => {
    const [row] = forUpdate
      ? await tx<IntentRow[]>`select * from simulated_payment_intents where id = ${id} for update`
      : await tx<IntentRow[]>`select * from simulated_payment_intents where id = ${id}`;
    if (!row) throw invalid(`No such payment_intent: '${id}'`);
    return row;
  };

  return {
    mode: 'simulated',
    publishableKey: null,

    async createConnectedAccount({ cleanerId, idempotencyKey }) {
      const accountId = await sql.begin(async (tx) => {
        await lockKey(tx, 'account', idempotencyKey);
        const [existing] = await tx<{ id: string; cleaner_id: string }[]>`
          select id, cleaner_id from simulated_connected_accounts where idempotency_key = ${idempotencyKey}`;
        if (existing) {
          if (existing.cleaner_id !== cleanerId) throw reusedKey();
          return existing.id;
        }
        const id = newId('acct');
        await tx`insert into simulated_connected_accounts (id, idempotency_key, cleaner_id, created_at) values (${id}, ${idempotencyKey}, ${cleanerId}, ${clock()})`;
        return id;
      });
      return { accountId };
    },

    // The simulated onboarding is the app's own stand-in form (docs/api/payouts.md).
    onboardingLink: async () => null,

    async transfer({ accountId, amountCents, transferGroup, idempotencyKey }) {
      const transferId = await sql.begin(async (tx) => {
        await lockKey(tx, 'transfer', idempotencyKey);
        const [existing] = await tx<{ id: string; account_id: string; amount_cents: string }[]>`
          select id, account_id, amount_cents from simulated_transfers where idempotency_key = ${idempotencyKey}`;
        if (existing) {
          if (existing.account_id !== accountId || Number(existing.amount_cents) !== amountCents) throw reusedKey();
          return existing.id;
        }
        const id = newId('tr');
        await tx`insert into simulated_transfers (id, idempotency_key, account_id, amount_cents, transfer_group, created_at)
          values (${id}, ${idempotencyKey}, ${accountId}, ${amountCents}, ${transferGroup}, ${clock()})`;
        return id;
      });
      return { transferId };
    },

    async payout({ accountId, amountCents, instant, idempotencyKey }) {
      return sql.begin(async (tx) => {
        await lockKey(tx, 'payout', idempotencyKey);
        const [existing] = await tx<SimulatedPayoutRow[]>`
          select id, account_id, amount_cents, status, failure_reason from simulated_payouts where idempotency_key = ${idempotencyKey}`;
        if (existing) {
          if (existing.account_id !== accountId || Number(existing.amount_cents) !== amountCents) throw reusedKey();
          return payoutResultOfRow(existing);
        }
        const [account] = await tx<{ bank_account_number: string | null }[]>`select bank_account_number from simulated_connected_accounts where id = ${accountId}`;
        if (!account?.bank_account_number) throw invalid(`no bank account on ${accountId}`);
        // Stripe's test bank accounts that fail a payout; every other one is paid at once. No money moves.
        const failure = FAILING_BANK_ACCOUNTS[account.bank_account_number] ?? null;
        const [row] = await tx<SimulatedPayoutRow[]>`
          insert into simulated_payouts (id, idempotency_key, account_id, amount_cents, instant, status, failure_reason, created_at)
          values (${newId('po')}, ${idempotencyKey}, ${accountId}, ${amountCents}, ${instant}, ${failure ? 'failed' : 'paid'}, ${failure}, ${clock()})
          returning id, account_id, amount_cents, status, failure_reason`;
        return payoutResultOfRow(row!);
      });
    },

    async retrievePayout({ providerPayoutId }) {
      const [row] = await sql<SimulatedPayoutRow[]>`select id, account_id, amount_cents, status, failure_reason from simulated_payouts where id = ${providerPayoutId}`;
      if (!row) throw invalid(`no such payout: ${providerPayoutId}`);
      return payoutResultOfRow(row);
    },

    // A test card stands for its number: two people using 4242… pay with "the same card", as on Stripe's test mode.
    async cardFingerprint(paymentMethodId) {
      const card = TEST_CARD_LIST.find((candidate) => candidate.paymentMethodId === paymentMethodId);
      return card ? `sim_fp_${card.number.replace(/\s/g, '')}` : null;
    },

    async retrieveAccount(accountId) {
      const [row] = await sql<{ legal_name: string | null; bank_account_number: string | null }[]>`
        select legal_name, bank_account_number from simulated_connected_accounts where id = ${accountId}`;
      if (!row) throw invalid(`no such account: ${accountId}`);
      if (!row.bank_account_number) return { status: 'pending_requirements', requirements: ['legal_name', 'bank_account'], bankLast4: null };
      return { status: 'active', requirements: [], bankLast4: row.bank_account_number.slice(-4) };
    },

    async completeOnboarding(accountId, details) {
      const [row] = await sql`
        update simulated_connected_accounts set legal_name = ${details.legalName}, bank_account_number = ${details.accountNumber}
        where id = ${accountId} returning id`;
      if (!row) throw invalid(`no such account: ${accountId}`);
    },

    async createCustomer({ userId, idempotencyKey }) {
      const customerId = await sql.begin(async (tx) => {
        await lockKey(tx, 'customer', idempotencyKey);
        const [existing] = await tx<{ id: string; user_id: string }[]>`
          select id, user_id from simulated_customers where idempotency_key = ${idempotencyKey}`;
        if (existing) {
          if (existing.user_id !== userId) throw reusedKey();
          return existing.id;
        }
        const id = newId('cus');
        await tx`insert into simulated_customers (id, idempotency_key, user_id, created_at) values (${id}, ${idempotencyKey}, ${userId}, ${clock()})`;
        return id;
      });
      return { customerId };
    },

    async charge(request) {
      assertAmount(request.amountCents);
      const card = TEST_CARDS.get(request.paymentMethodId);
      // Refused before anything is kept, as Stripe keeps no idempotent answer for a request that failed validation.
      if (!card) throw new PaymentRequestError('No such PaymentMethod', 'invalid_payment_method');
      const { idempotencyKey, ...parameters } = request;
      const hash = requestHash({ ...parameters, description: parameters.description ?? null });
      const { row, created } = await sql.begin(async (tx) => {
        await lockKey(tx, 'payment_intent', idempotencyKey);
        const [existing] = await tx<IntentRow[]>`select * from simulated_payment_intents where idempotency_key = ${idempotencyKey}`;
        if (existing) {
          if (existing.request_hash !== hash) throw reusedKey();
          return { row: existing, created: false };
        }
        const id = newId('pi');
        const answer = firstAnswer(card, request.offSession);
        const [inserted] = await tx<IntentRow[]>`
          insert into simulated_payment_intents (id, idempotency_key, request_hash, customer_id, payment_method_id, amount_cents,
            off_session, status, decline_reason, client_secret, metadata, created_at)
          values (${id}, ${idempotencyKey}, ${hash}, ${request.customerId}, ${request.paymentMethodId}, ${request.amountCents},
            ${request.offSession}, ${answer.status}, ${answer.decline_reason}, ${newClientSecret(id)}, ${tx.json(request.metadata)}, ${clock()})
          returning *`;
        return { row: inserted!, created: true };
      });
      // A replay answers what the first call answered and sends nothing: the change was announced once.
      if (created) send([webhookEvent(intentEventType(row.status), paymentIntentObject(row), clock())]);
      return chargeResultOfRow(row);
    },

    retrieveCharge: async (paymentIntentId) => chargeResultOfRow(await findIntent(paymentIntentId)),

    async completeAction(paymentIntentId, succeed) {
      const { row, changed } = await sql.begin(async (tx) => {
        const intent = await findIntent(paymentIntentId, tx, true);
        if (intent.status !== 'requires_action') return { row: intent, changed: false };
        const [updated] = await tx<IntentRow[]>`
          update simulated_payment_intents
          set status = ${succeed ? 'succeeded' : 'requires_payment_method'}, decline_reason = ${succeed ? null : 'authentication_failed'}
          where id = ${paymentIntentId}
          returning *`;
        return { row: updated!, changed: true };
      });
      if (changed) send([webhookEvent(intentEventType(row.status), paymentIntentObject(row), clock())]);
      return chargeResultOfRow(row);
    },

    async refund(request) {
      assertAmount(request.amountCents);
      const { idempotencyKey, ...parameters } = request;
      const hash = requestHash(parameters);
      const result = await sql.begin(async (tx) => {
        await lockKey(tx, 'refund', idempotencyKey);
        const [existing] = await tx<RefundRow[]>`select * from simulated_refunds where idempotency_key = ${idempotencyKey}`;
        if (existing) {
          if (existing.request_hash !== hash) throw reusedKey();
          return { refund: existing, created: null };
        }
        // The intent's row lock makes concurrent refunds of one payment add up one after the other.
        const intent = await findIntent(request.paymentIntentId, tx, true);
        if (intent.status !== 'succeeded') throw invalid(`PaymentIntent ${intent.id} has not succeeded: there is nothing to refund`);
        const [sum] = await tx<{ refunded: number }[]>`
          select coalesce(sum(amount_cents), 0)::int as refunded from simulated_refunds where payment_intent_id = ${intent.id}`;
        const refunded = sum?.refunded ?? 0;
        if (refunded + request.amountCents > intent.amount_cents) {
          throw invalid(`Refund amount (${dollars(request.amountCents)}) is greater than unrefunded amount on charge (${dollars(intent.amount_cents - refunded)})`);
        }
        const [inserted] = await tx<RefundRow[]>`
          insert into simulated_refunds (id, idempotency_key, request_hash, payment_intent_id, amount_cents, status, metadata, created_at)
          values (${newId('re')}, ${idempotencyKey}, ${hash}, ${intent.id}, ${request.amountCents}, 'succeeded',
            ${tx.json(request.metadata)}, ${clock()})
          returning *`;
        return { refund: inserted!, created: { intent, refundedCents: refunded + request.amountCents } };
      });
      if (result.created) {
        const at = clock();
        send([
          webhookEvent('refund.created', refundObject(result.refund), at),
          webhookEvent('charge.refunded', refundedChargeObject(result.created.intent, result.created.refundedCents), at),
        ]);
      }
      return refundResultOfRow(result.refund);
    },

    async retrieveRefund(refundId) {
      const [row] = await sql<RefundRow[]>`select * from simulated_refunds where id = ${refundId}`;
      if (!row) throw invalid(`No such refund: '${refundId}'`);
      return refundResultOfRow(row);
    },

    // Checked against the gateway's clock: it signed with that clock (which tests may move).
    verifyWebhook: (rawBody, header) => verifyStripeWebhook(rawBody, header, webhookSecret, clock().getTime()),

    onWebhook(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    whenDelivered: () => delivered,
  };
}
