import { paymentAmounts, type ChargeFailure, type OpenPaymentState, type PaymentStatus } from '@weklean/domain';

/**
 * The `payment` of a booking as the API answers it (docs/api/payments.md), in cents. `nextAction` is there while the
 * provider waits for the client's 3-D Secure; `lastFailure` says why the latest charge failed, for the pay page.
 */
export function paymentView(payment: OpenPaymentState) {
  const { paid, refunded, refundPending, feeKept, due } = paymentAmounts(payment);
  const waiting = payment.charges.find((charge) => charge.status === 'requires_action' && charge.clientSecret !== null);
  const last = payment.charges.at(-1);
  return {
    status: payment.paymentStatus as PaymentStatus,
    deposit: payment.price.deposit,
    balance: payment.price.balance,
    paid,
    refunded,
    refundPending,
    feeKept,
    due,
    nextAction: waiting ? { type: 'authenticate' as const, chargeId: waiting.chargeId, kind: waiting.kind, clientSecret: waiting.clientSecret! } : null,
    lastFailure: last?.status === 'failed' ? { kind: last.kind, reason: last.reason as ChargeFailure } : null,
    // Filled from the payment-documents read model by the booking's view (the client's only).
    receipts: [] as { id: string; number: string; kind: 'receipt' | 'invoice'; subject: 'deposit' | 'balance' | 'refund' | 'invoice'; amount: number | null; issuedAt: string; url: string }[],
  };
}

export type PaymentView = ReturnType<typeof paymentView>;
