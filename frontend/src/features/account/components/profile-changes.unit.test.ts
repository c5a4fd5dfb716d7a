import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { User } from '../../../lib/session/user';
import { needsCurrentPassword, profileChanges, profileFieldErrors, profileInitialValues } from './profile-changes';

const user: User = { id: '1', name: 'Léa Tremblay', email: 'lea@example.ca', role: 'cleaner', language: 'fr' };

describe('profile changes', () => {
  it('sends nothing when nothing changed, and never an untouched empty bio', () => {
    expect(profileChanges(user, profileInitialValues(user))).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    const values = { ...profileInitialValues(user), bio: 'Dix ans d’expérience', language: 'en' as const };
    expect(profileChanges(user, values)).toEqual({ bio: 'Dix ans d’expérience', language: 'en' });
  });

  it('asks for, and sends, the current password with a new e-mail', () => {
    expect(needsCurrentPassword(user, { email: 'LEA@example.ca' })).toBe(false);
    expect(needsCurrentPassword(user, { email: 'lea@autre.ca' })).toBe(true);
    const values = { ...profileInitialValues(user), email: 'lea@autre.ca', currentPassword: 'secret' };
    expect(profileChanges(user, values)).toEqual({ email: 'lea@autre.ca', currentPassword: 'secret' });
  });

  it('asks for, and sends, the current password with a new name, not with the same name spaced out', () => {
    expect(needsCurrentPassword(user, { name: ' Léa Tremblay ', email: 'lea@example.ca' })).toBe(false);
    expect(needsCurrentPassword(user, { name: 'Léa T.', email: 'lea@example.ca' })).toBe(true);
    const values = { ...profileInitialValues(user), name: ' Léa T. ', currentPassword: 'secret' };
    expect(profileChanges(user, values)).toEqual({ name: 'Léa T.', currentPassword: 'secret' });
    // The password typed for a name change that was then undone is not sent.
    expect(profileChanges(user, { ...profileInitialValues(user), bio: 'Bonjour', currentPassword: 'secret' })).toEqual({ bio: 'Bonjour' });
  });

  it('shows the phone number as people read it, sends a new one as typed, removes an emptied one, and leaves the same one', () => {
    const withPhone: User = { ...user, phone: '+15145550199' };
    expect(profileInitialValues(withPhone).phone).toBe('+1 514 555-0199');
    expect(profileChanges(user, { ...profileInitialValues(user), phone: '438 555-0123' })).toEqual({ phone: '438 555-0123' });
    expect(profileChanges(withPhone, { ...profileInitialValues(withPhone), phone: '(514) 555-0199' })).toEqual({});
    expect(profileChanges(withPhone, { ...profileInitialValues(withPhone), phone: '  ' })).toEqual({ phone: null });
    // A phone number is not the account's identity: no password asked.
    expect(needsCurrentPassword(withPhone, { name: withPhone.name, email: withPhone.email })).toBe(false);
  });

  it('puts a refused password and the server’s field messages under their fields', () => {
    const wrong = new ApiError('http', 403, 'Forbidden', { code: 'auth.wrong-current-password', message: 'Le mot de passe actuel est incorrect.' });
    expect(profileFieldErrors(wrong)).toEqual([{ name: 'currentPassword', errors: ['Le mot de passe actuel est incorrect.'] }]);
    const refused = new ApiError('http', 400, 'Bad Request', {
      code: 'validation',
      message: 'Le numéro de téléphone doit compter de 10 à 15 chiffres.',
      issues: [{ field: 'phone', message: 'Le numéro de téléphone doit compter de 10 à 15 chiffres.' }, { field: 'role', message: 'x' }],
    });
    expect(profileFieldErrors(refused)).toEqual([{ name: 'phone', errors: ['Le numéro de téléphone doit compter de 10 à 15 chiffres.'] }]);
    expect(profileFieldErrors(new Error('offline'))).toEqual([]);
  });
});
