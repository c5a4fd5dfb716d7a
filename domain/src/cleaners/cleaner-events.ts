import type {
  CleanerLanguage,
  Gender,
  GalleryRoom,
  Pet,
  PhotoKind,
  PropertyType,
  ServiceType,
  SlotStatus,
  VerificationDocumentType,
} from './cleaner-limits';

/**
 * Events of the cleaner-profile stream (`cleaner-<userId>`). The command handler adds the metadata (userId,
 * correlationId, causationId, occurredAt); `data` holds the facts projections need, complete enough that a read
 * model never has to ask the aggregate.
 *
 * Personal data: events are kept forever. The raw date of birth is not kept: the event records only the fact decided
 * from it (`eligible`). The personal fields they do hold (public profile texts, tax numbers) are listed in
 * `cleanerEventPersonalFields`, for the store to encrypt with the person's key (ARCHITECTURE.md, section 3).
 */
type Event<Type extends string, Data> = { readonly type: Type; readonly data: Readonly<Data> };

export type CityRate = { cityId: string; hourlyRateCents: number };
/** Cents by property type; a type without a fixed price is absent. */
export type FixedPricesCents = Partial<Record<PropertyType, number>>;

export type CleanerProfileStarted = Event<
  'CleanerProfileStarted',
  { cleanerId: string; displayName: string; languages: CleanerLanguage[]; startedAt: string }
>;
/** Replaces all the rates. `hourlyRateCents` null: fixed prices only. */
export type CleanerRatesSet = Event<
  'CleanerRatesSet',
  { hourlyRateCents: number | null; fixedPricesCents: FixedPricesCents; cityRates: CityRate[] }
>;
export type CleanerServicesSet = Event<'CleanerServicesSet', { serviceTypes: ServiceType[] }>;
/** `serviceCityIds` always starts with the primary city. */
export type CleanerServiceAreaSet = Event<
  'CleanerServiceAreaSet',
  { primaryCityId: string; serviceCityIds: string[]; coverageKm: number }
>;
export type CleanerProfileDetailsUpdated = Event<
  'CleanerProfileDetailsUpdated',
  {
    bio: string;
    yearsOfExperience: number;
    skills: string[];
    languages: CleanerLanguage[];
    gender: Gender;
    education: string | null;
    certificates: string[];
    petsTolerated: Pet[];
    ecoCertified: boolean;
  }
>;
/** 18 or older and authorised to work in Canada on `declaredAt`; the birth date itself stays out of the log. */
export type CleanerEligibilityDeclared = Event<'CleanerEligibilityDeclared', { eligible: true; declaredAt: string }>;
/** Which tax numbers were given (not the numbers), and the insurance expiry, a business fact shown to clients. */
/**
 * The numbers themselves (normalized, `123456789RT0001`) are personal data sealed with the cleaner's key: their clients'
 * yearly statements show them, and they read as '' once the account is deleted. Events before the statements hold none.
 */
export type CleanerBusinessInfoDeclared = Event<
  'CleanerBusinessInfoDeclared',
  { gstNumberProvided: boolean; qstNumberProvided: boolean; insuranceExpiresOn: string | null; gstNumber?: string | null; qstNumber?: string | null }
>;
export type CleanerDocumentSubmitted = Event<
  'CleanerDocumentSubmitted',
  {
    documentId: string;
    documentType: VerificationDocumentType;
    fileId: string;
    contentType: string;
    sizeBytes: number;
    issuedOn: string | null;
    submittedAt: string;
  }
>;
export type CleanerDocumentApproved = Event<
  'CleanerDocumentApproved',
  { documentId: string; documentType: VerificationDocumentType; adminId: string; approvedAt: string }
>;
export type CleanerDocumentRejected = Event<
  'CleanerDocumentRejected',
  { documentId: string; documentType: VerificationDocumentType; adminId: string; reason: string; rejectedAt: string }
>;
/**
 * Emitted with the approval (or the eligibility declaration) that completes the verification. Until issue 33 a
 * background check was required and every event named it; since, the identity document alone verifies, and the
 * background check approved by then (if any) is named, else null. Old events keep their id: readers never need it.
 */
export type CleanerVerified = Event<
  'CleanerVerified',
  { idDocumentId: string; backgroundCheckDocumentId?: string | null; verifiedAt: string }
>;
export type CleanerVerificationRevoked = Event<
  'CleanerVerificationRevoked',
  { adminId: string; reason: string; revokedAt: string }
>;
export type CleanerAvailabilitySlotAdded = Event<
  'CleanerAvailabilitySlotAdded',
  { slotId: string; date: string; startTime: string; endTime: string; status: SlotStatus }
>;
export type CleanerAvailabilitySlotRemoved = Event<'CleanerAvailabilitySlotRemoved', { slotId: string; date: string }>;
/** Weekly on `days` (0 = Sunday), or once on `date`; times null when all day. */
export type CleanerAvailabilityBlockAdded = Event<
  'CleanerAvailabilityBlockAdded',
  { blockId: string; allDay: boolean; days: number[]; date: string | null; startTime: string | null; endTime: string | null }
>;
export type CleanerAvailabilityBlockRemoved = Event<'CleanerAvailabilityBlockRemoved', { blockId: string }>;
export type CleanerPhotoAdded = Event<
  'CleanerPhotoAdded',
  { photoId: string; kind: PhotoKind; fileId: string; thumbnailFileId: string }
>;
/** Carries the file ids so that a worker can delete the files; `replacedBy` is the new avatar's id on a replacement. */
export type CleanerPhotoRemoved = Event<
  'CleanerPhotoRemoved',
  { photoId: string; kind: PhotoKind; fileId: string; thumbnailFileId: string; replacedBy: string | null }
>;
/** A before/after pair of one of the cleaner's bookings, published in the public gallery. */
export type GalleryPairPublished = Event<
  'GalleryPairPublished',
  {
    pairId: string;
    bookingId: string;
    room: GalleryRoom;
    beforeFileId: string;
    beforeThumbnailFileId: string;
    afterFileId: string;
    afterThumbnailFileId: string;
    at: string;
  }
>;
export type GalleryPairWithdrawn = Event<'GalleryPairWithdrawn', { pairId: string; at: string }>;

/**
 * The cleaner closed their account: the profile leaves search and the read models, and nothing more happens on the
 * stream. Their personal fields in earlier events become unreadable when the account deletion destroys their key.
 */
export type CleanerProfileClosed = Event<'CleanerProfileClosed', { closedAt: string }>;

export type CleanerEvent =
  | CleanerProfileStarted
  | CleanerRatesSet
  | CleanerServicesSet
  | CleanerServiceAreaSet
  | CleanerProfileDetailsUpdated
  | CleanerEligibilityDeclared
  | CleanerBusinessInfoDeclared
  | CleanerDocumentSubmitted
  | CleanerDocumentApproved
  | CleanerDocumentRejected
  | CleanerVerified
  | CleanerVerificationRevoked
  | CleanerAvailabilitySlotAdded
  | CleanerAvailabilitySlotRemoved
  | CleanerAvailabilityBlockAdded
  | CleanerAvailabilityBlockRemoved
  | CleanerPhotoAdded
  | CleanerPhotoRemoved
  | GalleryPairPublished
  | GalleryPairWithdrawn
  | CleanerProfileClosed;

export type CleanerEventType = CleanerEvent['type'];

/** Every event type of the stream, for projections to subscribe by type (all but the gallery's start with `Cleaner`). */
export const cleanerEventTypes = [
  'CleanerProfileStarted',
  'CleanerRatesSet',
  'CleanerServicesSet',
  'CleanerServiceAreaSet',
  'CleanerProfileDetailsUpdated',
  'CleanerEligibilityDeclared',
  'CleanerBusinessInfoDeclared',
  'CleanerDocumentSubmitted',
  'CleanerDocumentApproved',
  'CleanerDocumentRejected',
  'CleanerVerified',
  'CleanerVerificationRevoked',
  'CleanerAvailabilitySlotAdded',
  'CleanerAvailabilitySlotRemoved',
  'CleanerAvailabilityBlockAdded',
  'CleanerAvailabilityBlockRemoved',
  'CleanerPhotoAdded',
  'CleanerPhotoRemoved',
  'GalleryPairPublished',
  'GalleryPairWithdrawn',
  'CleanerProfileClosed',
] as const satisfies readonly CleanerEventType[];

// Fails to compile when an event type is missing from the list above.
const _everyTypeListed: [Exclude<CleanerEventType, (typeof cleanerEventTypes)[number]>] extends [never] ? true : never = true;

/** The gallery's events, on the cleaner stream but read by the gallery projection only. */
export const galleryEventTypes = ['GalleryPairPublished', 'GalleryPairWithdrawn'] as const satisfies readonly CleanerEventType[];
export type GalleryEvent = GalleryPairPublished | GalleryPairWithdrawn;

export const isCleanerEventType = (type: string): type is CleanerEventType =>
  (cleanerEventTypes as readonly string[]).includes(type);

/**
 * Fields that are public on the profile yet personal (a name, free text written by or about the person, gender):
 * to be encrypted with the person's key so that deleting the key erases them from the log.
 */
export const cleanerEventPersonalFields = {
  CleanerProfileStarted: ['displayName'],
  CleanerProfileDetailsUpdated: ['bio', 'gender', 'education', 'certificates'],
  CleanerBusinessInfoDeclared: ['gstNumber', 'qstNumber'],
  CleanerDocumentRejected: ['reason'],
  CleanerVerificationRevoked: ['reason'],
} as const satisfies { [T in CleanerEventType]?: readonly (keyof Extract<CleanerEvent, { type: T }>['data'])[] };

export const cleanerStream = (userId: string): string => `cleaner-${userId}`;
