import { describe, expect, it } from 'vitest';
import type { User } from '../../../lib/session/user';
import { needsCurrentPassword, profileChanges, profileInitialValues } from './profile-changes';

const user: User = { id: '1', name: 'Léa Tremblay', email: 'lea@example.ca', role: 'cleaner', language: 'fr' };

describe('profile changes', () => {
  it('sends nothing when nothing changed, and never an untouched empty bio', () => {
    expect(profileChanges(user, profileInitialValues(user))).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    const values = { ...profileInitialValues(user), name: ' Léa T. ', bio: 'Dix ans d’expérience', language: 'en' as const };
    expect(profileChanges(user, values)).toEqual({ name: 'Léa T.', bio: 'Dix ans d’expérience', language: 'en' });
  });

  it('asks for, and sends, the current password with a new e-mail', () => {
    expect(needsCurrentPassword(user, 'LEA@example.ca')).toBe(false);
    expect(needsCurrentPassword(user, 'lea@autre.ca')).toBe(true);
    const values = { ...profileInitialValues(user), email: 'lea@autre.ca', currentPassword: 'secret' };
    expect(profileChanges(user, values)).toEqual({ email: 'lea@autre.ca', currentPassword: 'secret' });
  });
});
