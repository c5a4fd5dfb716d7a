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
