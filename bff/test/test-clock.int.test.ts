import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@weklean/platform';
import { createShiftableClock } from '@weklean/platform';
import { createTestApp, json, type TestApp } from './support/test-app';

describe('the test clock (browser tests only)', () => {
  let plain: TestApp;
  let shifted: TestApp;
  const base = new Date('2026-11-22T17:00:00.000Z');

  beforeAll(async () => {
    plain = await createTestApp('clock_plain');
    shifted = await createTestApp('clock_shifted', { testClock: createShiftableClock(() => base) });
  });
  afterAll(async () => {
    await plain?.close();
    await shifted?.close();
  });

  it('is not there unless TEST_CLOCK is on', async () => {
    expect((await plain.app.request('/api/test-clock')).status).toBe(404);
    expect((await plain.app.request('/api/test-clock', json('POST', { advanceMinutes: 60 }))).status).toBe(404);
  });

  it('moves forward only, by whole minutes', async () => {
    expect(await (await shifted.app.request('/api/test-clock')).json()).toEqual({ now: base.toISOString() });
    const moved = await shifted.app.request('/api/test-clock', json('POST', { advanceMinutes: 90 }));
    expect(await moved.json()).toEqual({ now: '2026-11-22T18:30:00.000Z' });
    expect((await shifted.app.request('/api/test-clock', json('POST', { advanceMinutes: -10 }))).status).toBe(400);
  });

  it('cannot be switched on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true', ADMIN_PASSWORD: 'Admin-weklean-2026' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });
});
