import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanerStream, scheduleStream, type CleanerEvent, type ScheduleEvent } from '@weklean/domain';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { cleanerSearch } from './cleaner-search';
import { documentOwner, documentsByStatus } from './document-queries';
import { fileOwner } from './file-queries';
import { bookableCleanerBySlug } from './search-queries';
import { cleanerSlug } from './search';

type Spec = Awaited<ReturnType<typeof readModelSpec>>;
const NOW = '2030-01-02T15:00:00.000Z';

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

  it('removes every row of a cleaner whose profile is closed', async () => {
    await spec.given(on(...started(), { type: 'CleanerPhotoAdded', data: { photoId: randomUUID(), kind: 'gallery', fileId: 'f-g', thumbnailFileId: 't-g' } }));
    await spec.given(on({ type: 'CleanerProfileClosed', data: { closedAt: NOW } }));
    expect(await profile()).toBeUndefined();
    expect(await spec.sql`select 1 from cleaner_photos where cleaner_id = ${cleanerId}`).toHaveLength(0);
  });
});
