import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../src/payments/stripe-gateway';

/** Against Stripe's test mode itself, when a test key is given: proves the mappings on Stripe's real answers. */
const secretKey = process.env.STRIPE_SECRET_KEY;
const skipReason = !secretKey
  ? "STRIPE_SECRET_KEY is not set; Stripe's servers are not reachable here"
  : !/^(sk|rk)_test_/.test(secretKey)
    ? 'STRIPE_SECRET_KEY is not a test key, and this suite moves money'
    : null;
if (skipReason) console.warn(`[tests] live Stripe gateway tests skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('the Stripe gateway against Stripe test mode', () => {
  it('charges pm_card_visa $10.00 for a new customer, refunds $4.00, and reads both back', { timeout: 60_000 }, async () => {
    const gateway = createStripeGateway({
      secretKey: secretKey!,
      publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_unused',
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_unused',
    });
    const run = randomUUID();
    const { customerId } = await gateway.createCustomer({ userId: `test-${run}`, idempotencyKey: `customer:${run}` });
    expect(customerId).toMatch(/^cus_/);

    const charged = await gateway.charge({
      idempotencyKey: `charge:${run}`,
      amountCents: 1000,
      customerId,
      paymentMethodId: 'pm_card_visa',
      offSession: false,
      saveForLater: false,
      metadata: { bookingId: `test-${run}`, chargeId: `test-${run}:deposit:1` },
    });
    expect(charged).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(await gateway.retrieveCharge(charged.paymentIntentId!)).toEqual(charged);

    const refunded = await gateway.refund({
      idempotencyKey: `refund:${run}`,
      paymentIntentId: charged.paymentIntentId!,
      amountCents: 400,
      metadata: { bookingId: `test-${run}`, refundId: `test-${run}:refund:1` },
    });
    expect(refunded.status).toMatch(/^(succeeded|pending)$/);
    expect(await gateway.retrieveRefund(refunded.refundId!)).toMatchObject({ refundId: refunded.refundId });
  });
});
