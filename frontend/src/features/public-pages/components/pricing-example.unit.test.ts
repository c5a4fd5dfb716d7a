import { computeBookingPrice } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { pricingExampleInput, pricingExampleRows } from './pricing-example';

const amountOf = (key: string) => pricingExampleRows().find((row) => row.key === key)?.cents;

describe('the pricing page example', () => {
  it("shows the domain's own computation of the price", () => {
    const price = computeBookingPrice(pricingExampleInput);
    expect(amountOf('base')).toBe(price.basePrice);
    expect(amountOf('supplies')).toBe(price.suppliesFee);
    expect(amountOf('firstBooking')).toBe(-price.firstBookingDiscount);
    expect(amountOf('serviceFee')).toBe(price.serviceFee);
    expect(amountOf('gst')).toBe(price.gst);
    expect(amountOf('qst')).toBe(price.qst);
    expect(amountOf('total')).toBe(price.finalPrice);
    expect(amountOf('deposit')).toBe(price.deposit);
    expect(amountOf('balance')).toBe(price.balance);
  });

  it('adds up: the lines before the subtotal make it, the subtotal and taxes make the total, the halves make it too', () => {
    const lines = pricingExampleRows();
    const sum = (keys: string[]) => lines.filter((row) => keys.includes(row.key)).reduce((total, row) => total + row.cents, 0);
    expect(sum(['base', 'supplies', 'firstBooking', 'serviceFee'])).toBe(amountOf('subtotal'));
    expect(sum(['subtotal', 'gst', 'qst'])).toBe(amountOf('total'));
    expect(sum(['deposit', 'balance'])).toBe(amountOf('total'));
  });

  it('is the SPEC 9 arithmetic for 4 h at $30/h with products on a first booking: $132.80, half at request', () => {
    // 120.00 + 10.00 − 19.50 (15 % of 130.00) + 5.00 = 115.50; GST 5.78, QST 11.52 (each rounded half up).
    expect(pricingExampleRows().map((row) => [row.key, row.cents])).toEqual([
      ['base', 12_000], ['supplies', 1_000], ['firstBooking', -1_950], ['serviceFee', 500], ['subtotal', 11_550],
      ['gst', 578], ['qst', 1_152], ['total', 13_280], ['deposit', 6_640], ['balance', 6_640],
    ]);
  });
});
