import { PRICE_CONSTANTS, computeBookingPrice, type PriceBreakdown, type PriceInput } from '@weklean/domain';

/** The worked example of /pricing: a first booking of 4 hours at $30/h, the cleaner bringing the products. */
export const PRICING_EXAMPLE = {
  hourlyRateCents: 3_000,
  durationHours: 4,
} as const;

export const pricingExampleInput: PriceInput = {
  base: { kind: 'hourly', hourlyRateCents: PRICING_EXAMPLE.hourlyRateCents, durationHours: PRICING_EXAMPLE.durationHours },
  cleanerBringsSupplies: true,
  emergency: false,
  firstBooking: true,
  serviceFeeCents: PRICE_CONSTANTS.defaultServiceFeeCents,
};

export type ExampleRow = {
  key: 'base' | 'supplies' | 'firstBooking' | 'serviceFee' | 'subtotal' | 'gst' | 'qst' | 'total' | 'deposit' | 'balance';
  /** Signed: a discount is negative. */
  cents: number;
  emphasis: boolean;
};

/** The lines the example shows, in order, from the domain's own breakdown (the page never computes a price itself). */
export function pricingExampleRows(price: PriceBreakdown = computeBookingPrice(pricingExampleInput)): ExampleRow[] {
  const subtotal = price.finalPrice - price.gst - price.qst;
  return [
    { key: 'base', cents: price.basePrice, emphasis: false },
    { key: 'supplies', cents: price.suppliesFee, emphasis: false },
    { key: 'firstBooking', cents: -price.firstBookingDiscount, emphasis: false },
    { key: 'serviceFee', cents: price.serviceFee, emphasis: false },
    { key: 'subtotal', cents: subtotal, emphasis: true },
    { key: 'gst', cents: price.gst, emphasis: false },
    { key: 'qst', cents: price.qst, emphasis: false },
    { key: 'total', cents: price.finalPrice, emphasis: true },
    { key: 'deposit', cents: price.deposit, emphasis: false },
    { key: 'balance', cents: price.balance, emphasis: false },
  ];
}
