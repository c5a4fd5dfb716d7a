import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '../api/booking-types';
import { cancellationMoney } from './cancel-modal';
import { paymentRows } from './payment-summary';

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
