import { DomainError } from '../event-store/errors';

/** Refusals of the payout decider; each code is a message key of the `api` catalogue (statuses in bff/src/http/errors.ts). */
const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

export class PayoutAccessDeniedError extends error('payout.access-denied') {}
export class PayoutAccountExistsError extends error('payout.account-exists') {}
export class PayoutAccountMissingError extends error('payout.account-missing') {}
/** Payouts need an active connected account. */
export class PayoutAccountNotActiveError extends error('payout.account-not-active') {}
/** SPEC section 8: the balance does not cover the instant payout and its fee. */
export class InsufficientBalanceError extends error('payout.insufficient-balance') {}
/** One instant payout in flight per cleaner. */
export class InstantPayoutInFlightError extends error('payout.instant-in-flight') {}
/** An admin holds the cleaner's payouts. */
export class PayoutsHeldError extends error('payout.held') {}
export class PayoutsNotHeldError extends error('payout.not-held') {}
export class PayoutNotFoundError extends error('payout.not-found') {}
export class InvalidEarningError extends error('payout.invalid-earning') {}
