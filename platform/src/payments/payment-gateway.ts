/**
 * The payment provider as the product sees it (ARCHITECTURE 4b): Stripe, or an in-process simulated gateway that
 * answers like Stripe's test mode. Amounts are integer cents in Canadian dollars. Every call that moves money takes
 * an idempotency key, recorded in the payment stream before the call: the same key always means the same charge or
 * refund, however many times it is sent (a retry after a crash charges nothing twice).
 */

export type PaymentMode = 'simulated' | 'stripe';

/** Why a charge did not go through, in Stripe's words (its `decline_code`, or the error's `code`). */
export type DeclineReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authentication_required'
  | 'authentication_failed'
  | 'processing_error';

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string }
  | { status: 'failed'; paymentIntentId: string | null; reason: DeclineReason }
  /** Accepted by the provider, outcome not known yet (a webhook will tell). */
  | { status: 'processing'; paymentIntentId: string };

export type RefundResult =
  | { status: 'succeeded'; refundId: string }
  | { status: 'pending'; refundId: string }
  | { status: 'failed'; refundId: string | null; reason: string };

export type ChargeRequest = {
  idempotencyKey: string;
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
  /** The person is not there to authenticate (the balance after the service): fails with authentication_required. */
  offSession: boolean;
  /** Keep the card for a later off-session charge (the deposit keeps it for the balance). */
  saveForLater: boolean;
  /** Carried back by the provider's webhooks: which booking and which charge of it. */
  metadata: { bookingId: string; chargeId: string };
  description?: string;
};

export type RefundRequest = {
  idempotencyKey: string;
  paymentIntentId: string;
  amountCents: number;
  metadata: { bookingId: string; refundId: string };
};

/** A verified provider event, reduced to what the product acts on. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** The id of the object it is about (a PaymentIntent `pi_…`, a Refund `re_…`, an account, a payout). */
  objectId: string | null;
  objectKind: 'payment_intent' | 'refund' | 'charge' | 'account' | 'payout' | 'other';
  /** The connected account an event of Connect comes from (a payout's), else null. */
  account: string | null;
  metadata: Record<string, string>;
};

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
  }
}

/** The provider refused the request itself (an unknown payment method, say): an input error, not a decline. */
export class PaymentRequestError extends Error {
  constructor(
    message: string,
    readonly code: 'invalid_payment_method' | 'invalid_request',
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly mode: PaymentMode;
  /** The browser's key (stripe mode only). */
  readonly publishableKey: string | null;
  /** The provider's customer for a user, created once (the id is kept by the caller). */
  createCustomer(input: { userId: string; idempotencyKey: string }): Promise<{ customerId: string }>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The provider's current truth about a charge (webhooks may come late and out of order). */
  retrieveCharge(paymentIntentId: string): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  retrieveRefund(refundId: string): Promise<RefundResult>;
  /** Checks the signature of a webhook's raw body (300 s tolerance); throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): ProviderEvent;
  /** A cleaner's connected account (Stripe Connect Express), made once per idempotency key. */
  createConnectedAccount(input: { cleanerId: string; idempotencyKey: string }): Promise<{ accountId: string }>;
  /**
   * Where the cleaner finishes the provider's hosted onboarding (Stripe's account link), or null for the simulated
   * provider, whose stand-in form is the app's own.
   */
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string } | null>;
  /** Money from the platform's balance to a connected account (separate charges and transfers, grouped by booking). */
  transfer(input: { accountId: string; amountCents: number; transferGroup: string; idempotencyKey: string }): Promise<{ transferId: string }>;
  /** A connected account's balance to its bank: standard (the weekly payout) or instant. */
  payout(input: { accountId: string; amountCents: number; instant: boolean; idempotencyKey: string; metadata: Record<string, string> }): Promise<PayoutResult>;
  /** The provider's current word on a connected account. */
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  /** The provider's current word on a payout (webhooks come late and out of order). */
  retrievePayout(input: { accountId: string; providerPayoutId: string }): Promise<PayoutResult>;
  /**
   * The card behind a payment method, the same for the same card number whoever saved it (Stripe's `card.fingerprint`):
   * the referral fraud rule compares them. Null when the method is not a card the provider knows.
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
}

/** A connected account as the product reads it (SPEC section 4's statuses; the requirements it still has). */
export type ConnectedAccount = {
  status: 'pending_requirements' | 'pending' | 'active' | 'inactive' | 'incomplete' | 'restricted';
  requirements: ('legal_name' | 'date_of_birth' | 'address' | 'bank_account' | 'identity_document' | 'tos_acceptance')[];
  bankLast4: string | null;
};

/** The provider's answer to a payout: usually in transit; paid or failed comes later (webhooks). */
export type PayoutResult = { providerPayoutId: string; status: 'pending' | 'in_transit' | 'paid' | 'failed'; failureReason: string | null };
