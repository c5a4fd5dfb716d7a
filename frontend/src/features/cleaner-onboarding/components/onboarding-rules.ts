import { CLEANER_LIMITS, PROPERTY_TYPES, isGstNumber, isQstNumber } from '@weklean/domain';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { hasAnyRate, isOldEnough, isRecentBackgroundCheck, toIsoDate, type QuickStartValues } from './onboarding-values';

/**
 * The onboarding's client-side checks: the domain's bounds and the SPEC's messages (section 5). They save a round
 * trip; the server checks again and its message is shown when it refuses.
 */

const { hourlyRate, fixedPrice, coverageKm, yearsOfExperience } = CLEANER_LIMITS;

const reject = (message: string) => Promise.reject(new Error(message));
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function displayNameRules(t: TFunction): FormRule[] {
  const max = CLEANER_LIMITS.displayNameMax;
  return [
    { required: true, whitespace: true, message: t('onboarding:validation.displayNameRequired') },
    { max, message: t('onboarding:validation.tooLong', { max }) },
  ];
}

export function cityRules(t: TFunction): FormRule[] {
  return [{ required: true, message: t('onboarding:validation.cityRequired') }];
}

export function serviceTypeRules(t: TFunction): FormRule[] {
  return [{ required: true, type: 'array', min: 1, message: t('onboarding:validation.serviceTypeRequired') }];
}

export function languageRules(t: TFunction): FormRule[] {
  return [{ required: true, type: 'array', min: 1, message: t('onboarding:validation.languageRequired') }];
}

/** Also where "at least one rate" is reported, so it re-checks when a fixed price changes. */
export function hourlyRateRules(t: TFunction): FormRule[] {
  return [
    { type: 'number', min: hourlyRate.min, max: hourlyRate.max, message: t('onboarding:validation.hourlyRate', hourlyRate) },
    ({ getFieldsValue }) => ({
      validator: () => {
        const values = getFieldsValue(['hourlyRate', 'fixedPrices']) as Pick<QuickStartValues, 'hourlyRate' | 'fixedPrices'>;
        return hasAnyRate({ hourlyRate: values.hourlyRate, fixedPrices: values.fixedPrices ?? {} })
          ? Promise.resolve()
          : reject(t('onboarding:validation.rateRequired'));
      },
    }),
  ];
}

export const fixedPriceFields = PROPERTY_TYPES.map((type) => ['fixedPrices', type]);

export function fixedPriceRules(t: TFunction): FormRule[] {
  return [{ type: 'number', min: fixedPrice.min, max: fixedPrice.max, message: t('onboarding:validation.fixedPrice', fixedPrice) }];
}

export function coverageRules(t: TFunction): FormRule[] {
  const message = t('onboarding:validation.coverage', coverageKm);
  return [
    { required: true, message },
    { type: 'integer', min: coverageKm.min, max: coverageKm.max, message },
  ];
}

export function experienceRules(t: TFunction): FormRule[] {
  const message = t('onboarding:validation.experience', yearsOfExperience);
  return [
    { required: true, message },
    { type: 'integer', min: yearsOfExperience.min, max: yearsOfExperience.max, message },
  ];
}

export function maxLengthRules(t: TFunction, max: number): FormRule[] {
  return [{ max, message: t('onboarding:validation.tooLong', { max }) }];
}

/** Skills and certificates: a few short entries. */
export function tagRules(t: TFunction): FormRule[] {
  const { listItemsMax, listItemMax } = CLEANER_LIMITS;
  return [
    {
      validator: (_rule, value: unknown) => {
        const tags = Array.isArray(value) ? (value as string[]) : [];
        if (tags.length > listItemsMax) return reject(t('onboarding:validation.tooManyItems', { max: listItemsMax }));
        if (tags.some((tag) => tag.length > listItemMax)) return reject(t('onboarding:validation.tooLong', { max: listItemMax }));
        return Promise.resolve();
      },
    },
  ];
}

export function genderRules(t: TFunction): FormRule[] {
  return [{ required: true, message: t('onboarding:validation.genderRequired') }];
}

export function birthDateRules(t: TFunction, today: string): FormRule[] {
  return [
    { required: true, message: t('onboarding:validation.birthDateRequired') },
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const birthDate = toIsoDate(value);
        if (birthDate === null || isOldEnough(birthDate, today)) return Promise.resolve();
        return reject(t('onboarding:validation.tooYoung', { minAge: CLEANER_LIMITS.minimumAge }));
      },
    },
  ];
}

export function authorisedRules(t: TFunction): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) =>
        value === true ? Promise.resolve() : reject(t('onboarding:validation.authorisedRequired')),
    },
  ];
}

export function taxNumberRules(t: TFunction, kind: 'gst' | 'qst'): FormRule[] {
  const isValid = kind === 'gst' ? isGstNumber : isQstNumber;
  const message = t(kind === 'gst' ? 'onboarding:validation.gstInvalid' : 'onboarding:validation.qstInvalid');
  return [
    {
      validator: (_rule, value: unknown) =>
        isBlank(value) || (typeof value === 'string' && (value.trim() === '' || isValid(value))) ? Promise.resolve() : reject(message),
    },
  ];
}

export function insuranceExpiryRules(t: TFunction, today: string): FormRule[] {
  return [
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const date = toIsoDate(value);
        return date === null || date > today ? Promise.resolve() : reject(t('onboarding:validation.insuranceFuture'));
      },
    },
  ];
}

export function issuedOnRules(t: TFunction, today: string): FormRule[] {
  return [
    { required: true, message: t('onboarding:validation.issuedOnRequired') },
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const date = toIsoDate(value);
        if (date === null || isRecentBackgroundCheck(date, today)) return Promise.resolve();
        if (date > today) return reject(t('onboarding:validation.dateInFuture'));
        return reject(t('onboarding:validation.backgroundCheckTooOld', { months: CLEANER_LIMITS.backgroundCheckMaxAgeMonths }));
      },
    },
  ];
}

export function fileRules(t: TFunction): FormRule[] {
  return [{ required: true, type: 'array', min: 1, message: t('onboarding:validation.fileRequired') }];
}
