import type { AccountLanguage, User } from '../../../lib/session/user';
import type { AccountChanges } from '../api/update-account';

export type ProfileValues = {
  name: string;
  email: string;
  bio: string;
  language: AccountLanguage;
  currentPassword?: string;
};

export function profileInitialValues(user: User): ProfileValues {
  return { name: user.name, email: user.email, bio: user.bio ?? '', language: user.language };
}

/**
 * Only what changed is sent: the documented user record has no bio, so an untouched (empty) bio must not erase the
 * one on the server. An e-mail change needs the current password.
 */
export function profileChanges(user: User, values: ProfileValues): AccountChanges {
  const initial = profileInitialValues(user);
  const changes: AccountChanges = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name !== initial.name) changes.name = name;
  if (email.toLowerCase() !== initial.email.toLowerCase()) {
    changes.email = email;
    if (values.currentPassword) changes.currentPassword = values.currentPassword;
  }
  if (values.bio.trim() !== initial.bio.trim()) changes.bio = values.bio.trim();
  if (values.language !== initial.language) changes.language = values.language;
  return changes;
}

export function needsCurrentPassword(user: User, email: string | undefined): boolean {
  return email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase();
}
