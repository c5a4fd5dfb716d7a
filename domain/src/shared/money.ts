/** Money: integer cents everywhere but where a person types dollars. */

/**
 * Dollars as typed (17.5, 199.99) to integer cents, rounded half away from zero on the third decimal of the number as
 * written: 0.285 is 29 cents, whereas `Math.round(0.285 * 100)` gives 28 because 0.285 × 100 is 28.499999… in
 * binary. NaN for a non-finite amount.
 */
export const dollarsToCents = (dollars: number): number => {
  if (!Number.isFinite(dollars)) return Number.NaN;
  const magnitude = Math.abs(dollars);
  const text = String(magnitude);
  // Only amounts below 1e-6 or above 1e21 print with an exponent; binary rounding cannot matter at those scales.
  if (text.includes('e')) return Math.sign(dollars) * Math.round(magnitude * 100);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${fraction}000`.slice(0, 3);
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return dollars < 0 ? -cents : cents;
};

export type Bounds = { readonly min: number; readonly max: number };

/** Whole cents within a range stated in dollars, as the SPEC and the forms state it (bounds included). */
export const isCentsWithin = (cents: number, range: Bounds): boolean =>
  Number.isInteger(cents) && cents >= range.min * 100 && cents <= range.max * 100;
