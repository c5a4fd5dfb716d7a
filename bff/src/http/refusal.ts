import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the BFF itself makes (not the domain's): an unknown path or resource, a city outside the bundled places,
 * a calendar that cannot be imported. Routes throw it; the one error handler answers `{ code, message }` with the
 * message in the request's language. The domain's refusals are DomainErrors, mapped in errors.ts.
 */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** Extra fields of the body (the validation issues). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

/**
 * A refusal that passes with time (the server too busy for the request now): answered with `Retry-After`, and the
 * seconds in the message's `{{seconds}}`.
 */
export class RetryLater extends Refusal {
  constructor(
    code: string,
    status: ContentfulStatusCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code, status, { seconds: retryAfterSeconds });
    this.name = 'RetryLater';
  }
}

/** The one error factory of the routes: `throw refuse('cleaners.not-found', 404)`. */
export const refuse = (
  code: string,
  status: ContentfulStatusCode,
  params: Readonly<Record<string, string | number>> = {},
  extra: Readonly<Record<string, unknown>> = {},
): Refusal => new Refusal(code, status, params, extra);

/** An unknown path or resource: the same 404 whatever was missing, so that ids cannot be probed. */
export const notFound = (): Refusal => refuse('http.404', 404);
