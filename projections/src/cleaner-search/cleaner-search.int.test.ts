import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanerStream, scheduleStream, type CleanerEvent, type CleanerSearch, type ScheduleEvent } from '@weklean/domain';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { cleanerSearch } from './cleaner-search';
import { documentOwner, documentsByStatus } from './document-queries';
import { fileOwner } from './file-queries';
import { bookableCleanerBySlug, slotsFrom } from './lookup-queries';
import { createCleanerQueries, rankByWeekOf } from './search-queries';
import { cleanerSlug } from './search';

type Spec = Awaited<ReturnType<typeof readModelSpec>>;
const NOW = '2030-01-02T15:00:00.000Z';
const NOW_DATE = new Date(NOW);

/** A verified cleaner of Montréal, its whole profile given, named `name` (the searches below find them by it). */
const verifiedCleaner = (id: string, name: string): GivenEvent[] =>
  ([
    { type: 'CleanerProfileStarted', data: { cleanerId: id, displayName: name, languages: ['fr'], startedAt: NOW } },
    { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: [], coverageKm: 0 } },
    { type: 'CleanerServicesSet', data: { serviceTypes: ['basic'] } },
    { type: 'CleanerRatesSet', data: { hourlyRateCents: 3_500, fixedPricesCents: {}, cityRates: [] } },
    { type: 'CleanerVerified', data: { idDocumentId: randomUUID(), backgroundCheckDocumentId: null, verifiedAt: NOW } },
  ] satisfies CleanerEvent[]).map((event) => ({ stream: cleanerStream(id), type: event.type, data: event.data, metadata: { occurredAt: NOW } }));
/** One event of a cleaner's stream. */
const event = (id: string, e: CleanerEvent): GivenEvent => ({ stream: cleanerStream(id), type: e.type, data: e.data, metadata: { occurredAt: NOW } });

describe('the cleaner-search read model: given events, then rows', () => {
  let spec: Spec;
  let cleanerId = '';
  const on = (...events: CleanerEvent[]): GivenEvent[] =>
    events.map((event) => ({ stream: cleanerStream(cleanerId), type: event.type, data: event.data, metadata: { occurredAt: NOW } }));
  const started = (): CleanerEvent[] => [
    { type: 'CleanerProfileStarted', data: { cleanerId, displayName: 'Marie T.', languages: ['fr'], startedAt: NOW } },
    { type: 'CleanerRatesSet', data: { hourlyRateCents: 3_000, fixedPricesCents: { condo: 12_000 }, cityRates: [] } },
    { type: 'CleanerServicesSet', data: { serviceTypes: ['basic', 'deep'] } },
    { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: ['laval'], coverageKm: 0 } },
  ];
  const profile = async () =>
    (await spec.sql<Record<string, unknown>[]>`
      select slug, display_name, hourly_rate_cents, min_fixed_price_cents, service_types, served_place_ids, verified,
             avatar_file_id, open_slot_dates::text[] as open_slot_dates
      from cleaner_profiles where cleaner_id = ${cleanerId}`)[0];

  beforeAll(async () => {
    spec = await readModelSpec(cleanerSearch, 'read_model_cleaner_search');
  });
  afterAll(async () => spec?.close());
  beforeEach(() => {
    cleanerId = randomUUID();
  });

  it('builds the search row from the profile: slug, rates, services, the places served', async () => {
    await spec.given(on(...started()));
    expect(await profile()).toMatchObject({
      slug: cleanerSlug('Marie T.', cleanerId),
      display_name: 'Marie T.',
      hourly_rate_cents: 3_000,
      min_fixed_price_cents: 12_000,
      service_types: ['basic', 'deep'],
      served_place_ids: expect.arrayContaining(['montreal', 'laval']),
      verified: false,
    });
    // Not verified: not bookable yet.
    expect(await bookableCleanerBySlug(spec.sql, cleanerSlug('Marie T.', cleanerId))).toBeNull();
    await spec.given(on({ type: 'CleanerVerified', data: { idDocumentId: randomUUID(), backgroundCheckDocumentId: randomUUID(), verifiedAt: NOW } }));
    expect(await bookableCleanerBySlug(spec.sql, cleanerSlug('Marie T.', cleanerId))).toMatchObject({
      cleanerId,
      rates: { hourlyRateCents: 3_000, fixedPricesCents: { condo: 12_000 } },
    });
  });

  it('keeps the profile details, the eligibility and the insurance date on the search row', async () => {
    await spec.given(
      on(
        ...started(),
        {
          type: 'CleanerProfileDetailsUpdated',
          data: {
            bio: 'Dix ans de métier.',
            yearsOfExperience: 10,
            skills: ['windows'],
            languages: ['fr', 'en'],
            gender: 'female',
            education: null,
            certificates: ['HACCP'],
            petsTolerated: ['cats'],
            ecoCertified: true,
          },
        },
        { type: 'CleanerEligibilityDeclared', data: { eligible: true, declaredAt: NOW } },
        { type: 'CleanerBusinessInfoDeclared', data: { gstNumberProvided: true, qstNumberProvided: false, insuranceExpiresOn: '2031-03-01' } },
      ),
    );
    const [row] = await spec.sql<Record<string, unknown>[]>`
      select bio, years_of_experience, skills, languages, certificates, pets_tolerated, eco_certified, eligible,
             to_char(insurance_expires_on, 'YYYY-MM-DD') as insurance_expires_on
      from cleaner_profiles where cleaner_id = ${cleanerId}`;
    expect(row).toEqual({
      bio: 'Dix ans de métier.',
      years_of_experience: 10,
      skills: ['windows'],
      languages: ['fr', 'en'],
      certificates: ['HACCP'],
      pets_tolerated: ['cats'],
      eco_certified: true,
      eligible: true,
      insurance_expires_on: '2031-03-01',
    });
  });

  it('takes a cleaner out of the bookable ones when their verification is revoked', async () => {
    const slug = cleanerSlug('Marie T.', cleanerId);
    await spec.given(on(...started(), { type: 'CleanerVerified', data: { idDocumentId: randomUUID(), backgroundCheckDocumentId: randomUUID(), verifiedAt: NOW } }));
    expect(await profile()).toMatchObject({ verified: true });
    await spec.given(on({ type: 'CleanerVerificationRevoked', data: { adminId: randomUUID(), reason: 'Document expiré', revokedAt: NOW } }));
    expect(await profile()).toMatchObject({ verified: false });
    expect(await bookableCleanerBySlug(spec.sql, slug)).toBeNull();
  });

  it('keeps the documents for the review queue: submitted pending, then approved or rejected with the reason', async () => {
    const [id, bg] = [randomUUID(), randomUUID()];
    const submitted = (documentId: string, documentType: 'id' | 'background_check'): CleanerEvent => ({
      type: 'CleanerDocumentSubmitted',
      data: { documentId, documentType, fileId: `file-${documentId}`, contentType: 'application/pdf', sizeBytes: 1_000, issuedOn: null, submittedAt: NOW },
    });
    await spec.given(on(...started(), submitted(id, 'id'), submitted(bg, 'background_check')));
    expect((await documentsByStatus(spec.sql, 'pending')).filter((d) => d.cleaner_id === cleanerId)).toHaveLength(2);
    const adminId = randomUUID();
    await spec.given(
      on(
        { type: 'CleanerDocumentApproved', data: { documentId: id, documentType: 'id', adminId, approvedAt: NOW } },
        { type: 'CleanerDocumentRejected', data: { documentId: bg, documentType: 'background_check', adminId, reason: 'Illisible', rejectedAt: NOW } },
      ),
    );
    expect((await documentsByStatus(spec.sql, 'approved')).find((d) => d.document_id === id)).toMatchObject({ display_name: 'Marie T.' });
    expect((await documentsByStatus(spec.sql, 'rejected')).find((d) => d.document_id === bg)).toMatchObject({ reason: 'Illisible' });
    expect(await documentOwner(spec.sql, id)).toBe(cleanerId);
    expect(await fileOwner(spec.sql, `file-${bg}`)).toEqual({ kind: 'document', cleanerId });
  });

  it('keeps the photos, the avatar on the search row too, and forgets a removed avatar', async () => {
    const photoId = randomUUID();
    await spec.given(on(...started(), { type: 'CleanerPhotoAdded', data: { photoId, kind: 'avatar', fileId: 'file-avatar-1', thumbnailFileId: 'thumb-avatar-1' } }));
    expect(await profile()).toMatchObject({ avatar_file_id: 'file-avatar-1' });
    expect(await fileOwner(spec.sql, 'thumb-avatar-1')).toEqual({ kind: 'photo', cleanerId });
    await spec.given(
      on({ type: 'CleanerPhotoRemoved', data: { photoId, kind: 'avatar', fileId: 'file-avatar-1', thumbnailFileId: 'thumb-avatar-1', replacedBy: null } }),
    );
    expect(await profile()).toMatchObject({ avatar_file_id: null });
    expect(await fileOwner(spec.sql, 'file-avatar-1')).toBeNull();
  });

  it('lists the open slot dates, minus the ones a reservation covers, and gives them back when it is released', async () => {
    const bookingId = randomUUID();
    const slot: CleanerEvent = { type: 'CleanerAvailabilitySlotAdded', data: { slotId: randomUUID(), date: '2030-01-07', startTime: '09:00', endTime: '13:00', status: 'available' } };
    await spec.given(on(...started(), slot));
    expect(await profile()).toMatchObject({ open_slot_dates: ['2030-01-07'] });
    const reserve: ScheduleEvent = {
      type: 'SlotReserved',
      data: { bookingId, cleanerId, date: '2030-01-07', startsAt: '2030-01-07T14:00:00.000Z', endsAt: '2030-01-07T18:00:00.000Z' },
    };
    const release: ScheduleEvent = { type: 'SlotReleased', data: { bookingId, cleanerId, date: '2030-01-07' } };
    const schedule = scheduleStream(cleanerId, '2030-01-07');
    await spec.given([{ stream: schedule, ...reserve }]);
    expect(await profile()).toMatchObject({ open_slot_dates: [] });
    await spec.given([{ stream: schedule, ...release }]);
    expect(await profile()).toMatchObject({ open_slot_dates: ['2030-01-07'] });
  });

  it('flags a cleaner free this week from their open slots, against the week the search ranks by', async () => {
    await rankByWeekOf(spec.sql, '2030-01-06');
    const inWeek = randomUUID();
    const slot = (slotId: string, date: string): CleanerEvent => ({
      type: 'CleanerAvailabilitySlotAdded',
      data: { slotId, date, startTime: '09:00', endTime: '13:00', status: 'available' },
    });
    await spec.given(on(...started(), slot(randomUUID(), '2030-01-20')));
    const week = async () =>
      (await spec.sql<{ open_this_week: boolean }[]>`select open_this_week from cleaner_profiles where cleaner_id = ${cleanerId}`)[0]?.open_this_week;
    expect(await week()).toBe(false);
    await spec.given(on(slot(inWeek, '2030-01-08')));
    expect(await week()).toBe(true);
    expect(await profile()).toMatchObject({ open_slot_dates: ['2030-01-08', '2030-01-20'] });
    await spec.given(on({ type: 'CleanerAvailabilitySlotRemoved', data: { slotId: inWeek, date: '2030-01-08' } }));
    expect(await week()).toBe(false);
    expect((await slotsFrom(spec.sql, cleanerId, '2030-01-01')).map((s) => s.date)).toEqual(['2030-01-20']);
  });

  it('keeps the availability blocks, and forgets a removed one', async () => {
    const blockId = randomUUID();
    await spec.given(
      on(...started(), {
        type: 'CleanerAvailabilityBlockAdded',
        data: { blockId, allDay: false, days: [1, 3], date: null, startTime: '12:00', endTime: '13:00' },
      }),
    );
    const blocks = () =>
      spec.sql<{ all_day: boolean; days: number[] }[]>`select all_day, days from cleaner_blocks where cleaner_id = ${cleanerId}`;
    expect(await blocks()).toEqual([{ all_day: false, days: [1, 3] }]);
    await spec.given(on({ type: 'CleanerAvailabilityBlockRemoved', data: { blockId } }));
    expect(await blocks()).toEqual([]);
  });

  it('projects a verification on the identity document alone, as the old one that named a background check', async () => {
    await spec.given(on(...started(), { type: 'CleanerVerified', data: { idDocumentId: randomUUID(), backgroundCheckDocumentId: null, verifiedAt: NOW } }));
    expect(await profile()).toMatchObject({ verified: true });
  });

  describe('the background check badge (optional check, issue 33)', () => {
    const issuedOn = async () =>
      (await spec.sql<{ issued: string | null }[]>`
        select to_char(background_check_issued_on, 'YYYY-MM-DD') as issued from cleaner_profiles where cleaner_id = ${cleanerId}`)[0]?.issued;
    const verifiedAs = (displayName: string, backgroundCheckIssuedOn: string | null): CleanerEvent[] => {
      const [id, bg] = [randomUUID(), randomUUID()];
      const submitted = (documentId: string, documentType: 'id' | 'background_check', issued: string | null): CleanerEvent => ({
        type: 'CleanerDocumentSubmitted',
        data: { documentId, documentType, fileId: `file-${documentId}`, contentType: 'application/pdf', sizeBytes: 1_000, issuedOn: issued, submittedAt: NOW },
      });
      const approved = (documentId: string, documentType: 'id' | 'background_check'): CleanerEvent => ({
        type: 'CleanerDocumentApproved',
        data: { documentId, documentType, adminId: randomUUID(), approvedAt: NOW },
      });
      return [
        { type: 'CleanerProfileStarted', data: { cleanerId, displayName, languages: ['fr'], startedAt: NOW } },
        { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: [], coverageKm: 0 } },
        submitted(id, 'id', null),
        approved(id, 'id'),
        { type: 'CleanerVerified', data: { idDocumentId: id, backgroundCheckDocumentId: null, verifiedAt: NOW } },
        ...(backgroundCheckIssuedOn === null ? [] : [submitted(bg, 'background_check', backgroundCheckIssuedOn), approved(bg, 'background_check')]),
      ];
    };

    it('keeps the issue date of the approved background check, not of a pending one, and forgets it on a revocation', async () => {
      const bg = randomUUID();
      await spec.given(
        on(...started(), {
          type: 'CleanerDocumentSubmitted',
          data: { documentId: bg, documentType: 'background_check', fileId: `file-${bg}`, contentType: 'application/pdf', sizeBytes: 1_000, issuedOn: '2029-12-01', submittedAt: NOW },
        }),
      );
      expect(await issuedOn()).toBeNull();
      await spec.given(on({ type: 'CleanerDocumentApproved', data: { documentId: bg, documentType: 'background_check', adminId: randomUUID(), approvedAt: NOW } }));
      expect(await issuedOn()).toBe('2029-12-01');
      await spec.given(on({ type: 'CleanerVerificationRevoked', data: { adminId: randomUUID(), reason: 'Plainte', revokedAt: NOW } }));
      expect(await issuedOn()).toBeNull();
    });

    it('shows the badge and filters by it while the check is under 3 months old, as of the day of the search', async () => {
      const queries = createCleanerQueries(spec.sql);
      const checked = cleanerSlug('Badgeon Verif', cleanerId);
      await spec.given(on(...verifiedAs('Badgeon Verif', '2029-12-01')));
      cleanerId = randomUUID();
      const unchecked = cleanerSlug('Badgeon Sans', cleanerId);
      await spec.given(on(...verifiedAs('Badgeon Sans', null)));
      const search = (now: string, backgroundChecked?: 'true' | 'false') =>
        queries.search({ q: 'badgeon', backgroundChecked, sort: 'experience', page: 1, pageSize: 20 }, new Date(now));

      const all = await search(NOW);
      expect(all.items.map((card) => [card.slug, card.backgroundChecked]).sort()).toEqual([[checked, true], [unchecked, false]].sort());
      expect((await search(NOW, 'true')).items.map((card) => card.slug)).toEqual([checked]);
      expect((await search(NOW, 'true')).total).toBe(1);
      expect((await search(NOW, 'false')).total).toBe(2);
      expect(await queries.bySlug(checked, new Date(NOW))).toMatchObject({ verified: true, backgroundChecked: true });

      // Issued on 1 December: current until 28 February, expired on 1 March (3 months to the day), still verified.
      expect((await search('2030-02-28T15:00:00.000Z', 'true')).items.map((card) => card.slug)).toEqual([checked]);
      expect((await search('2030-03-01T15:00:00.000Z', 'true')).items).toEqual([]);
      expect(await queries.bySlug(checked, new Date('2030-03-01T15:00:00.000Z'))).toMatchObject({ verified: true, backgroundChecked: false });
    });
  });

  describe('search totals under changes (issue 34): moved forward from the changed profiles, exact', () => {
    const FILTER_SETS: Omit<CleanerSearch, 'page' | 'pageSize' | 'sort'>[] = [
      { q: 'totalon' },
      { q: 'totalon', city: 'montreal' },
      { q: 'totalon', city: 'laval' },
      { q: 'totalon', serviceType: 'deep' },
      { q: 'totalon', language: 'en', minExperience: 3 },
      { q: 'totalon', maxPriceCents: 4_000 },
    ];
    const query = (filters: (typeof FILTER_SETS)[number]): CleanerSearch => ({ ...filters, sort: 'recommended', page: 1, pageSize: 20 });
    /** The totals a process that searched before gives, against those of one that counts from scratch. */
    const totals = async (queries: ReturnType<typeof createCleanerQueries>) =>
      Promise.all(FILTER_SETS.map(async (filters) => (await queries.search(query(filters), NOW_DATE)).total));
    const fresh = () => totals(createCleanerQueries(spec.sql));

    it('stays equal to a fresh count through new, changed, moved, revoked, suspended and closed profiles', async () => {
      const queries = createCleanerQueries(spec.sql);
      const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await spec.given([...verifiedCleaner(a, 'Totalon Ana'), ...verifiedCleaner(b, 'Totalon Béa'), ...verifiedCleaner(c, 'Totalon Cyr')]);
      expect(await totals(queries)).toEqual([3, 3, 0, 0, 0, 3]);

      const steps: { change: () => Promise<unknown>; expected: number[] }[] = [
        { change: () => spec.given([event(c, { type: 'CleanerServicesSet', data: { serviceTypes: ['basic', 'deep'] } })]), expected: [3, 3, 0, 1, 0, 3] },
        {
          change: () => spec.given([event(a, { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'laval', serviceCityIds: [], coverageKm: 0 } })]),
          expected: [3, 2, 1, 1, 0, 3],
        },
        {
          change: () =>
            spec.given([
              event(b, {
                type: 'CleanerProfileDetailsUpdated',
                data: { bio: '', yearsOfExperience: 4, skills: [], languages: ['fr', 'en'], gender: 'female', education: null, certificates: [], petsTolerated: [], ecoCertified: false },
              }),
              event(b, { type: 'CleanerRatesSet', data: { hourlyRateCents: 4_500, fixedPricesCents: {}, cityRates: [] } }),
            ]),
          expected: [3, 2, 1, 1, 1, 2],
        },
        { change: () => spec.given(verifiedCleaner(d, 'Totalon Dan')), expected: [4, 3, 1, 1, 1, 3] },
        { change: () => spec.given([event(a, { type: 'CleanerVerificationRevoked', data: { adminId: randomUUID(), reason: 'Plainte', revokedAt: NOW } })]), expected: [3, 3, 0, 1, 1, 2] },
        {
          change: async () => {
            await spec.sql`insert into users (id, name, email, password_hash, role) values (${c}, 'Cyr', ${`${c}@example.com`}, 'x', 'cleaner')`;
            await spec.sql`update users set suspended_at = now() where id = ${c}`;
          },
          expected: [2, 2, 0, 0, 1, 1],
        },
        { change: () => spec.sql`update users set suspended_at = null where id = ${c}`, expected: [3, 3, 0, 1, 1, 2] },
        { change: () => spec.given([event(d, { type: 'CleanerProfileClosed', data: { closedAt: NOW } })]), expected: [2, 2, 0, 1, 1, 1] },
      ];
      for (const step of steps) {
        await step.change();
        const now = await fresh();
        expect(now).toEqual(step.expected);
        expect(await totals(queries)).toEqual(now);
      }
    });

    it('counts a change whose transaction began before the total was cached and committed after a later one', async () => {
      const queries = createCleanerQueries(spec.sql);
      const [early, late] = [randomUUID(), randomUUID()];
      await spec.given([...verifiedCleaner(early, 'Totalon Early'), ...verifiedCleaner(late, 'Totalon Late')]);
      const before = await totals(queries);
      const slow = await spec.sql.reserve();
      let open = false;
      try {
        await slow`begin`;
        open = true;
        await slow`update cleaner_profiles set service_types = '{basic,deep}' where cleaner_id = ${early}`;
        // A later transaction commits first, and the total is cached while the earlier one is still open. Both write the
        // rows directly: the event log would hold back the later event behind the open transaction.
        await spec.sql`update cleaner_profiles set service_types = '{basic,deep}' where cleaner_id = ${late}`;
        const between = await totals(queries);
        expect([between[3], (await fresh())[3]]).toEqual([before[3]! + 1, before[3]! + 1]);
        await slow`commit`;
        open = false;
      } finally {
        if (open) await slow`rollback`;
        slow.release();
      }
      const after = await fresh();
      expect(after[3]).toBe(before[3]! + 2);
      expect(await totals(queries)).toEqual(after);
    });
  });

  describe('search answers kept between searches (issue 34): given again only while no profile changed since', () => {
    /** Each test searches its own name, so that none sees another's cleaners. */
    const query = (q = 'gardon', city?: string): CleanerSearch => ({ q, ...(city ? { city } : {}), sort: 'recommended', page: 1, pageSize: 20 });
    /** Both searches, from a process that searched before and from one that reads everything from the tables. */
    const bothAnswers = async (queries: ReturnType<typeof createCleanerQueries>, filters = query()) => ({
      kept: await queries.search(filters, NOW_DATE),
      fresh: await createCleanerQueries(spec.sql, { keepAnswers: false }).search(filters, NOW_DATE),
    });

    it('gives a kept answer again when nothing changed, and the tables’ answer after any change a card shows', async () => {
      const queries = createCleanerQueries(spec.sql);
      const [a, b] = [randomUUID(), randomUUID()];
      await spec.given([...verifiedCleaner(a, 'Gardon Ana'), ...verifiedCleaner(b, 'Gardon Béa')]);
      const first = await bothAnswers(queries);
      expect(first.kept.items).toHaveLength(2);
      expect(first.kept).toEqual(first.fresh);
      const read = queries.answersBy().read;
      // Unchanged: given again without reading the tables.
      expect(await queries.search(query(), NOW_DATE)).toEqual(first.fresh);
      expect(queries.answersBy()).toMatchObject({ read, kept: 1 });

      // Each change below shows on a card or moves it in the page, but is not one a search filters on (but the last).
      const steps: (() => Promise<unknown>)[] = [
        () => spec.given([event(a, { type: 'CleanerPhotoAdded', data: { photoId: randomUUID(), kind: 'avatar', fileId: 'file-gardon', thumbnailFileId: 'thumb-gardon' } })]),
        () => spec.given([event(b, { type: 'CleanerRatesSet', data: { hourlyRateCents: 3_500, fixedPricesCents: { condo: 9_000 }, cityRates: [] } })]),
        () => spec.given([event(b, { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'montreal', serviceCityIds: ['laval'], coverageKm: 0 } })]),
        () => spec.sql`update cleaner_profiles set review_count = 7 where cleaner_id = ${a}`,
        () => spec.sql`update cleaner_profiles set open_this_week = true where cleaner_id = ${b}`,
        async () => {
          await spec.sql`insert into users (id, name, email, password_hash, role) values (${a}, 'Ana', ${`${a}@example.com`}, 'x', 'cleaner')`;
          await spec.sql`update users set suspended_at = now() where id = ${a}`;
        },
      ];
      for (const step of steps) {
        const before = queries.answersBy();
        await step();
        const { kept, fresh } = await bothAnswers(queries);
        expect(kept).toEqual(fresh);
        expect(queries.answersBy()).toEqual({ read: before.read + 1, kept: before.kept });
      }
      expect((await queries.search(query(), NOW_DATE)).items).toHaveLength(1);
    });

    it('keeps an answer through the changes of cleaners it does not match, before or after', async () => {
      const queries = createCleanerQueries(spec.sql);
      const [mine, other] = [randomUUID(), randomUUID()];
      await spec.given([...verifiedCleaner(mine, 'Goujon Mine'), ...verifiedCleaner(other, 'Perche Other')]);
      const answer = await queries.search(query('goujon'), NOW_DATE);
      await spec.given([
        event(other, { type: 'CleanerRatesSet', data: { hourlyRateCents: 2_900, fixedPricesCents: {}, cityRates: [] } }),
        event(other, { type: 'CleanerServiceAreaSet', data: { primaryCityId: 'laval', serviceCityIds: [], coverageKm: 0 } }),
        ...verifiedCleaner(randomUUID(), 'Perche Newcomer'),
      ]);
      expect(await queries.search(query('goujon'), NOW_DATE)).toEqual(answer);
      expect(queries.answersBy()).toEqual({ read: 1, kept: 1 });
      // Renamed into the matches: read again, with them.
      await spec.sql`update cleaner_profiles set display_name = 'Goujon Other' where cleaner_id = ${other}`;
      expect((await queries.search(query('goujon'), NOW_DATE)).items).toHaveLength(2);
      // And out of them again: read again, without them (their earlier version matched).
      await spec.sql`update cleaner_profiles set display_name = 'Perche Other' where cleaner_id = ${other}`;
      expect(await queries.search(query('goujon'), NOW_DATE)).toEqual(answer);
      expect(queries.answersBy()).toEqual({ read: 3, kept: 1 });
    });

    it('sees a change whose transaction began before the answer was kept and committed after', async () => {
      const queries = createCleanerQueries(spec.sql);
      const [early, late] = [randomUUID(), randomUUID()];
      await spec.given([...verifiedCleaner(early, 'Brochet Early'), ...verifiedCleaner(late, 'Brochet Late')]);
      const brochet = query('brochet');
      await queries.search(brochet, NOW_DATE);
      const slow = await spec.sql.reserve();
      let open = false;
      try {
        await slow`begin`;
        open = true;
        await slow`update cleaner_profiles set avatar_thumbnail_file_id = 'thumb-early' where cleaner_id = ${early}`;
        // A later transaction commits first; the answer is read and kept while the earlier one is still open.
        await spec.sql`update cleaner_profiles set hourly_rate_cents = 3900 where cleaner_id = ${late}`;
        const between = await bothAnswers(queries, brochet);
        expect(between.kept).toEqual(between.fresh);
        expect(await queries.search(brochet, NOW_DATE)).toEqual(between.fresh);
        await slow`commit`;
        open = false;
      } finally {
        if (open) await slow`rollback`;
        slow.release();
      }
      const after = await bothAnswers(queries, brochet);
      expect(after.kept).toEqual(after.fresh);
      expect(after.kept.items.find((item) => item.avatarUrl !== null)?.avatarUrl).toBe('/api/files/thumb-early');
    });

    it('keeps no empty page, and keeps each page and city apart', async () => {
      const queries = createCleanerQueries(spec.sql);
      await spec.given(verifiedCleaner(randomUUID(), 'Vairon Solo'));
      await queries.search(query('vairon', 'laval'), NOW_DATE);
      await queries.search(query('vairon', 'laval'), NOW_DATE);
      expect(queries.answersBy()).toEqual({ read: 2, kept: 0 });
      const montreal = await queries.search(query('vairon', 'montreal'), NOW_DATE);
      expect(montreal.items).toHaveLength(1);
      expect(await queries.search(query('vairon', 'montreal'), NOW_DATE)).toEqual(montreal);
      expect(await queries.search({ ...query('vairon', 'montreal'), page: 2 }, NOW_DATE)).toMatchObject({ page: 2, items: [] });
      expect(queries.answersBy()).toEqual({ read: 4, kept: 1 });
    });
  });

  it('removes every row of a cleaner whose profile is closed', async () => {
    await spec.given(on(...started(), { type: 'CleanerPhotoAdded', data: { photoId: randomUUID(), kind: 'gallery', fileId: 'f-g', thumbnailFileId: 't-g' } }));
    await spec.given(on({ type: 'CleanerProfileClosed', data: { closedAt: NOW } }));
    expect(await profile()).toBeUndefined();
    expect(await spec.sql`select 1 from cleaner_photos where cleaner_id = ${cleanerId}`).toHaveLength(0);
  });

  it('is empty after a reset, as before a rebuild', async () => {
    await spec.given(on(...started(), { type: 'CleanerPhotoAdded', data: { photoId: randomUUID(), kind: 'gallery', fileId: 'f-r', thumbnailFileId: 't-r' } }));
    await spec.reset();
    const [counts] = await spec.sql<{ rows: number }[]>`
      select (select count(*) from cleaner_profiles) + (select count(*) from cleaner_photos) + (select count(*) from cleaner_slots)
           + (select count(*) from cleaner_documents) + (select count(*) from cleaner_blocks) + (select count(*) from cleaner_reservations) as rows`;
    expect(Number(counts?.rows)).toBe(0);
  });
});
