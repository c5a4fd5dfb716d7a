import { DomainError, TooManyAttemptsError } from '@weklean/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '@weklean/platform';
import postgres from 'postgres';
import type { AppEnv } from './env';

/** The one place where domain error codes become HTTP statuses. */
const statusByCode: Record<string, ContentfulStatusCode> = {
  'event-store.wrong-expected-version': 409,
  'auth.invalid-credentials': 401,
  'auth.not-signed-in': 401,
  'auth.forbidden': 403,
  'auth.email-taken': 409,
  'auth.current-password-required': 400,
  'auth.wrong-current-password': 403,
  'auth.reset-token-invalid': 400,
  'auth.role-already-chosen': 409,
  'auth.too-many-attempts': 429,
  'cleaner.already-started': 409,
  'cleaner.not-started': 409,
  'cleaner.duplicate-id': 409,
  'document.not-found': 404,
  'document.not-pending': 409,
  'availability.duplicate-slot': 409,
  'availability.not-found': 404,
  'photo.not-found': 404,
  'cleaner.not-found': 404,
  'property.not-found': 404,
  'booking.not-found': 404,
  'booking.access-denied': 403,
  'booking.photos-not-allowed': 403,
  'booking.already-exists': 409,
  'booking.slot-taken': 409,
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
  'booking.photo-limit': 409,
  'booking.task-not-found': 404,
};

const isInputRefusedByDatabase = (error: Error): error is postgres.PostgresError =>
  error instanceof postgres.PostgresError && (error.code.startsWith('22') || error.code === '54000');

export const errorHandler = (logger: Logger) => (error: Error, c: Context<AppEnv>) => {
  const t = c.get('t') ?? ((key: string) => key);
  if (error instanceof DomainError) {
    if (error instanceof TooManyAttemptsError) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ code: error.code, message: t(error.code, error.params) }, statusByCode[error.code] ?? 422);
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
  logger.error('unhandled error', { error, path: c.req.path, method: c.req.method });
  return c.json({ code: 'internal', message: t('internal') }, 500);
};
