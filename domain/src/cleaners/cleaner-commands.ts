import type { Command } from '../shared/decider';
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
 * Commands on the cleaner-profile stream. `data` is what the user sends (the valibot schemas of cleaner-schemas.ts
 * check its shape at the edge); `metadata` is added by the handler: the acting user and the instant of handling.
 * Money is in integer cents, as on the whole wire and in the events.
 */

/** `null` prices mean "none" (a cleared form field). */
export type CleanerRatesInput = {
  hourlyRateCents?: number | null;
  fixedPricesCents?: Partial<Record<PropertyType, number | null>>;
  cityRates?: { cityId: string; hourlyRateCents: number }[];
};
export type CleanerServiceAreaInput = { primaryCityId: string; serviceCityIds: string[]; coverageKm: number };

export type StartCleanerProfile = Command<
  'StartCleanerProfile',
  {
    cleanerId: string;
    displayName: string;
    primaryCityId: string;
    serviceTypes: ServiceType[];
    hourlyRateCents?: number | null;
    fixedPricesCents?: Partial<Record<PropertyType, number | null>>;
    coverageKm: number;
    languages: CleanerLanguage[];
  }
>;
/** Replaces every rate: what is left out is no longer offered. */
export type SetRates = Command<'SetRates', CleanerRatesInput>;
export type SetServices = Command<'SetServices', { serviceTypes: ServiceType[] }>;
export type SetServiceArea = Command<'SetServiceArea', CleanerServiceAreaInput>;
export type UpdateProfileDetails = Command<
  'UpdateProfileDetails',
  {
    bio: string;
    yearsOfExperience: number;
    skills: string[];
    languages: CleanerLanguage[];
    gender: Gender;
    education?: string | null;
    certificates: string[];
    petsTolerated: Pet[];
    ecoCertified: boolean;
  }
>;
export type DeclareEligibility = Command<'DeclareEligibility', { birthDate: string; authorisedToWorkInCanada: boolean }>;
export type DeclareBusinessInfo = Command<
  'DeclareBusinessInfo',
  { gstNumber?: string | null; qstNumber?: string | null; insuranceExpiresOn?: string | null }
>;
export type SubmitVerificationDocument = Command<
  'SubmitVerificationDocument',
  {
    documentId: string;
    type: VerificationDocumentType;
    fileId: string;
    contentType: string;
    sizeBytes: number;
    issuedOn?: string | null;
  }
>;
export type ApproveDocument = Command<'ApproveDocument', { documentId: string; adminId: string }>;
export type RejectDocument = Command<'RejectDocument', { documentId: string; adminId: string; reason: string }>;
export type RevokeVerification = Command<'RevokeVerification', { adminId: string; reason: string }>;
export type AddAvailabilitySlot = Command<
  'AddAvailabilitySlot',
  { slotId: string; date: string; startTime: string; endTime: string; status: SlotStatus }
>;
export type RemoveAvailabilitySlot = Command<'RemoveAvailabilitySlot', { slotId: string }>;
/**
 * When the cleaner usually works: weekly on `days` (0 = Sunday … 6 = Saturday) or once on `date`, exactly one of
 * the two; all day, or from `startTime` to `endTime`.
 */
export type AddAvailabilityBlock = Command<
  'AddAvailabilityBlock',
  {
    blockId: string;
    allDay: boolean;
    days?: number[] | null;
    date?: string | null;
    startTime?: string | null;
    endTime?: string | null;
  }
>;
export type RemoveAvailabilityBlock = Command<'RemoveAvailabilityBlock', { blockId: string }>;
export type AddPhoto = Command<'AddPhoto', { photoId: string; kind: PhotoKind; fileId: string; thumbnailFileId: string }>;
export type RemovePhoto = Command<'RemovePhoto', { photoId: string }>;
/**
 * A before and an after photo of one of the cleaner's bookings, shown in the public gallery. The BFF checks that the
 * booking is the cleaner's, completed, that its client allowed photos and that the files are that booking's photos.
 */
export type PublishGalleryPair = Command<
  'PublishGalleryPair',
  {
    pairId: string;
    bookingId: string;
    room: GalleryRoom;
    beforeFileId: string;
    beforeThumbnailFileId: string;
    afterFileId: string;
    afterThumbnailFileId: string;
  }
>;
export type WithdrawGalleryPair = Command<'WithdrawGalleryPair', { pairId: string }>;

/** Issued by the account deletion, as the cleaner. */
export type CloseCleanerProfile = Command<'CloseCleanerProfile', Record<string, never>>;

export type CleanerCommand =
  | StartCleanerProfile
  | SetRates
  | SetServices
  | SetServiceArea
  | UpdateProfileDetails
  | DeclareEligibility
  | DeclareBusinessInfo
  | SubmitVerificationDocument
  | ApproveDocument
  | RejectDocument
  | RevokeVerification
  | AddAvailabilitySlot
  | RemoveAvailabilitySlot
  | AddAvailabilityBlock
  | RemoveAvailabilityBlock
  | AddPhoto
  | RemovePhoto
  | PublishGalleryPair
  | WithdrawGalleryPair
  | CloseCleanerProfile;

export type CleanerCommandType = CleanerCommand['type'];
