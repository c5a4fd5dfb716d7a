export { PETS, PROPERTY_TYPES, type Pet, type PropertyType } from '../shared/vocabulary';
import { ACCOUNT_LIMITS, LANGUAGES, type Language } from '../accounts/account-schemas';
import { DOCUMENT_TYPES, MAX_UPLOAD_BYTES } from '../files/content-type';

/**
 * The cleaner profile's bounds, read by the decider, the valibot schemas and the forms alike, so that each rule is
 * written once. Money bounds are in dollars, as the SPEC and the forms state them; amounts on the wire and in events are cents.
 */
export const CLEANER_LIMITS = {
  hourlyRate: { min: 17, max: 199 },
  fixedPrice: { min: 15, max: 199 },
  coverageKm: { min: 1, max: 200 },
  yearsOfExperience: { min: 0, max: 60 },
  displayNameMax: ACCOUNT_LIMITS.nameMax,
  bioMax: ACCOUNT_LIMITS.bioMax,
  minimumAge: 18,
  documentMaxBytes: MAX_UPLOAD_BYTES,
  documentMaxMb: MAX_UPLOAD_BYTES / (1024 * 1024),
  documentContentTypes: DOCUMENT_TYPES,
  backgroundCheckMaxAgeMonths: 3,
  reason: { min: 1, max: 500 },
  photosPerKindMax: 30,
  /** Before/after pairs published in the public gallery. */
  galleryPairsMax: 30,
  /** Input hygiene, checked by the schemas only (no business rule behind them). */
  idMax: 100,
  serviceCitiesMax: 100,
  listItemsMax: 30,
  listItemMax: 100,
  educationMax: 200,
} as const;

/** Every date rule ("not in the past", "18 or older today") is read on the Quebec calendar. */
export const CLEANER_TIME_ZONE = 'America/Toronto';

/** SPEC 3's list, and `garage` (SPEC 1: clients book cleaners for garages; the booking texts name garage cleaning). */
export const SERVICE_TYPES = ['basic', 'deep', 'move_in_out', 'office', 'airbnb', 'commercial', 'bungalo', 'apartement', 'condo', 'garage'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** SPEC section 9's advertised starting prices per hour, in dollars (the home, /pricing, /homeowners, the service pages). */
export const ADVERTISED_HOURLY_PRICES = { basic: 25, deep: 35, move_in_out: 45 } as const satisfies Partial<Record<ServiceType, number>>;


export const CLEANER_LANGUAGES = LANGUAGES;
export type CleanerLanguage = Language;

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];


export const VERIFICATION_DOCUMENT_TYPES = ['id', 'background_check', 'insurance', 'certification'] as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'unverified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ONBOARDING_STEPS = ['quick-start', 'ready-to-work', 'full-verification', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const SLOT_STATUSES = ['available', 'unavailable'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const PHOTO_KINDS = ['avatar', 'gallery', 'portfolio'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** 0 = Sunday … 6 = Saturday, as `Date#getUTCDay` counts. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** How busy a cleaner's next seven days look, from their open slots (search cards and profiles). */
export const AVAILABILITY_LABELS = ['available', 'somewhat_busy', 'busy', 'very_busy'] as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[number];

/** The rooms of the public gallery's before/after pairs (its filters, with `all`). */
export const GALLERY_ROOMS = ['kitchen', 'bathroom', 'living', 'office'] as const;
export type GalleryRoom = (typeof GALLERY_ROOMS)[number];
