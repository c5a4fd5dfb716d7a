/** The cookie a session's token travels in (its table and policy: platform/src/accounts/sessions.ts). */
export const SESSION_COOKIE = 'weklean_session';
