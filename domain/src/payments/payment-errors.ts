import { DomainError } from '../event-store/errors';
import type { ChargeFailure } from './payment-events';

/**
 * Refusals of the payment decider. Each code is a message key of the `api` catalogue; the BFF maps codes to statuses
 * in one place (bff/src/http/errors.ts). A decline by the card's bank is not a refusal of the decider: it is an
 * outcome (`ChargeFailed`), thrown as PaymentDeclinedError by the use case that asked for the charge (402).
 */
const error = <Code extends string>(code: Code) =>
  class extends DomainError {
    readonly code: Code = code;
    constructor(message = code) {
      super(message);
    }
  };

export class PaymentNotFoundError extends error('payment.not-found') {}
export class PaymentAlreadyOpenError extends error('payment.already-open') {}
/** The request took so long between its booking and its payment that it was withdrawn meanwhile: ask again. */
export class PaymentForgoneError extends error('payment.request-interrupted') {}
export class PaymentAccessDeniedError extends error('payment.access-denied') {}
export class ChargeNotFoundError extends error('payment.charge-not-found') {}
export class RefundNotFoundError extends error('payment.refund-not-found') {}
/** Nothing is due: the balance is paid, or the booking ended. */
export class NothingDueError extends error('payment.nothing-due') {}
/** The balance is charged after the service only, once the deposit is paid. */
export class BalanceNotDueYetError extends error('payment.balance-not-due') {}
/** A charge of the balance is already under way (asked, or waiting for 3-D Secure). */
export class ChargeInProgressError extends error('payment.charge-in-progress') {}
export class InvalidAmountError extends error('payment.invalid-amount') {}
/** A refund after the service before the service was paid in full (its earning posted). */
export class RefundBeforeServicePaidError extends error('payment.refund-before-paid') {}

/**
 * The card's bank declined a charge: not a refusal of the decider but the provider's outcome (`ChargeFailed`), which
 * the request that asked for the charge answers with 402. `reason` says why (the provider's decline code, mapped);
 * `charge` which one it was: the deposit (nothing is held) or the balance (try another card).
 */
export class PaymentDeclinedError extends DomainError {
  readonly code = 'payment.declined' as const;
  constructor(
    readonly reason: ChargeFailure,
    readonly charge: 'deposit' | 'balance',
  ) {
    super(`payment declined (${charge}): ${reason}`);
  }
}
