import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and password-reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored: a leaked table opens nothing. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest();
