import { DomainError, PaymentDeclinedError, TooManyAttemptsError, type DomainErrorCode } from '@weklean/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '@weklean/platform';
import postgres from 'postgres';
import type { AppEnv } from './env';
import { Refusal, RetryLater } from './refusal';

/**
 * The one place where domain error codes become HTTP statuses: every code of the domain and no other, so a new
 * refusal does not compile without its status. 422: well formed, but the rules refuse what it asks.
 */
const statusByCode = {
  'auth.invalid-credentials': 401,
  'auth.email-taken': 409,
  'auth.not-signed-in': 401,
  'auth.forbidden': 403,
  'auth.current-password-required': 400,
  'auth.wrong-current-password': 403,
  'auth.reset-token-invalid': 400,
  'auth.role-already-chosen': 409,
  'auth.too-many-attempts': 429,
  'auth.suspended': 403,
  'auth.passkey-failed': 400,
  'auth.passkey-not-found': 404,
  'account.reason-invalid': 400,
  'account.already-suspended': 409,
  'account.not-suspended': 409,
  'account.cannot-suspend-admin': 403,
  'account.cannot-suspend-self': 403,
  'account.profile-photo-not-allowed': 403,
  'booking.not-found': 404,
  'cleaner.not-found': 404,
  'property.not-found': 404,
  'booking.access-denied': 403,
  'booking.already-exists': 409,
  'booking.duration-too-short': 422,
  'booking.duration-invalid': 422,
  'booking.start-too-soon': 422,
  'booking.start-too-far': 422,
  'booking.must-end-same-day': 422,
  'booking.no-rate-for-property': 422,
  'booking.checklist-too-long': 422,
  'booking.not-pending': 409,
  'booking.not-confirmed': 409,
  'booking.not-in-progress': 409,
  'booking.cannot-cancel': 409,
  'booking.cannot-postpone': 409,
  'booking.too-late-to-postpone': 409,
  'booking.no-proposal': 409,
  'booking.not-expired-yet': 409,
  'booking.too-early-to-punch-in': 409,
  'booking.checklist-incomplete': 409,
  'booking.photos-missing': 409,
  'booking.photos-not-allowed': 403,
  'booking.photo-limit': 409,
  'booking.task-not-found': 404,
  'booking.same-time': 422,
  'booking.slot-taken': 409,
  'booking.request-interrupted': 409,
  'booking.price-changed': 409,
  'booking.awaiting-deposit': 409,
  'payment.not-found': 404,
  'payment.already-open': 409,
  'payment.request-interrupted': 409,
  'payment.access-denied': 403,
  'payment.charge-not-found': 404,
  'payment.refund-not-found': 404,
  'payment.nothing-due': 409,
  'payment.balance-not-due': 409,
  'payment.charge-in-progress': 409,
  'payment.invalid-amount': 422,
  'payment.refund-before-paid': 409,
  'payment.declined': 402,
  'payout.access-denied': 403,
  'payout.account-exists': 409,
  'payout.account-missing': 409,
  'payout.account-not-active': 409,
  'payout.insufficient-balance': 409,
  'payout.instant-in-flight': 409,
  'payout.held': 409,
  'payout.not-held': 409,
  'payout.not-found': 404,
  'payout.invalid-earning': 422,
  'messaging.booking-not-confirmed': 409,
  'messaging.not-found': 404,
  'messaging.text-required': 422,
  'messaging.text-too-long': 422,
  'messaging.message-not-found': 404,
  'admin-messages.recipient-required': 422,
  'admin-messages.user-not-found': 404,
  'admin-messages.text-required': 422,
  'admin-messages.text-too-long': 422,
  'admin-messages.subject-too-long': 422,
  'admin-messages.not-found': 404,
  'admin-messages.message-id-taken': 409,
  'review.booking-not-completed': 409,
  'referral.invalid-code': 422,
  'referral.code-inactive': 422,
  'referral.code-expired': 422,
  'referral.own-code': 422,
  'referral.already-referred': 409,
  'referral.claim-too-late': 409,
  'referral.not-your-code': 403,
  'referral.code-not-found': 404,
  'referral.code-state': 409,
  'referral.reward-state': 409,
  'review.not-found': 404,
  'dispute.not-found': 404,
  'dispute.booking-not-completed': 409,
  'dispute.window-closed': 409,
  'dispute.exists': 409,
  'dispute.reason-invalid': 400,
  'dispute.description-invalid': 400,
  'dispute.photos-invalid': 400,
  'dispute.opener-cannot-answer': 403,
  'dispute.answer-closed': 409,
  'dispute.answer-invalid': 400,
  'dispute.awaiting-answer': 409,
  'dispute.already-decided': 409,
  'dispute.invalid-amount': 400,
  'dispute.decision-reason-invalid': 400,
  'review.already-written': 409,
  'review.window-closed': 409,
  'review.ratings-incomplete': 400,
  'review.comment-too-long': 422,
  'review.not-published': 409,
  'review.reply-exists': 409,
  'review.reply-invalid': 422,
  'cleaner.already-started': 409,
  'cleaner.not-started': 409,
  'cleaner.display-name-invalid': 422,
  'cleaner.hourly-rate-out-of-range': 422,
  'cleaner.fixed-price-out-of-range': 422,
  'cleaner.rate-required': 422,
  'cleaner.service-type-required': 422,
  'cleaner.coverage-out-of-range': 422,
  'cleaner.bio-too-long': 422,
  'cleaner.experience-out-of-range': 422,
  'cleaner.language-required': 422,
  'cleaner.invalid-date': 422,
  'cleaner.too-young': 422,
  'cleaner.not-authorised-to-work': 422,
  'cleaner.insurance-expired': 422,
  'cleaner.invalid-tax-number': 422,
  'cleaner.not-verified': 422,
  'cleaner.reason-invalid': 422,
  'cleaner.duplicate-id': 409,
  'document.invalid-type': 422,
  'document.too-large': 422,
  'document.issue-date-required': 422,
  'document.background-check-too-old': 422,
  'document.not-found': 404,
  'document.not-pending': 409,
  'availability.invalid-time-range': 422,
  'availability.date-in-past': 422,
  'availability.duplicate-slot': 409,
  'availability.invalid-block': 422,
  'availability.not-found': 404,
  'photo.limit-reached': 422,
  'photo.not-found': 404,
  'gallery.pair-limit-reached': 422,
  'gallery.pair-not-found': 404,
  'gallery.pair-invalid': 422,
  'event-store.wrong-expected-version': 409,
} as const satisfies Record<DomainErrorCode, ContentfulStatusCode>;

/** Each domain code's status, for the published API (bff/src/openapi). */
export const STATUS_BY_CODE: Readonly<Record<DomainErrorCode, ContentfulStatusCode>> = statusByCode;

const isInputRefusedByDatabase = (error: Error): error is postgres.PostgresError =>
  error instanceof postgres.PostgresError && (error.code.startsWith('22') || error.code === '54000');

export const errorHandler = (logger: Logger) => (error: Error, c: Context<AppEnv>) => {
  const t = c.get('t') ?? ((key: string) => key);
  if (error instanceof PaymentDeclinedError) {
    // The bank's reason in the person's words, and the reason's code for the screen (which field to point at).
    const why = t(`payment.reason.${error.reason}`);
    const message = t(error.charge === 'balance' ? 'payment.balance-declined' : 'payment.declined', { why });
    return c.json({ code: error.code, message, reason: error.reason }, statusByCode[error.code]);
  }
  if (error instanceof DomainError) {
    if (error instanceof TooManyAttemptsError) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ code: error.code, message: t(error.code, error.params) }, statusByCode[error.code as DomainErrorCode] ?? 422);
  }
  if (error instanceof Refusal) {
    if (error instanceof RetryLater) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ code: error.code, message: t(error.code, error.params), ...error.extra }, error.status);
  }
  if (error instanceof HTTPException) {
    const code = error.status === 400 ? 'http.invalid-json' : `http.${error.status}`;
    return c.json({ code, message: t(code, { defaultValue: error.message }) }, error.status as ContentfulStatusCode);
  }
  if (isInputRefusedByDatabase(error)) {
    // A value the database cannot store (class 22: data exceptions such as an invalid byte sequence; 54000: too large
    // for an index) is the caller's input: a 400, logged so that the schema that let it through gets fixed.
    logger.warn('input refused by the database', { code: error.code, message: error.message, path: c.req.path, method: c.req.method });
    return c.json({ code: 'validation', message: t('validation.invalid') }, 400);
  }
  logger.error('unhandled error', { error, path: c.req.path, method: c.req.method, requestId: c.get('requestId') });
  return c.json({ code: 'internal', message: t('internal') }, 500);
};
