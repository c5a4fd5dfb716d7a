/**
 * Canadian postal codes (`A1A 1A1`). Canada Post never uses D, F, I, O, Q or U (they read like digits or each
 * other), and W and Z never open a code.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** "h2x1y4", " H2X 1Y4 " → "H2X 1Y4"; null when it is not a Canadian postal code. */
export const normalizePostalCode = (text: string): string | null => {
  const match = POSTAL_CODE.exec(text.replace(/\s+/g, '').toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
};

export const isPostalCode = (text: string): boolean => normalizePostalCode(text) !== null;
