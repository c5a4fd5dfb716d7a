/** What the OAuth callback may put in the calendar page's address (`?calendarError=`). */
export const CALLBACK_ERRORS = ['provider-not-configured', 'oauth-state-invalid', 'oauth-failed', 'oauth-denied'] as const;
export type CallbackError = (typeof CALLBACK_ERRORS)[number];

/** A code the page does not know (an address typed by hand, a newer server) reads as `oauth-failed`. */
export const callbackErrorOf = (value: string): CallbackError => CALLBACK_ERRORS.find((known) => known === value) ?? 'oauth-failed';
