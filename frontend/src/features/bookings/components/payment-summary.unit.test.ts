import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '../api/booking-types';
import { cancellationMoney } from './cancel-modal';
import { balanceToPay, paymentRows } from './payment-summary';

type Payment = NonNullable<BookingDetails['payment']>;
const payment: Payment = { status: 'initial_completed', deposit: 6640, balance: 6640, paid: 6640, refunded: 0, refundPending: 0, feeKept: 0, due: 6640, nextAction: null, lastFailure: null, receipts: [] };

describe('the payment rows of a booking', () => {
  it('always shows what was paid and what is still due, and the rest only when there is some', () => {
    expect(paymentRows(payment).map((row) => row.key)).toEqual(['paid', 'due']);
  });
  it('shows the fee kept and the refund of a late cancellation', () => {
    const cancelled: Payment = { ...payment, status: 'final_partially_refunded', refunded: 1640, feeKept: 5000, due: 0 };
    expect(paymentRows(cancelled)).toEqual([
      { key: 'paid', cents: 6640 },
      { key: 'refunded', cents: 1640 },
      { key: 'feeKept', cents: 5000 },
      { key: 'due', cents: 0 },
    ]);
  });
});

describe('what cancelling now does to the money paid', () => {
  it('keeps the $50 fee from the deposit and refunds the rest; never keeps more than was paid', () => {
    expect(cancellationMoney({ cancellationFeeIfNow: 5000, payment })).toEqual({ kept: 5000, refund: 1640 });
    expect(cancellationMoney({ cancellationFeeIfNow: 0, payment })).toEqual({ kept: 0, refund: 6640 });
    expect(cancellationMoney({ cancellationFeeIfNow: 5000, payment: { ...payment, paid: 4000 } })).toEqual({ kept: 4000, refund: 0 });
    expect(cancellationMoney({ cancellationFeeIfNow: 5000, payment: null })).toBeNull();
  });
});

describe('the way to the pay page', () => {
  const completed = (patch: Partial<Payment>, status: BookingDetails['status'] = 'completed') =>
    ({ status, payment: { ...payment, status: 'final_failed', lastFailure: { kind: 'balance', reason: 'card_declined' }, ...patch } }) as BookingDetails;
  it('opens when the balance of a completed booking was declined and is still due', () => {
    expect(balanceToPay(completed({}))).toBe(true);
  });
  it('stays closed when nothing is due, a 3-D Secure step waits, the failure was the deposit, or the cleaning is not done', () => {
    expect(balanceToPay(completed({ due: 0 }))).toBe(false);
    expect(balanceToPay(completed({ nextAction: { type: 'authenticate', chargeId: 'c', kind: 'balance', clientSecret: 's' } }))).toBe(false);
    expect(balanceToPay(completed({ lastFailure: { kind: 'deposit', reason: 'card_declined' } }))).toBe(false);
    expect(balanceToPay(completed({}, 'in_progress'))).toBe(false);
    expect(balanceToPay({ status: 'completed', payment: null } as BookingDetails)).toBe(false);
  });
});
