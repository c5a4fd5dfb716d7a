import Stripe from 'stripe';
import {
  PaymentRequestError,
  WebhookSignatureError,
  type ChargeRequest,
  type ChargeResult,
  type ConnectedAccount,
  type DeclineReason,
  type PaymentGateway,
  type PayoutResult,
  type ProviderEvent,
  type RefundResult,
} from './payment-gateway';
import { STRIPE_API_VERSION } from './stripe-api-version';

/**
 * The PaymentGateway port on Stripe (PAYMENTS=stripe). Only the mapping between Stripe's objects and the port's
 * results lives here, in pure functions exported for the tests (no network in unit tests); the simulated gateway
 * reuses the decline and webhook mappings, so both answer the product in the same words.
 */

/** Stripe's own default, named: a signed webhook older than this is refused (a replayed capture). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeGateway = PaymentGateway & { readonly mode: 'stripe'; readonly publishableKey: string };

/** Why a charge failed, from a card error or a PaymentIntent's `last_payment_error`. */
export function declineReasonOf(error: { code?: string | null; decline_code?: string | null }): DeclineReason {
  const { code, decline_code: declineCode } = error;
  if (code === 'authentication_required' || declineCode === 'authentication_required') return 'authentication_required';
  if (code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (code === 'processing_error' || declineCode === 'processing_error') return 'processing_error';
  return 'card_declined';
}

/** The parameters of the PaymentIntent a charge creates and confirms at once. */
export function chargeParams(request: ChargeRequest): Stripe.PaymentIntentCreateParams {
  return {
    amount: request.amountCents,
    currency: 'cad',
    customer: request.customerId,
    payment_method: request.paymentMethodId,
    confirm: true,
    // Cards only: no redirect-based method, so confirming on the server never needs a return_url. (The API version
    // 2026-09-30.endive refuses `payment_method_types` on a PaymentIntent; `allowed_payment_method_types` replaces it.)
    allowed_payment_method_types: ['card'],
    // Off session, Stripe fails at once rather than wait for a person who is not there; on session, the card is
    // kept for the balance charged later without them, and 3-D Secure is finished by Stripe.js in the browser.
    ...(request.offSession
      ? { off_session: true }
      : { use_stripe_sdk: true, ...(request.saveForLater ? { setup_future_usage: 'off_session' as const } : {}) }),
    metadata: request.metadata,
    ...(request.description ? { description: request.description } : {}),
  };
}

/** A PaymentIntent as the product sees it. */
export function chargeResultOf(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'client_secret'> & {
    last_payment_error?: { code?: string | null; decline_code?: string | null } | null;
  },
): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentIntentId: intent.id };
    case 'requires_action':
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} requires action but came without its client secret`);
      return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret };
    case 'requires_payment_method':
    case 'canceled':
      // A declined attempt leaves the intent waiting for another card: for the product, this charge failed.
      return { status: 'failed', paymentIntentId: intent.id, reason: declineReasonOf(intent.last_payment_error ?? {}) };
    case 'processing':
    case 'requires_confirmation':
    case 'requires_capture':
    default:
      // The statuses are an open list in the SDK's types: one added later is no outcome yet (a webhook will tell).
      return { status: 'processing', paymentIntentId: intent.id };
  }
}

const isAboutPaymentMethod = (error: Stripe.errors.StripeError) =>
  error.param === 'payment_method' || (error.code ?? '').startsWith('payment_method');

/**
 * What a failed `paymentIntents.create` means: a decline is an answer (failed, with Stripe's reason), a refused
 * payment method or a reused idempotency key is a PaymentRequestError, anything else (network, outage) is thrown
 * as it is, for the caller to retry with the same key.
 */
export function chargeErrorResult(error: unknown): ChargeResult {
  if (error instanceof Stripe.errors.StripeCardError) {
    return { status: 'failed', paymentIntentId: error.payment_intent?.id ?? null, reason: declineReasonOf(error) };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && isAboutPaymentMethod(error)) {
    throw new PaymentRequestError(error.message, 'invalid_payment_method');
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) throw new PaymentRequestError(error.message, 'invalid_request');
  throw error;
}

export function refundResultOf(refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>): RefundResult {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', refundId: refund.id };
    case 'failed':
    case 'canceled':
      return { status: 'failed', refundId: refund.id, reason: refund.failure_reason ?? refund.status };
    default:
      // pending, requires_action: the outcome comes later (refund.updated).
      return { status: 'pending', refundId: refund.id };
  }
}

/** An over-refund, a refund of an unpaid intent, a reused key: the request itself is wrong, not the network. */
function refusedRequest(error: unknown): never {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
    throw new PaymentRequestError(error.message, 'invalid_request');
  }
  throw error;
}

const objectKinds = ['payment_intent', 'refund', 'charge', 'account', 'payout'] as const;
const isObjectKind = (value: unknown): value is (typeof objectKinds)[number] => objectKinds.some((kind) => kind === value);

export function payoutResultOf(payout: Pick<Stripe.Payout, 'id' | 'status' | 'failure_code'>): PayoutResult {
  // A cancelled payout gives the money back to the account's balance, as a failed one does.
  if (payout.status === 'failed' || payout.status === 'canceled') return { providerPayoutId: payout.id, status: 'failed', failureReason: payout.failure_code ?? payout.status };
  const status = payout.status === 'paid' || payout.status === 'in_transit' ? payout.status : 'pending';
  return { providerPayoutId: payout.id, status, failureReason: null };
}

const REQUIREMENTS: readonly [RegExp, ConnectedAccount['requirements'][number]][] = [
  [/^external_account/, 'bank_account'],
  [/\.(first_name|last_name)$/, 'legal_name'],
  [/\.dob\./, 'date_of_birth'],
  [/\.address\./, 'address'],
  [/verification\.(document|additional_document)/, 'identity_document'],
  [/^tos_acceptance/, 'tos_acceptance'],
];

/** A Stripe account in SPEC section 4's statuses (docs/api/payouts.md), with what it still needs. */
export function connectedAccountOf(
  account: Pick<Stripe.Account, 'payouts_enabled' | 'details_submitted' | 'requirements' | 'external_accounts'>,
): ConnectedAccount {
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  const requirements = [...new Set(due.flatMap((field) => REQUIREMENTS.filter(([pattern]) => pattern.test(field)).map(([, name]) => name)))];
  const disabled = account.requirements?.disabled_reason ?? null;
  const bank = account.external_accounts?.data.find((external) => external.object === 'bank_account') as Stripe.BankAccount | undefined;
  const status: ConnectedAccount['status'] = disabled?.startsWith('rejected')
    ? 'inactive'
    : account.payouts_enabled
      ? 'active'
      : (account.requirements?.past_due?.length ?? 0) > 0 || disabled === 'requirements.past_due'
        ? 'restricted'
        : !account.details_submitted
          ? 'pending_requirements'
          : due.length > 0
            ? 'incomplete'
            : 'pending';
  return { status, requirements, bankLast4: bank?.last4 ?? null };
}

/** A Stripe event reduced to what the product acts on. */
export function toProviderEvent(event: unknown): ProviderEvent {
  const { id, type, data, account } = (event ?? {}) as { id?: unknown; type?: unknown; data?: { object?: unknown }; account?: unknown };
  if (typeof id !== 'string' || typeof type !== 'string' || typeof data?.object !== 'object' || data.object === null) {
    throw new WebhookSignatureError('the signed body is not a Stripe event');
  }
  const object = data.object as { id?: unknown; object?: unknown; metadata?: unknown };
  const objectKind = isObjectKind(object.object) ? object.object : 'other';
  const metadata = Object.fromEntries(
    Object.entries(typeof object.metadata === 'object' && object.metadata !== null ? object.metadata : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    id,
    type,
    objectId: objectKind !== 'other' && typeof object.id === 'string' ? object.id : null,
    objectKind,
    metadata,
    account: typeof account === 'string' ? account : null,
  };
}

/** Stripe's signature check (HMAC of the timestamp and the raw body, 300 s tolerance); any failure is the same. */
export function verifyStripeWebhook(rawBody: string, header: string | undefined, secret: string, receivedAt = Date.now()): ProviderEvent {
  if (!header) throw new WebhookSignatureError('missing Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid webhook signature');
  }
  return toProviderEvent(event);
}

export function createStripeGateway(options: { secretKey: string; publishableKey: string; webhookSecret: string }): StripeGateway {
  // Stripe's client retries network failures itself, with the same idempotency key.
  const stripe = new Stripe(options.secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 30_000, appInfo: { name: 'weklean' } });
  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,

    async createCustomer({ userId, idempotencyKey }) {
      // Only the user's id goes to Stripe: no name or e-mail leaves the deletable tables (ARCHITECTURE 3).
      const customer = await stripe.customers.create({ metadata: { userId } }, { idempotencyKey }).catch(refusedRequest);
      return { customerId: customer.id };
    },

    async charge(request) {
      try {
        return chargeResultOf(await stripe.paymentIntents.create(chargeParams(request), { idempotencyKey: request.idempotencyKey }));
      } catch (error) {
        return chargeErrorResult(error);
      }
    },

    retrieveCharge: async (paymentIntentId) => chargeResultOf(await stripe.paymentIntents.retrieve(paymentIntentId).catch(refusedRequest)),

    async refund(request) {
      const refund = await stripe.refunds
        .create(
          { payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: request.metadata },
          { idempotencyKey: request.idempotencyKey },
        )
        .catch(refusedRequest);
      return refundResultOf(refund);
    },

    retrieveRefund: async (refundId) => refundResultOf(await stripe.refunds.retrieve(refundId).catch(refusedRequest)),

    verifyWebhook: (rawBody, header) => verifyStripeWebhook(rawBody, header, options.webhookSecret),

    async createConnectedAccount({ cleanerId, idempotencyKey }) {
      // Express: Stripe hosts the onboarding and the identity checks; only the cleaner's id goes with it.
      const account = await stripe.accounts
        .create(
          { type: 'express', country: 'CA', capabilities: { transfers: { requested: true } }, metadata: { cleanerId } },
          { idempotencyKey },
        )
        .catch(refusedRequest);
      return { accountId: account.id };
    },

    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks
        .create({ account: accountId, return_url: returnUrl, refresh_url: refreshUrl, type: 'account_onboarding' })
        .catch(refusedRequest);
      return { url: link.url };
    },

    async transfer({ accountId, amountCents, transferGroup, idempotencyKey }) {
      const transfer = await stripe.transfers
        .create({ amount: amountCents, currency: 'cad', destination: accountId, transfer_group: transferGroup }, { idempotencyKey })
        .catch(refusedRequest);
      return { transferId: transfer.id };
    },

    async payout({ accountId, amountCents, instant, idempotencyKey, metadata }) {
      const payout = await stripe.payouts
        .create({ amount: amountCents, currency: 'cad', method: instant ? 'instant' : 'standard', metadata }, { idempotencyKey, stripeAccount: accountId })
        .catch(refusedRequest);
      return payoutResultOf(payout);
    },

    retrieveAccount: async (accountId) => connectedAccountOf(await stripe.accounts.retrieve(accountId).catch(refusedRequest)),

    retrievePayout: async ({ accountId, providerPayoutId }) =>
      payoutResultOf(await stripe.payouts.retrieve(providerPayoutId, {}, { stripeAccount: accountId }).catch(refusedRequest)),

    cardFingerprint: async (paymentMethodId) => (await stripe.paymentMethods.retrieve(paymentMethodId).catch(refusedRequest)).card?.fingerprint ?? null,
  };
}
