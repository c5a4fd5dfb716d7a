import { createCommandHandler } from '@weklean/platform';
import { cleanerTarget } from '@weklean/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner, type ProjectionRunner } from '@weklean/projections';
import { createCleaner } from './support/cleaners';
import { createTestApp, json, type TestApp } from './support/test-app';
import { signUpAdmin } from './support/bookings';

const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const details = (bio: string) => ({
  bio,
  yearsOfExperience: 3,
  skills: [],
  languages: ['fr' as const],
  gender: 'prefer_not_to_say' as const,
  certificates: [],
  petsTolerated: [],
  ecoCertified: false,
});

/**
 * The incident of issue 9, replayed on the real cleaner-search projection: a bio with a zero byte, stored in the log
 * (encrypted, so the store took it) before the input rules refused such text, reaches the read model.
 */
describe('a zero byte in a stored bio', () => {
  let t: TestApp;
  let runner: ProjectionRunner;
  let admin: Record<string, string>;
  const now = new Date();
  const commands = () => createCommandHandler(t.store);
  const bioOf = async (cleanerId: string) =>
    (await t.sql<{ bio: string }[]>`select bio from cleaner_profiles where cleaner_id = ${cleanerId}`)[0]?.bio ?? null;
  const slotsOf = async (cleanerId: string) => (await t.sql`select 1 from cleaner_slots where cleaner_id = ${cleanerId}`).length;

  beforeAll(async () => {
    t = await createTestApp('poison_event', { projections: [cleanerSearch] });
    admin = (await signUpAdmin(t)).headers;
    runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger: createLogger({ level: 'error', json: true }), retryMs: 5 });
    runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('is parked; every other cleaner’s changes still reach search; the admin skips it and releases what waited', async () => {
    const adminId = randomUUID();
    const poisoned = await createCleaner(t.store, { name: 'Anne Poison', city: 'montreal' }, now, adminId);
    const healthy = await createCleaner(t.store, { name: 'Béa Saine', city: 'montreal' }, now, adminId);
    await until(async () => (await bioOf(poisoned)) !== null && (await bioOf(healthy)) !== null, 'both cleaners in search');

    await commands().execute(cleanerTarget(poisoned), 'UpdateProfileDetails', details('a\u0000b'), { userId: poisoned, now });
    await commands().execute(cleanerTarget(poisoned), 'AddAvailabilitySlot', { slotId: randomUUID(), date: '2030-01-07', startTime: '09:00', endTime: '12:00', status: 'available' }, { userId: poisoned, now });
    await commands().execute(cleanerTarget(healthy), 'UpdateProfileDetails', details('Toujours à l’heure.'), { userId: healthy, now });

    await until(async () => (await bioOf(healthy)) === 'Toujours à l’heure.', 'the other cleaner’s change');
    const parked = await t.app.request('/api/admin/projections/parked', { headers: admin });
    const items = ((await parked.json()) as { items: { id: string; eventType: string; error: string; heldBehind: string | null }[] }).items;
    expect(items.map((item) => item.eventType)).toEqual(['CleanerProfileDetailsUpdated', 'CleanerAvailabilitySlotAdded']);
    expect(items[0]!.error).toMatch(/invalid byte sequence/);
    expect(items[1]!.heldBehind).toBe(items[0]!.id);
    expect(await bioOf(poisoned)).toBe('Bonjour, je suis Anne Poison.');
    expect(await slotsOf(poisoned)).toBe(0);
    expect(await (await t.app.request('/api/health')).json()).toEqual({ status: 'degraded' });

    // The projection cannot take that bio at all: skip it, then apply the slot that waited behind it.
    expect((await t.app.request(`/api/admin/projections/parked/${items[0]!.id}/skip`, json('POST', undefined, admin))).status).toBe(200);
    expect((await t.app.request(`/api/admin/projections/parked/${items[1]!.id}/retry`, json('POST', undefined, admin))).status).toBe(200);
    expect(await slotsOf(poisoned)).toBe(1);
    expect(await (await t.app.request('/api/health')).json()).toEqual({ status: 'up' });

    await commands().execute(cleanerTarget(poisoned), 'UpdateProfileDetails', details('Corrigé.'), { userId: poisoned, now });
    await until(async () => (await bioOf(poisoned)) === 'Corrigé.', 'the stream to flow again');
  });
});
