import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner } from '@weklean/projections';
import { scheduleTarget } from '@weklean/domain';
import { createCleaner } from './support/cleaners';
import { createTestApp, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

/** Thursday 26 November 2026, 9:00 in Quebec. The next Tuesday is 1 December. */
const NOW = new Date('2026-11-26T14:00:00Z');
const TUESDAY = '2026-12-01';

type Card = { slug: string; name: string; availabilityLabel: string; whyListed: null | { basedIn: string; covers: string; distanceKm: number; listed: boolean } };
type Page = { items: Card[]; total: number };

describe('availability from working hours, and search by name', () => {
  let t: TestApp;
  const project = async () => {
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    await waitForProjection(t.sql, cleanerSearch);
    await runner.stop();
  };
  const search = async (query: string) => {
    const response = await t.app.request(`/api/cleaners${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  const free = async (slug: string, date: string) => {
    const response = await t.app.request(`/api/cleaners/${slug}/availability?date=${date}`);
    return { status: response.status, body: (await response.json()) as { date: string; free: { start: string; end: string }[] } };
  };
  let worker: Card;
  let idle: Card;
  let workerId: string;

  beforeAll(async () => {
    t = await createTestApp('cleaner_availability', { clock: () => NOW });
    const admin = randomUUID();
    workerId = await createCleaner(t.store, { name: 'Anne-Marie Côté', city: 'montreal', workingHours: { days: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '17:00' } }, NOW, admin);
    await createCleaner(t.store, { name: 'Hélène Lavoie', city: 'laval', coverageKm: 25 }, NOW, admin);
    await createCleaner(t.store, { name: 'Bob Smith', city: 'montreal', workingHours: { days: [6], startTime: '09:00', endTime: '15:00' } }, NOW, admin);
    await project();
    const page = await search('?sort=rating');
    worker = page.items.find((c) => c.name === 'Anne-Marie Côté')!;
    idle = page.items.find((c) => c.name === 'Hélène Lavoie')!;
  }, 60_000);
  afterAll(async () => t?.close());

  it('makes weekly working hours availability: Mon–Fri 8–17 is "available", no hours is "very busy"', async () => {
    expect(worker.availabilityLabel).toBe('available');
    expect(idle.availabilityLabel).toBe('very_busy');
    const bob = (await search('?q=bob')).items[0]!;
    // Saturday 9–15 is six hours: one free day in the week.
    expect(bob.availabilityLabel).toBe('busy');
    expect((await search('?availableSoon=true')).items.map((c) => c.name).sort()).toEqual(['Anne-Marie Côté', 'Bob Smith']);
  });

  it('answers the free times of a date in Quebec local times', async () => {
    expect(await free(worker.slug, TUESDAY)).toEqual({ status: 200, body: { date: TUESDAY, free: [{ start: '08:00', end: '17:00' }] } });
    expect((await free(worker.slug, '2026-11-29')).body.free).toEqual([]);
    // Today (9:00) starts two hours ahead, the earliest a request may start; yesterday has nothing.
    expect((await free(worker.slug, '2026-11-26')).body.free).toEqual([{ start: '11:00', end: '17:00' }]);
    expect((await free(worker.slug, '2026-11-25')).body.free).toEqual([]);
  });

  it('takes a reservation out of the free times, and the day stays free while a shortest booking still fits', async () => {
    const commands = createCommandHandler(t.store);
    await commands.execute(scheduleTarget(workerId, TUESDAY), 'ReserveSlot', {
      bookingId: randomUUID(), cleanerId: workerId, date: TUESDAY, startsAt: '2026-12-01T15:00:00Z', endsAt: '2026-12-01T19:00:00Z',
    }, { userId: workerId, now: NOW });
    await project();
    expect((await free(worker.slug, TUESDAY)).body.free).toEqual([{ start: '08:00', end: '10:00' }, { start: '14:00', end: '17:00' }]);
    const [row] = await t.sql<{ dates: string[] }[]>`select open_slot_dates::text[] as dates from cleaner_profiles where cleaner_id = ${workerId}`;
    expect(row?.dates).not.toContain(TUESDAY);
    expect(row?.dates).toContain('2026-12-02');
  });

  it('refuses a bad date and an unknown cleaner', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '']) expect((await free(worker.slug, date)).status).toBe(400);
    expect((await t.app.request(`/api/cleaners/${worker.slug}/availability`)).status).toBe(400);
    expect((await free('personne-000000', TUESDAY)).status).toBe(404);
  });

  it('finds a cleaner by name, whatever the accents, case and hyphens', async () => {
    const names = async (q: string) => (await search(`?q=${encodeURIComponent(q)}`)).items.map((c) => c.name);
    expect(await names('anne marie')).toEqual(['Anne-Marie Côté']);
    expect(await names('COTE')).toEqual(['Anne-Marie Côté']);
    expect(await names('hélène')).toEqual(['Hélène Lavoie']);
    expect(await names('helene')).toEqual(['Hélène Lavoie']);
    expect(await names('%')).toEqual([]);
    expect(await names('zzz')).toEqual([]);
    expect((await t.app.request(`/api/cleaners?q=${'a'.repeat(81)}`)).status).toBe(400);
    expect((await t.app.request('/api/cleaners?q=a%00b')).status).toBe(400);
  });

  it('says why a cleaner based elsewhere is in a city\'s results', async () => {
    const page = await search('?city=montreal');
    const helene = page.items.find((c) => c.name === 'Hélène Lavoie')!;
    expect(helene.whyListed).toMatchObject({ basedIn: 'Laval', covers: 'Montréal', listed: false });
    expect(helene.whyListed!.distanceKm).toBeGreaterThan(5);
    expect(page.items.find((c) => c.name === 'Anne-Marie Côté')!.whyListed).toBeNull();
  });
});
