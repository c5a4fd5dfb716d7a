import { Hono } from 'hono';
import type postgres from 'postgres';
import { impactFigures, type ImpactFigures } from '@weklean/projections';

/** How long the figures are kept in the process and by browsers: they move with completed bookings, not by the second. */
export const IMPACT_CACHE_MS = 5 * 60_000;

/**
 * `/api/impact` (docs/api/impact.md): the public eco-impact figures, computed from the read models at most once per
 * five minutes per process (the first request after that recomputes them; concurrent ones share the same query).
 */
export const impactRoutes = (deps: { sql: postgres.Sql; clock: () => Date }) => {
  let cached: { at: number; figures: Promise<ImpactFigures> } | null = null;
  const figures = () => {
    const now = deps.clock();
    if (cached === null || now.getTime() - cached.at >= IMPACT_CACHE_MS || now.getTime() < cached.at) {
      const pending = impactFigures(deps.sql, now);
      const entry = { at: now.getTime(), figures: pending };
      cached = entry;
      // A failed query is not kept: the next request tries again.
      pending.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.figures;
  };
  return new Hono().get('/', async (c) => {
    const body = await figures();
    c.header('Cache-Control', `public, max-age=${IMPACT_CACHE_MS / 1000}`);
    return c.json(body, 200);
  });
};
