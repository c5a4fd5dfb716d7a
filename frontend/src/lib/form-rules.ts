import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { ACCOUNT_LIMITS, PHONE_DIGITS, phoneProblem } from '@weklean/domain';

/** Client-side checks shared by the account forms, with the API's own bounds; the server validates again. */
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMin;
export const PASSWORD_MAX_LENGTH = ACCOUNT_LIMITS.passwordMax;
export const NAME_MAX_LENGTH = ACCOUNT_LIMITS.nameMax;
export const EMAIL_MAX_LENGTH = ACCOUNT_LIMITS.emailMax;
export const BIO_MAX_LENGTH = ACCOUNT_LIMITS.bioMax;

export function nameRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('common:validation.nameRequired') },
    { max: NAME_MAX_LENGTH, message: t('common:validation.tooLong', { max: NAME_MAX_LENGTH }) },
  ];
}

export function emailRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('common:validation.emailRequired') },
    { type: 'email', message: t('common:validation.emailInvalid') },
    { max: EMAIL_MAX_LENGTH, message: t('common:validation.tooLong', { max: EMAIL_MAX_LENGTH }) },
  ];
}

export function currentPasswordRules(t: TFunction): FormRule[] {
  return [{ required: true, message: t('common:validation.currentPasswordRequired') }];
}

export function newPasswordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('common:validation.passwordRequired') },
    { min: PASSWORD_MIN_LENGTH, message: t('common:validation.passwordMin', { min: PASSWORD_MIN_LENGTH }) },
    { max: PASSWORD_MAX_LENGTH, message: t('common:validation.tooLong', { max: PASSWORD_MAX_LENGTH }) },
  ];
}

/** The confirmation field must repeat the field named `passwordField`. */
export function confirmPasswordRules(t: TFunction, passwordField: string): FormRule[] {
  return [
    { required: true, message: t('common:validation.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error(t('common:validation.passwordsDiffer'))),
    }),
  ];
}

/** An optional phone number, by the API's own rule (10 to 15 digits, North American or + and a country code). */
export function phoneRules(t: TFunction): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const typed = typeof value === 'string' ? value.trim() : '';
        if (typed === '') return Promise.resolve();
        const problem = phoneProblem(typed);
        if (problem === null) return Promise.resolve();
        const message =
          problem === 'validation.phone.digits'
            ? t('common:validation.phoneDigits', { min: PHONE_DIGITS.min, max: PHONE_DIGITS.max })
            : t('common:validation.phoneInvalid');
        return Promise.reject(new Error(message));
      },
    },
  ];
}
