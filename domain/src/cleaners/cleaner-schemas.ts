import * as v from 'valibot';
import type {
  AddAvailabilityBlock,
  AddAvailabilitySlot,
  AddPhoto,
  DeclareBusinessInfo,
  DeclareEligibility,
  RejectDocument,
  RevokeVerification,
  SetRates,
  SetServiceArea,
  SetServices,
  StartCleanerProfile,
  SubmitVerificationDocument,
  UpdateProfileDetails,
} from './cleaner-commands';
import {
  CLEANER_LANGUAGES,
  CLEANER_LIMITS,
  GENDERS,
  PETS,
  PHOTO_KINDS,
  PROPERTY_TYPES,
  SERVICE_TYPES,
  SLOT_STATUSES,
  VERIFICATION_DOCUMENT_TYPES,
  WEEKDAYS,
} from './cleaner-limits';
import {
  hasAnyRate,
  isCentsWithin,
  isGstNumber,
  isIntegerWithin,
  isQstNumber,
  isReason,
  isTimeRange,
  normalizeTaxNumber,
  type Bounds,
} from './cleaner-rules';
import { isIsoDate, isTime } from '../shared/dates';
import { line, object, ReadAfterQuery, record, text as cleanText } from '../shared/schema';

/**
 * Request bodies of the cleaner-profile commands, for the BFF and the forms. A business rule's message is the
 * decider's error code (same key, same text, params in CLEANER_MESSAGE_PARAMS); shape errors are `validation.invalid`.
 * Rules that need the clock (age, insurance expiry, background-check age, slots in the past) and the state
 * (duplicates, limits) are the decider's alone. Each schema's output is checked at compile time against its
 * command's data (end of file).
 */

const INVALID = 'validation.invalid';

const id = v.pipe(line(INVALID), v.trim(), v.nonEmpty(INVALID), v.maxLength(CLEANER_LIMITS.idMax, INVALID));
const isoDate = v.pipe(line('cleaner.invalid-date'), v.trim(), v.check(isIsoDate, 'cleaner.invalid-date'));
/** Absent, null or '' (a cleared field) all mean "not given". */
const optionalDate = v.nullish(v.pipe(line('cleaner.invalid-date'), v.trim(), v.check((s) => s === '' || isIsoDate(s), 'cleaner.invalid-date')));
const time = v.pipe(line('availability.invalid-time-range'), v.check(isTime, 'availability.invalid-time-range'));
const text = (max: number, message = INVALID) => v.pipe(cleanText(INVALID), v.trim(), v.maxLength(max, message));
const list = v.pipe(v.array(text(CLEANER_LIMITS.listItemMax)), v.maxLength(CLEANER_LIMITS.listItemsMax, INVALID));

/** Integer cents, within bounds the SPEC states in dollars. */
const cents = (range: Bounds, message: string) => v.pipe(v.number(message), v.check((amount) => isCentsWithin(amount, range), message));
const integerWithin = (range: Bounds, message: string) =>
  v.pipe(v.number(message), v.check((value) => isIntegerWithin(value, range), message));

const hourlyRateCents = cents(CLEANER_LIMITS.hourlyRate, 'cleaner.hourly-rate-out-of-range');
const fixedPricesCents = record(v.picklist(PROPERTY_TYPES, INVALID), v.nullable(cents(CLEANER_LIMITS.fixedPrice, 'cleaner.fixed-price-out-of-range')));
const cityRates = v.pipe(
  v.array(object({ cityId: id, hourlyRateCents })),
  v.maxLength(CLEANER_LIMITS.serviceCitiesMax, INVALID),
  v.check((rates) => new Set(rates.map((rate) => rate.cityId)).size === rates.length, 'cleaner.duplicate-id'),
);
const serviceTypes = v.pipe(v.array(v.picklist(SERVICE_TYPES, INVALID)), v.minLength(1, 'cleaner.service-type-required'));
const languages = v.pipe(v.array(v.picklist(CLEANER_LANGUAGES, INVALID)), v.minLength(1, 'cleaner.language-required'));
const coverageKm = integerWithin(CLEANER_LIMITS.coverageKm, 'cleaner.coverage-out-of-range');
const displayName = v.pipe(
  line('cleaner.display-name-invalid'),
  v.trim(),
  v.nonEmpty('cleaner.display-name-invalid'),
  v.maxLength(CLEANER_LIMITS.displayNameMax, 'cleaner.display-name-invalid'),
);
const reason = v.pipe(cleanText('cleaner.reason-invalid'), v.check(isReason, 'cleaner.reason-invalid'), v.trim());
const taxNumber = (isValid: (value: string) => boolean) =>
  v.nullish(
    v.pipe(
      line('cleaner.invalid-tax-number'),
      v.check((value) => value.trim() === '' || isValid(value), 'cleaner.invalid-tax-number'),
      v.transform(normalizeTaxNumber),
    ),
  );

export const StartCleanerProfileSchema = v.pipe(
  object({
    displayName,
    primaryCityId: id,
    serviceTypes,
    hourlyRateCents: v.nullish(hourlyRateCents),
    fixedPricesCents: v.optional(fixedPricesCents),
    coverageKm,
    languages,
  }),
  v.check((input) => hasAnyRate(input), 'cleaner.rate-required'),
);

export const SetRatesSchema = v.pipe(
  object({ hourlyRateCents: v.nullish(hourlyRateCents), fixedPricesCents: v.optional(fixedPricesCents), cityRates: v.optional(cityRates) }),
  v.check((input) => hasAnyRate(input), 'cleaner.rate-required'),
);

export const SetServicesSchema = object({ serviceTypes });

export const SetServiceAreaSchema = object({
  primaryCityId: id,
  serviceCityIds: v.pipe(v.array(id), v.maxLength(CLEANER_LIMITS.serviceCitiesMax, INVALID)),
  coverageKm,
});

export const UpdateProfileDetailsSchema = object({
  bio: text(CLEANER_LIMITS.bioMax, 'cleaner.bio-too-long'),
  yearsOfExperience: integerWithin(CLEANER_LIMITS.yearsOfExperience, 'cleaner.experience-out-of-range'),
  skills: list,
  languages,
  gender: v.picklist(GENDERS, INVALID),
  education: v.nullish(text(CLEANER_LIMITS.educationMax)),
  certificates: list,
  petsTolerated: v.array(v.picklist(PETS, INVALID)),
  ecoCertified: v.boolean(INVALID),
});

export const DeclareEligibilitySchema = object({
  birthDate: isoDate,
  authorisedToWorkInCanada: v.boolean(INVALID),
});

/** Tax numbers come out without spaces, in capitals: the form the BFF stores. */
export const DeclareBusinessInfoSchema = object({
  gstNumber: taxNumber(isGstNumber),
  qstNumber: taxNumber(isQstNumber),
  insuranceExpiresOn: optionalDate,
});

export const SubmitVerificationDocumentSchema = v.pipe(
  object({
    documentId: id,
    type: v.picklist(VERIFICATION_DOCUMENT_TYPES, INVALID),
    fileId: id,
    contentType: v.pipe(
      line('document.invalid-type'),
      v.toLowerCase(),
      v.picklist(CLEANER_LIMITS.documentContentTypes, 'document.invalid-type'),
    ),
    sizeBytes: v.pipe(
      v.number(INVALID),
      v.integer(INVALID),
      v.minValue(1, INVALID),
      v.check((size) => size <= CLEANER_LIMITS.documentMaxBytes, 'document.too-large'),
    ),
    issuedOn: optionalDate,
  }),
  v.forward(
    v.partialCheck([['type'], ['issuedOn']], (input) => input.type !== 'background_check' || !!input.issuedOn, 'document.issue-date-required'),
    ['issuedOn'],
  ),
);

export const RejectDocumentSchema = object({ reason });
export const RevokeVerificationSchema = object({ reason });

export const AddAvailabilitySlotSchema = v.pipe(
  object({ slotId: id, date: isoDate, startTime: time, endTime: time, status: v.picklist(SLOT_STATUSES, INVALID) }),
  v.forward(
    v.partialCheck([['startTime'], ['endTime']], (input) => isTimeRange(input.startTime, input.endTime), 'availability.invalid-time-range'),
    ['endTime'],
  ),
);

export const AddAvailabilityBlockSchema = v.pipe(
  object({
    blockId: id,
    allDay: v.boolean(INVALID),
    days: v.nullish(v.pipe(v.array(v.picklist(WEEKDAYS, 'availability.invalid-block')), v.maxLength(WEEKDAYS.length, 'availability.invalid-block'))),
    date: v.nullish(isoDate),
    startTime: v.nullish(time),
    endTime: v.nullish(time),
  }),
  v.check((input) => (input.days?.length ?? 0) > 0 !== !!input.date, 'availability.invalid-block'),
  v.forward(
    v.check((input) => input.allDay || (!!input.startTime && !!input.endTime && isTimeRange(input.startTime, input.endTime)), 'availability.invalid-time-range'),
    ['endTime'],
  ),
);

export const AddPhotoSchema = object({
  photoId: id,
  kind: v.picklist(PHOTO_KINDS, INVALID),
  fileId: id,
  thumbnailFileId: id,
});

type Fits<Schema extends v.GenericSchema, Data> = v.InferOutput<Schema> extends Data ? true : false;
// Fails to compile when a schema's output no longer fits its command.
const _outputsFitCommands: [
  Fits<typeof StartCleanerProfileSchema, Omit<StartCleanerProfile['data'], 'cleanerId'>>,
  Fits<typeof SetRatesSchema, SetRates['data']>,
  Fits<typeof SetServicesSchema, SetServices['data']>,
  Fits<typeof SetServiceAreaSchema, SetServiceArea['data']>,
  Fits<typeof UpdateProfileDetailsSchema, UpdateProfileDetails['data']>,
  Fits<typeof DeclareEligibilitySchema, DeclareEligibility['data']>,
  Fits<typeof DeclareBusinessInfoSchema, DeclareBusinessInfo['data']>,
  Fits<typeof SubmitVerificationDocumentSchema, SubmitVerificationDocument['data']>,
  Fits<typeof AddAvailabilitySlotSchema, AddAvailabilitySlot['data']>,
  Fits<typeof AddAvailabilityBlockSchema, AddAvailabilityBlock['data']>,
  Fits<typeof AddPhotoSchema, AddPhoto['data']>,
  Fits<typeof RejectDocumentSchema, Pick<RejectDocument['data'], 'reason'>>,
  Fits<typeof RevokeVerificationSchema, Pick<RevokeVerification['data'], 'reason'>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];

/** `GET /api/cleaners/me?after=<commit>.<prepare>`: a profile command's 202 position (read-your-writes). */
export const CleanerMeQuery = ReadAfterQuery;
