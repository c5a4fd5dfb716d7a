import type { App } from '@weklean/bff';
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { api as apiClient, ApiError, type ApiClient } from './api-client';
import type { Api } from './api-contract';

/**
 * The client's base. Absolute, because `$url()` (download links) builds a `URL`; the page's own origin in the browser,
 * a placeholder where there is none (server drawing, unit tests), where only `$path()` (SWR keys) is used.
 */
export const API_ORIGIN = globalThis.location?.origin ?? 'http://localhost';

/** The typed client of `api` (api-client.ts): each call goes through its exchange, so fails with its `ApiError`. */
export function createClient(through: Pick<ApiClient, 'fetchFor'>, origin = API_ORIGIN): Api {
  return hc<App>(origin, { fetch: through.fetchFor(origin) }).api;
}

/**
 * The API, typed by the BFF's routes (`export type App`): `client.bookings[':id'].$get({ param: { id } })`.
 * Read an answer with `ok(...)`; key SWR with the route's `$path(...)`, link a download with its `$url(...)`.
 */
export const client: Api = createClient(apiClient);

/** The body of a response's success statuses, as the route declares it. */
export type SuccessBody<R> = R extends ClientResponse<infer Body, infer Status, infer _Format> ? (Status extends SuccessStatusCode ? Body : never) : never;

/**
 * The typed 2xx body of a call, or the `ApiError` it failed with: `const booking = await ok(client.bookings[':id'].$get(...))`.
 * An empty body (a 204) is `null`, as with `api.get`.
 */
export async function ok<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<SuccessBody<R>> {
  const response = await call;
  const text = await response.text();
  // The client's fetch has thrown for every failure already; a response that reaches here some other way is judged
  // by the same rule.
  let value: unknown = null;
  if (text !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError('non-json', response.status, response.statusText, text);
    }
  }
  if (!response.ok) throw new ApiError('http', response.status, response.statusText, value);
  // The one place an answer takes its type: the route's declared success body (Hono's inference, never a guess).
  return value as SuccessBody<R>;
}

/**
 * Path parameters, escaped: Hono's client writes them into the path as they are (`a/b` would name another route).
 * `client.bookings[':id'].$get({ param: pathParams({ id }) })`.
 */
export function pathParams<P extends Record<string, string>>(values: P): P {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, encodeURIComponent(value)])) as P;
}

/** A download link (`<a href>`) from a route's `$url()`: same-origin, so written as a path, as the server's pages expect. */
export const linkTo = (url: URL): string => `${url.pathname}${url.search}`;
