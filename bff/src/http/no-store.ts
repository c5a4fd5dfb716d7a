import type { MiddlewareHandler } from 'hono';

/** Answers that depend on who asks or change from one moment to the next: no browser or proxy keeps them. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};
