import { DomainError } from '@weklean/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '@weklean/platform';

/** The one place where domain error codes become HTTP statuses. */
const statusByCode: Record<string, ContentfulStatusCode> = {
  'event-store.wrong-expected-version': 409,
};

export const errorHandler = (logger: Logger) => (error: Error, c: Context) => {
  if (error instanceof DomainError) {
    const status = statusByCode[error.code] ?? 422;
    return c.json({ code: error.code, message: error.message }, status);
  }
  if (error instanceof HTTPException) {
    return c.json({ code: `http.${error.status}`, message: error.message }, error.status as ContentfulStatusCode);
  }
  logger.error('unhandled error', { error, path: c.req.path, method: c.req.method });
  return c.json({ code: 'internal', message: 'Server error occurred. Please try again later.' }, 500);
};
