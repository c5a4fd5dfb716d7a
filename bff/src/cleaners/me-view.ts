import { availabilityLabelOf, deriveOnboardingStep, profileCompleteness, type CleanerState, type PropertyType } from '@weklean/domain';
import type postgres from 'postgres';
import { cleanerSlug } from '@weklean/projections';
import { cleanerDetailsOf, documentDecisions, fileUrl, freeDaysAhead, quebecToday } from '@weklean/projections';

/** The days the availability label looks at. */
const LABEL_WINDOW_DAYS = 7;

/** The cleaner's own profile, from the cleaner-details read model: `GET /api/cleaners/me` and every command's answer. */
export async function myProfile(deps: { sql: postgres.Sql; clock: () => Date }, cleanerId: string) {
  return meView(deps.sql, await cleanerDetailsOf(deps.sql, cleanerId), deps.clock());
}

/** GET /api/cleaners/me: the `Me` shape of docs/api/cleaners.md. */
async function meView(sql: postgres.Sql, state: CleanerState, now: Date) {
  const base = {
    onboardingStep: deriveOnboardingStep(state),
    completeness: profileCompleteness(state),
    verificationStatus: state.verificationStatus,
  };
  if (state.status !== 'started') {
    return { ...base, started: false as const, slug: null, profile: null, documents: [], slots: [], blocks: [], photos: [] };
  }
  const today = quebecToday(now);
  const [decided, freeDays] = await Promise.all([
    documentDecisions(sql, state.cleanerId),
    // From the profile's hours and slots (read once the change just made is in) and the bookings held in the read model.
    freeDaysAhead(sql, state.cleanerId, { blocks: state.blocks, slots: state.slots }, today, LABEL_WINDOW_DAYS),
  ]);
  const extra = new Map(decided.map((row) => [row.document_id, row]));
  return {
    ...base,
    started: true as const,
    slug: cleanerSlug(state.displayName, state.cleanerId),
    profile: {
      displayName: state.displayName,
      primaryCityId: state.area?.primaryCityId ?? null,
      serviceCityIds: state.area?.serviceCityIds ?? [],
      coverageKm: state.area?.coverageKm ?? null,
      serviceTypes: state.serviceTypes,
      hourlyRateCents: state.rates.hourlyRateCents,
      fixedPricesCents: { ...state.rates.fixedPricesCents } as Partial<Record<PropertyType, number>>,
      cityRates: state.rates.cityRates.map((rate) => ({ cityId: rate.cityId, hourlyRateCents: rate.hourlyRateCents })),
      bio: state.details?.bio ?? '',
      yearsOfExperience: state.details?.yearsOfExperience ?? 0,
      skills: state.details?.skills ?? [],
      languages: state.languages,
      gender: state.details?.gender ?? null,
      education: state.details?.education ?? null,
      certificates: state.details?.certificates ?? [],
      petsTolerated: state.details?.petsTolerated ?? [],
      ecoCertified: state.details?.ecoCertified ?? false,
      eligible: state.eligible,
      gstNumberProvided: state.business?.gstNumberProvided ?? false,
      qstNumberProvided: state.business?.qstNumberProvided ?? false,
      insuranceExpiresOn: state.business?.insuranceExpiresOn ?? null,
    },
    documents: state.documents.map((d) => ({
      id: d.documentId,
      type: d.documentType,
      status: d.status,
      reason: extra.get(d.documentId)?.reason ?? null,
      issuedOn: d.issuedOn,
      submittedAt: d.submittedAt,
      fileUrl: fileUrl(d.fileId),
    })),
    slots: state.slots.map((s) => ({ id: s.slotId, date: s.date, startTime: s.startTime, endTime: s.endTime, status: s.status })),
    blocks: state.blocks.map((b) => ({ id: b.blockId, allDay: b.allDay, days: b.days, date: b.date, startTime: b.startTime, endTime: b.endTime })),
    photos: state.photos.map((p) => ({ id: p.photoId, kind: p.kind, url: fileUrl(p.fileId), thumbnailUrl: fileUrl(p.thumbnailFileId) })),
    /** The label clients see, from the free days of the next seven (docs/api/cleaners.md). */
    availability: { label: availabilityLabelOf(freeDays), freeDays, days: LABEL_WINDOW_DAYS },
  };
}
