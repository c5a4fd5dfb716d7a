/** The cookie a session's token travels in (its table and policy: platform/src/accounts/sessions.ts). */
export const SESSION_COOKIE = 'weklean_session';

/** The token of an `Authorization: Bearer <token>` header, for clients other than the browser (null: none, or not of a session token's shape). */
export const bearerTokenOf = (header: string | undefined): string | null => header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/)?.[1] ?? null;
