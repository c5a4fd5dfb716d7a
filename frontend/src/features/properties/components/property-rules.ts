import { PROPERTY_LIMITS, propertyFieldIssue, type PropertyField } from '@weklean/domain';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The form's checks run the server's own schema (domain `propertyFieldIssue`), so the two never disagree; the texts
 * are the screen's, with the domain's bounds. The server checks again and its message shows when it refuses.
 */

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The field's schema, once the field holds something (an empty field is the `required` rule's). */
function schemaRule(field: PropertyField, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      isEmpty(value) || propertyFieldIssue(field, value) === null ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

const required = (t: TFunction, message = t('properties:validation.required')): FormRule => ({ required: true, message });

/** Numbers as the interface language writes them ("50 000", "50,000"). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 1 }).format(value);
}

export function nameRules(t: TFunction): FormRule[] {
  const message = t('properties:validation.name', { max: PROPERTY_LIMITS.nameMax });
  return [{ required: true, whitespace: true, message }, schemaRule('name', message)];
}

export function typeRules(t: TFunction): FormRule[] {
  return [required(t, t('properties:validation.type'))];
}

/** The address must be one of the suggestions: the field holds nothing until one is chosen. */
export function addressRules(t: TFunction): FormRule[] {
  return [required(t, t('properties:form.address.chooseFromSuggestions'))];
}

export function postalCodeRules(t: TFunction): FormRule[] {
  return [required(t), schemaRule('postalCode', t('properties:validation.postalCode'))];
}

export function countRules(t: TFunction, field: 'bedrooms' | 'bathrooms' | 'stories', language: string): FormRule[] {
  const { min, max } = PROPERTY_LIMITS[field];
  const bounds = { min: formatNumber(min, language), max: formatNumber(max, language) };
  const messages = {
    bedrooms: t('properties:validation.bedrooms', bounds),
    bathrooms: t('properties:validation.bathrooms', bounds),
    stories: t('properties:validation.stories', bounds),
  };
  return [required(t), schemaRule(field, messages[field])];
}

export function squareFootageRules(t: TFunction, language: string): FormRule[] {
  const { min, max } = PROPERTY_LIMITS.squareFootage;
  return [schemaRule('squareFootage', t('properties:validation.squareFootage', { min: formatNumber(min, language), max: formatNumber(max, language) }))];
}

export function textRules(t: TFunction): FormRule[] {
  return [schemaRule('text', t('properties:validation.tooLong', { max: PROPERTY_LIMITS.textMax }))];
}
