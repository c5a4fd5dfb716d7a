/**
 * A person's own phone number (issue 33): optional, private, for the platform's urgent contact. Kept in one form,
 * E.164 (`+15145550199`), whatever way it was typed, so that an admin reads and dials it the same way for everyone.
 * Written by hand rather than with a phone library: the domain imports nothing but valibot, and the forms (which
 * share this rule) would carry the library's metadata to every visitor.
 */

/**
 * Digits a typed number may hold, its country code included: 10 for a North American number without its 1, 15 at
 * most (E.164's limit).
 */
export const PHONE_DIGITS = { min: 10, max: 15 } as const;

/** What is wrong with a typed number: a catalogue key of the `api` and form messages. */
export type PhoneProblem = 'validation.phone.invalid' | 'validation.phone.digits';

/** Digits, and the spaces, dots, dashes and brackets people put between them; a `+` only in front. */
const WRITTEN = /^\+?[\d\s().-]+$/;
/** A North American number without its 1: area code and exchange do not start with 0 or 1. */
const NORTH_AMERICAN = /^[2-9]\d\d[2-9]\d{6}$/;

type Reading = { phone: string } | { problem: PhoneProblem };

function read(text: string): Reading {
  const typed = text.trim();
  if (!WRITTEN.test(typed)) return { problem: 'validation.phone.invalid' };
  const digits = typed.replace(/\D/g, '');
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return { problem: 'validation.phone.digits' };
  const international = typed.startsWith('+');
  // North America: 10 digits, or 11 with its country code 1 (typed with or without the +).
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : !international && digits.length === 10 ? digits : null;
  if (national !== null) return NORTH_AMERICAN.test(national) ? { phone: `+1${national}` } : { problem: 'validation.phone.invalid' };
  // Elsewhere only with its country code after a +: without it, the digits could belong to any country.
  if (!international || digits.startsWith('0') || digits.startsWith('1')) return { problem: 'validation.phone.invalid' };
  return { phone: `+${digits}` };
}

/** The number in E.164 (`+15145550199`), or null when it is not a phone number this rule accepts. */
export function normalisePhone(text: string): string | null {
  const reading = read(text);
  return 'phone' in reading ? reading.phone : null;
}

/** Why a typed number is refused, or null when it is accepted (an empty text is no number, and refused). */
export function phoneProblem(text: string): PhoneProblem | null {
  const reading = read(text);
  return 'problem' in reading ? reading.problem : null;
}

/** A stored number as people read it: `+1 514 555-0199` for North America, the E.164 form otherwise. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+1 ${match[1]} ${match[2]}-${match[3]}` : phone;
}
