import type { GenericSchema } from 'valibot';

/**
 * What a route's middlewares say about it, for the published API (openapi-document.ts): the schema a body or query
 * validator reads through, the roles a role check admits. Kept beside the middleware function itself, so the
 * description is read from the running app's routes (`app.routes`), never from a hand-kept list.
 */
export type MiddlewareMeta =
  | { kind: 'input'; target: 'json' | 'query'; schema: GenericSchema }
  | { kind: 'role'; roles: readonly string[] };

const registry = new WeakMap<object, MiddlewareMeta>();

/** Records what a middleware checks; returns it unchanged. */
export const describeMiddleware = <F extends object>(middleware: F, meta: MiddlewareMeta): F => {
  registry.set(middleware, meta);
  return middleware;
};

/** What a handler of `app.routes` was described as, if it was. */
export const middlewareMeta = (handler: unknown): MiddlewareMeta | undefined =>
  typeof handler === 'function' ? registry.get(handler) : undefined;
