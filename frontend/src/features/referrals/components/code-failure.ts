import type { CodeAction } from '../api/referrals-api';

/**
 * The text a failed code action falls back on when the server gave none (SPEC section 8): replacing the code or getting
 * one after deleting it asks the server to generate a code (the "generate" failure); turning it off or on updates it.
 */
export const CODE_FAILURE_KEY = {
  replace: 'referrals:generateFailed',
  renew: 'referrals:generateFailed',
  deactivate: 'referrals:updateFailed',
  reactivate: 'referrals:updateFailed',
} as const satisfies Record<CodeAction, string>;
