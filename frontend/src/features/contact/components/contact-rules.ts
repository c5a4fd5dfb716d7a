import { isCleanText } from '@weklean/domain';

/** The bounds of `POST /api/contact` (docs/api/contact.md), in characters once trimmed. */
export const CONTACT_BOUNDS = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

const length = (value: string) => [...value.trim()].length;
const within = (value: string, bounds: { min: number; max: number }) => length(value) >= bounds.min && length(value) <= bounds.max;

/** Whether a field's value is one the server takes (as it checks it). */
export function contactFieldValid(field: ContactField, value: string): boolean {
  // Control characters, and line breaks in the one-line fields: the server refuses both.
  if (!isCleanText(value.trim(), field !== 'message')) return false;
  if (field === 'email') return value.trim().length <= 254 && EMAIL.test(value.trim());
  return within(value, CONTACT_BOUNDS[field]);
}

/** The fields the server would refuse, in the form's order. */
export const contactProblems = (values: ContactValues): ContactField[] => CONTACT_FIELDS.filter((field) => !contactFieldValid(field, values[field] ?? ''));
