import { objectSchema } from '@weklean/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env';
import type { ShiftableClock } from '@weklean/platform';
import { jsonBody } from '../http/validation';

const AdvanceSchema = objectSchema({ advanceMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(525_600)) });

/** /api/test-clock: mounted only with TEST_CLOCK=true (browser tests). */
export const testClockRoutes = (clock: ShiftableClock) =>
  new Hono<AppEnv>()
    .get('/', (c) => c.json({ now: clock.now().toISOString() }, 200))
    .post('/', jsonBody(AdvanceSchema), async (c) => {
      // Answers once the durable timers have moved with it: a timer now due fires at once.
      await clock.advance(c.req.valid('json').advanceMinutes);
      return c.json({ now: clock.now().toISOString() }, 200);
    });
