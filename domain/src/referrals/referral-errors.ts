import { DomainError } from '../event-store/errors';

const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

/** SPEC 8 (auth): invalid referral code — unknown, inactive, replaced, or one's own. */
export class InvalidReferralCodeError extends error('referral.invalid-code') {}
/** Nothing to change: the code is already so (or there is none yet). */
export class ReferralCodeStateError extends error('referral.code-state') {}
/** No such reward, or not in the state the command needs (approve what is not held, spend what is not earned…). */
export class ReferralRewardStateError extends error('referral.reward-state') {}
