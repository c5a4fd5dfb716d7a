import { formatPhone, normalisePhone } from '@weklean/domain';
import { ApiError } from '../../../lib/api-client';
import { validationFieldErrors } from '../../../lib/server-issues';
import type { AccountLanguage, User } from '../../../lib/session/user';
import type { AccountChanges } from '../api/update-account';

export type ProfileValues = {
  name: string;
  email: string;
  phone: string;
  bio: string;
  language: AccountLanguage;
  currentPassword?: string;
};

const PROFILE_FIELDS = ['name', 'email', 'phone', 'bio', 'language', 'currentPassword'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
/** A message under one field of the form. */
export type ProfileFieldError = { name: ProfileField; errors: string[] };
const isProfileField = (name: string | undefined): name is ProfileField => PROFILE_FIELDS.some((field) => field === name);

export function profileInitialValues(user: User): ProfileValues {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone === undefined ? '' : formatPhone(user.phone),
    bio: user.bio ?? '',
    language: user.language,
  };
}

/** Whether the form changes the account's identity (its name or its e-mail), which needs the current password. */
export function needsCurrentPassword(user: User, values: { name?: string | undefined; email?: string | undefined }): boolean {
  const renamed = values.name !== undefined && values.name.trim() !== user.name;
  const newEmail = values.email !== undefined && values.email.trim().toLowerCase() !== user.email.toLowerCase();
  return renamed || newEmail;
}

/**
 * Only what changed is sent: the documented user record has no bio, so an untouched (empty) bio must not erase the
 * one on the server. A new name or e-mail goes with the current password; a phone number emptied is removed (null),
 * one typed differently but the same number is no change.
 */
export function profileChanges(user: User, values: ProfileValues): AccountChanges {
  const initial = profileInitialValues(user);
  const changes: AccountChanges = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (name !== initial.name) changes.name = name;
  if (email.toLowerCase() !== initial.email.toLowerCase()) changes.email = email;
  if (needsCurrentPassword(user, values) && values.currentPassword) changes.currentPassword = values.currentPassword;
  if (phone === '' && user.phone !== undefined) changes.phone = null;
  // A number this screen cannot read is sent as typed: the server says what is wrong with it.
  if (phone !== '' && normalisePhone(phone) !== (user.phone ?? null)) changes.phone = phone;
  if (values.bio.trim() !== initial.bio.trim()) changes.bio = values.bio.trim();
  if (values.language !== initial.language) changes.language = values.language;
  return changes;
}

/**
 * A refused change under the fields it is about: the server's field messages (400 `validation`), and a missing or
 * wrong current password under the password field.
 */
export function profileFieldErrors(error: unknown): ProfileFieldError[] {
  if (error instanceof ApiError && (error.code === 'auth.current-password-required' || error.code === 'auth.wrong-current-password')) {
    return error.serverMessage === undefined ? [] : [{ name: 'currentPassword', errors: [error.serverMessage] }];
  }
  return validationFieldErrors(error, PROFILE_FIELDS).flatMap(({ name: [field], errors }): ProfileFieldError[] =>
    isProfileField(field) ? [{ name: field, errors }] : [],
  );
}
