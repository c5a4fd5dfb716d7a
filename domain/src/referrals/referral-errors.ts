import { DomainError } from '../event-store/errors';

const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

/** SPEC 8 (auth): invalid referral code — not a code, or a code nobody was ever given. */
export class InvalidReferralCodeError extends error('referral.invalid-code') {}
/** A code its owner turned off (they may turn it on again). */
export class ReferralCodeInactiveError extends error('referral.code-inactive') {}
/** A code replaced or deleted by its owner (or an admin): it never works again. */
export class ReferralCodeExpiredError extends error('referral.code-expired') {}
/** One's own code: nobody refers themselves. */
export class OwnReferralCodeError extends error('referral.own-code') {}
/** The person was already referred (by this code or another): one referrer per person. */
export class AlreadyReferredError extends error('referral.already-referred') {}
/** A code is claimed before one's first booking or first job: the $10 and the $20 are about that first one. */
export class ReferralClaimTooLateError extends error('referral.claim-too-late') {}
/** Deleting a code that is someone else's (only its owner or an admin may). */
export class ReferralCodeNotYoursError extends error('referral.not-your-code') {}
/** No such code in this person's account. */
export class ReferralCodeNotFoundError extends error('referral.code-not-found') {}
/** Nothing to change: the code is already so (or there is none yet). */
export class ReferralCodeStateError extends error('referral.code-state') {}
/** No such reward, or not in the state the command needs (approve what is not held, spend what is not earned…). */
export class ReferralRewardStateError extends error('referral.reward-state') {}
