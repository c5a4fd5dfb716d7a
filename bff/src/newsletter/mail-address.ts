import { createHash } from 'node:crypto';

/** The longest address SMTP carries. */
export const MAX_EMAIL_LENGTH = 254;

/** One `@`, a local part, a dotted domain, no spaces: what the sign-up and the contact form accept (as the browser's). */
export const isEmailAddress = (value: string): boolean =>
  value.length <= MAX_EMAIL_LENGTH && /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

/** The SHA-256 of a link's token, hex (the newsletter table keeps only this). */
export const hexDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
