import * as v from 'valibot';
import { object, text } from '../shared/schema';

/** An admin refusing a held reward says why (1–500 characters, no control characters). */
export const RefuseRewardSchema = object({
  reason: v.pipe(text('referral.refusal-reason-required'), v.trim(), v.minLength(1, 'referral.refusal-reason-required'), v.maxLength(500, 'referral.refusal-reason-required')),
});
