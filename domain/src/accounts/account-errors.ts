import { DomainError } from '../event-store/errors';

export class InvalidCredentialsError extends DomainError {
  readonly code = 'auth.invalid-credentials';
}
export class EmailTakenError extends DomainError {
  readonly code = 'auth.email-taken';
}
export class NotSignedInError extends DomainError {
  readonly code = 'auth.not-signed-in';
}
export class ForbiddenError extends DomainError {
  readonly code = 'auth.forbidden';
}
export class CurrentPasswordRequiredError extends DomainError {
  readonly code = 'auth.current-password-required';
}
export class WrongCurrentPasswordError extends DomainError {
  readonly code = 'auth.wrong-current-password';
}
export class ResetTokenInvalidError extends DomainError {
  readonly code = 'auth.reset-token-invalid';
}
export class RoleAlreadyChosenError extends DomainError {
  readonly code = 'auth.role-already-chosen';
}
export class TooManyAttemptsError extends DomainError {
  readonly code = 'auth.too-many-attempts';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; retry in ${retryAfterSeconds} s`, { seconds: retryAfterSeconds });
  }
}

/** An admin's reason for suspending or reactivating an account: 1 to 500 characters, no control characters. */
export class AccountReasonInvalidError extends DomainError {
  readonly code = 'account.reason-invalid';
  constructor(message = 'account.reason-invalid') {
    super(message, { min: 1, max: 500 });
  }
}
export class AccountAlreadySuspendedError extends DomainError {
  readonly code = 'account.already-suspended';
}
export class AccountNotSuspendedError extends DomainError {
  readonly code = 'account.not-suspended';
}
/** Admins are not suspended from the admin area (another admin, or oneself): it would lock out who can undo it. */
export class CannotSuspendAdminError extends DomainError {
  readonly code = 'account.cannot-suspend-admin';
}
export class CannotSuspendSelfError extends DomainError {
  readonly code = 'account.cannot-suspend-self';
}
/** Only a client uploads a picture of their own (a cleaner's is their profile's avatar); nobody sets another's. */
export class ProfilePhotoNotAllowedError extends DomainError {
  readonly code = 'account.profile-photo-not-allowed';
}
/** Sign-in refused: an admin suspended the account (the message says how to reach support). */
export class AccountSuspendedError extends DomainError {
  readonly code = 'auth.suspended';
}
/**
 * A passkey step that could not be verified (SPEC 8's "biometric failure"): a cancelled or failed ceremony, a wrong
 * signature, an unknown credential, an expired or already used challenge. One code for all, so an answer does not
 * tell a guesser which part was wrong.
 */
export class PasskeyFailedError extends DomainError {
  readonly code = 'auth.passkey-failed';
}
/** No passkey of this id on the signed-in account (another person's passkey is not found either). */
export class PasskeyNotFoundError extends DomainError {
  readonly code = 'auth.passkey-not-found';
}
