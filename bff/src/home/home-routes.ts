import { Hono } from 'hono';
import { noStore } from '../http/no-store';
import { requireRole, type RoleEnv } from '../http/require-role';
import type { HomeViews } from './home-view';

/**
 * `/api/me/home` (docs/api/home.md): the signed-in person's home. Its middleware is the route's own: other routes
 * live under `/api/me` too.
 */
export const homeRoutes = (deps: { homes: HomeViews; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .get('/home', noStore, requireRole('client', 'cleaner'), async (c) => {
      const account = c.get('user');
      const now = deps.clock();
      return account.role === 'cleaner' ? c.json(await deps.homes.cleaner(account.id, now), 200) : c.json(await deps.homes.client(account.id, now), 200);
    });
