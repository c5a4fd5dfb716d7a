import { Hono } from 'hono';
import { ClientOnboardingProgressSchema } from '@weklean/domain';
import type postgres from 'postgres';
import { noStore } from '../http/no-store';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';
import { createClientOnboardingRepository } from './client-onboarding-repository';

export type ClientOnboardingRouteDeps = { sql: postgres.Sql; clock: () => Date };

/** `/api/me/client-onboarding`: where a new client is in `/client-onboarding`, kept on the server (docs/api/client-onboarding.md). */
export const clientOnboardingRoutes = (deps: ClientOnboardingRouteDeps) => {
  const onboarding = createClientOnboardingRepository(deps.sql);
  return new Hono<RoleEnv<'client'>>()
    .use('*', noStore)
    .use('*', requireRole('client'))
    .get('/', async (c) => c.json(await onboarding.get(c.get('user').id), 200))
    .put('/', jsonBody(ClientOnboardingProgressSchema), async (c) => {
      const userId = c.get('user').id;
      const progress = c.req.valid('json');
      // Another client's property, or one since deleted, is not found: nothing is saved.
      if (typeof progress.propertyId === 'string' && !(await onboarding.ownsProperty(userId, progress.propertyId))) throw notFound();
      return c.json(await onboarding.save(userId, progress, deps.clock()), 200);
    });
};
