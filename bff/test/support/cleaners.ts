import { createCommandHandler } from '@weklean/platform';
import { cleanerTarget } from '@weklean/domain';
import { randomUUID } from 'node:crypto';
import type { EventStore, Language, Pet, PropertyType, ServiceType } from '@weklean/domain';

export type CleanerSpec = {
  /** The user id, when the cleaner also has an account; a new id otherwise. */
  id?: string;
  name: string;
  city: string;
  serviceCities?: readonly string[];
  coverageKm?: number;
  hourlyRateCents?: number | null;
  fixedPricesCents?: Partial<Record<PropertyType, number>>;
  serviceTypes?: ServiceType[];
  languages?: Language[];
  years?: number;
  pets?: Pet[];
  eco?: boolean;
  verified?: boolean;
  /** With a verified cleaner, an approved background check too (optional since issue 33); true unless false. */
  backgroundCheck?: boolean;
  /** Available slots, as days from today. */
  slotsInDays?: readonly number[];
  /** Weekly working hours (0 = Sunday). */
  workingHours?: { days: number[]; startTime: string; endTime: string };
};

const day = (now: Date, offset: number) => {
  const date = new Date(now.getTime() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(date);
};

/** A cleaner set up through the same commands as the onboarding screens and the admin review. */
export async function createCleaner(store: EventStore, spec: CleanerSpec, now: Date, adminId: string) {
  const commands = createCommandHandler(store);
  const cleanerId = spec.id ?? randomUUID();
  const as = { userId: cleanerId, now };
  await commands.execute(cleanerTarget(cleanerId), 'StartCleanerProfile', {
    cleanerId,
    displayName: spec.name,
    primaryCityId: spec.city,
    serviceTypes: spec.serviceTypes ?? ['basic'],
    hourlyRateCents: spec.hourlyRateCents === undefined ? 3000 : spec.hourlyRateCents,
    fixedPricesCents: spec.fixedPricesCents ?? {},
    coverageKm: spec.coverageKm ?? 10,
    languages: spec.languages ?? ['fr'],
  }, as);
  if (spec.serviceCities) {
    await commands.execute(cleanerTarget(cleanerId), 'SetServiceArea', {
      primaryCityId: spec.city,
      serviceCityIds: [spec.city, ...spec.serviceCities],
      coverageKm: spec.coverageKm ?? 10,
    }, as);
  }
  await commands.execute(cleanerTarget(cleanerId), 'UpdateProfileDetails', {
    bio: `Bonjour, je suis ${spec.name}.`,
    yearsOfExperience: spec.years ?? 1,
    skills: [],
    languages: spec.languages ?? ['fr'],
    gender: 'prefer_not_to_say',
    certificates: [],
    petsTolerated: spec.pets ?? [],
    ecoCertified: spec.eco ?? false,
  }, as);
  if (spec.verified !== false) {
    await commands.execute(cleanerTarget(cleanerId), 'DeclareEligibility', { birthDate: '1990-01-01', authorisedToWorkInCanada: true }, as);
    const idDoc = randomUUID();
    await commands.execute(cleanerTarget(cleanerId), 'SubmitVerificationDocument', { documentId: idDoc, type: 'id', fileId: `file-${idDoc}`, contentType: 'application/pdf', sizeBytes: 1000 }, as);
    const admin = { userId: adminId, now };
    await commands.execute(cleanerTarget(cleanerId), 'ApproveDocument', { documentId: idDoc, adminId }, admin);
    if (spec.backgroundCheck !== false) {
      const check = randomUUID();
      await commands.execute(cleanerTarget(cleanerId), 'SubmitVerificationDocument', {
        documentId: check, type: 'background_check', fileId: `file-${check}`, contentType: 'application/pdf', sizeBytes: 1000, issuedOn: day(now, -10),
      }, as);
      await commands.execute(cleanerTarget(cleanerId), 'ApproveDocument', { documentId: check, adminId }, admin);
    }
  }
  for (const offset of spec.slotsInDays ?? []) {
    await commands.execute(cleanerTarget(cleanerId), 'AddAvailabilitySlot', {
      slotId: randomUUID(), date: day(now, offset), startTime: '09:00', endTime: '13:00', status: 'available',
    }, as);
  }
  if (spec.workingHours) {
    await commands.execute(cleanerTarget(cleanerId), 'AddAvailabilityBlock', { blockId: randomUUID(), allDay: false, date: null, ...spec.workingHours }, as);
  }
  return cleanerId;
}
