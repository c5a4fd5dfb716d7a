import * as v from 'valibot';
import { object, text } from '../shared/schema';

/** An admin refusing a held reward says why (1–500 characters, no control characters). */
export const RefuseRewardSchema = object({
  reason: v.pipe(text('referral.refusal-reason-required'), v.trim(), v.minLength(1, 'referral.refusal-reason-required'), v.maxLength(500, 'referral.refusal-reason-required')),
});

/** A friend's code entered after signing up (as typed: any case, spaces and dashes allowed; checked against the codes in use). */
export const ClaimReferralSchema = object({
  code: v.pipe(text('referral.invalid-code'), v.trim(), v.minLength(1, 'referral.invalid-code'), v.maxLength(20, 'referral.invalid-code')),
});
