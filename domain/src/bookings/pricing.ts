import type { PropertyType } from '../shared/vocabulary';
import { PRICE_CONSTANTS } from './booking-limits';

/**
 * The booking price (SPEC section 9), one pure function for the form's live figure and the server's stored one.
 * Integer cents throughout; each percentage is rounded once, half up, to the cent, on exact integer arithmetic.
 *
 *   base            hourly rate × duration, or the fixed price of the property type
 *   + supplies      $10 when the cleaner brings the products
 *   + emergency     15 % of the base
 *   − first booking 15 % of (base + supplies + emergency), on the client's first booking
 *   − referral      $10 when a friend referred the client, on that same first booking (docs/decisions.md: it stacks)
 *   − credit        a referral reward the client earned, used on this booking (up to what is left to discount)
 *   + service fee   flat, configurable
 *   = subtotal;  GST 5 % and QST 9.975 % of the subtotal, each rounded;  final = subtotal + GST + QST
 *   deposit = half of the final price (the odd cent goes to the deposit), balance = the rest
 */

export type PriceBase =
  | { kind: 'hourly'; hourlyRateCents: number; durationHours: number }
  | { kind: 'fixed'; fixedPriceCents: number };

export type PriceInput = {
  base: PriceBase;
  cleanerBringsSupplies: boolean;
  emergency: boolean;
  firstBooking: boolean;
  /** The referred friend's discount on their first booking (0 when none). */
  referralDiscountCents?: number;
  /** A referral reward the client spends on this booking (0 when none). */
  referralCreditCents?: number;
  serviceFeeCents: number;
};

export type PriceBreakdown = {
  basePrice: number;
  suppliesFee: number;
  emergencyFee: number;
  firstBookingDiscount: number;
  /** Absent from prices decided before referrals paid (read as 0). */
  referralDiscount?: number;
  referralCredit?: number;
  serviceFee: number;
  gst: number;
  qst: number;
  finalPrice: number;
  deposit: number;
  balance: number;
};

type Rate = { readonly numerator: number; readonly denominator: number };

/** `amount × rate`, rounded half up to the cent. Amounts are non-negative integers. */
export const applyRate = (amountCents: number, rate: Rate): number => {
  const scaled = amountCents * rate.numerator;
  const whole = Math.floor(scaled / rate.denominator);
  return scaled - whole * rate.denominator >= rate.denominator / 2 ? whole + 1 : whole;
};

/** Hourly rate × duration (half hours), rounded half up to the cent. */
const hourlyBase = (hourlyRateCents: number, durationHours: number) =>
  applyRate(hourlyRateCents, { numerator: Math.round(durationHours * 2), denominator: 2 });

export function computeBookingPrice(input: PriceInput): PriceBreakdown {
  const basePrice = input.base.kind === 'hourly' ? hourlyBase(input.base.hourlyRateCents, input.base.durationHours) : input.base.fixedPriceCents;
  const suppliesFee = input.cleanerBringsSupplies ? PRICE_CONSTANTS.suppliesFeeCents : 0;
  const emergencyFee = input.emergency ? applyRate(basePrice, PRICE_CONSTANTS.emergencyRate) : 0;
  const firstBookingDiscount = input.firstBooking ? applyRate(basePrice + suppliesFee + emergencyFee, PRICE_CONSTANTS.firstBookingDiscountRate) : 0;
  // The referral amounts come off what is left after the 15 %, never below zero; the service fee stays whole.
  let discountable = basePrice + suppliesFee + emergencyFee - firstBookingDiscount;
  const referralDiscount = Math.min(input.referralDiscountCents ?? 0, discountable);
  discountable -= referralDiscount;
  const referralCredit = Math.min(input.referralCreditCents ?? 0, discountable);
  const serviceFee = input.serviceFeeCents;
  const subtotal = discountable - referralCredit + serviceFee;
  const gst = applyRate(subtotal, PRICE_CONSTANTS.gstRate);
  const qst = applyRate(subtotal, PRICE_CONSTANTS.qstRate);
  const finalPrice = subtotal + gst + qst;
  const deposit = applyRate(finalPrice, PRICE_CONSTANTS.depositShare);
  return {
    basePrice, suppliesFee, emergencyFee, firstBookingDiscount, referralDiscount, referralCredit, serviceFee, gst, qst, finalPrice, deposit, balance: finalPrice - deposit,
  };
}

/** What a cleaner charges: their rates as the cleaner-search read model and the profile state hold them, in cents. */
export type CleanerRatesForPricing = {
  hourlyRateCents: number | null;
  fixedPricesCents: Partial<Record<PropertyType, number>>;
  cityRates: readonly { cityId: string; hourlyRateCents: number }[];
};

/**
 * The base that applies: the hourly rate (the cleaner's rate for the property's city where they set one) when the
 * cleaner has an hourly rate; otherwise their fixed price for the property's type; otherwise none (they cannot take
 * that property).
 */
export function pricingBaseFor(
  rates: CleanerRatesForPricing,
  property: { type: PropertyType; placeId: string | null },
  durationHours: number,
): PriceBase | null {
  const cityRate = property.placeId ? rates.cityRates.find((rate) => rate.cityId === property.placeId) : undefined;
  if (rates.hourlyRateCents !== null) {
    return { kind: 'hourly', hourlyRateCents: cityRate?.hourlyRateCents ?? rates.hourlyRateCents, durationHours };
  }
  const fixed = rates.fixedPricesCents[property.type];
  return fixed === undefined ? null : { kind: 'fixed', fixedPriceCents: fixed };
}
