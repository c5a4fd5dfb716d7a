/**
 * Referral codes are read aloud and typed on phones: eight characters without the ones people confuse (no 0/O, 1/I/L),
 * case-insensitive, spaces and dashes ignored. Shown as `ABCD-EFGH`.
 */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A new code from `random` numbers in [0, 1) (the caller's source: crypto in the BFF, fixed in tests). */
export function newReferralCode(random: () => number): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) code += REFERRAL_ALPHABET[Math.floor(random() * REFERRAL_ALPHABET.length)];
  return code;
}

/** The code as typed, made canonical (upper case, no separators); null when it cannot be a code. */
export function normalizeReferralCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  for (const character of code) if (!REFERRAL_ALPHABET.includes(character)) return null;
  return code;
}

/** `ABCDEFGH` → `ABCD-EFGH`. */
export const displayReferralCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;
