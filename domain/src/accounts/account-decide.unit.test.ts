import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { AccountCommand } from './account-commands';
import { accountDecider, accountTarget, evolveAccount, initialAccountState } from './account-decide';
import {
  AccountAlreadySuspendedError,
  AccountNotSuspendedError,
  AccountReasonInvalidError,
  CannotSuspendAdminError,
  CannotSuspendSelfError,
  ProfilePhotoNotAllowedError,
} from './account-errors';
import type { AccountEvent } from './account-events';

const spec = deciderSpec(accountDecider, expect);
const ADMIN = 'admin-1';
const PERSON = 'client-1';
const NOW = '2026-11-28T15:00:00.000Z';
const suspend = (reason: string, extra: Partial<{ userId: string; role: 'client' | 'cleaner' | 'admin' | null }> = {}, by = ADMIN): AccountCommand => ({
  type: 'SuspendAccount',
  data: { userId: PERSON, reason, role: 'client', ...extra },
  metadata: { userId: by, now: NOW },
});
const reactivate = (reason: string): AccountCommand => ({ type: 'ReactivateAccount', data: { userId: PERSON, reason }, metadata: { userId: ADMIN, now: NOW } });
const suspended: AccountEvent = { type: 'AccountSuspended', data: { userId: PERSON, reason: 'Paiements frauduleux' } };
const reactivated: AccountEvent = { type: 'AccountReactivated', data: { userId: PERSON, reason: 'Vérifié avec la banque' } };

describe('suspending an account', () => {
  it('suspends an active client or cleaner with the reason given, trimmed', () => {
    spec.given([]).when(suspend('  Paiements frauduleux ')).then([suspended]);
    spec.given([suspended, reactivated]).when(suspend('Paiements frauduleux', { role: 'cleaner' })).then([suspended]);
  });
  it('refuses an account already suspended', () => {
    spec.given([suspended]).when(suspend('Encore')).thenThrows(AccountAlreadySuspendedError);
  });
  it('refuses an empty reason, one over 500 characters, or one with control characters', () => {
    spec.given([]).when(suspend('   ')).thenThrows(AccountReasonInvalidError, { min: 1, max: 500 });
    spec.given([]).when(suspend('x'.repeat(501))).thenThrows(AccountReasonInvalidError);
    spec.given([]).when(suspend('bad\u0000reason')).thenThrows(AccountReasonInvalidError);
    spec.given([]).when(suspend('x'.repeat(500))).then([{ type: 'AccountSuspended', data: { userId: PERSON, reason: 'x'.repeat(500) } }]);
  });
  it('never suspends an admin, nor the admin who asks', () => {
    spec.given([]).when(suspend('Raison', { role: 'admin' })).thenThrows(CannotSuspendAdminError);
    spec.given([]).when(suspend('Raison', { userId: ADMIN, role: 'admin' })).thenThrows(CannotSuspendSelfError);
  });
});

describe('reactivating an account', () => {
  it('reactivates a suspended account with the reason given', () => {
    spec.given([suspended]).when(reactivate('Vérifié avec la banque')).then([reactivated]);
  });
  it('refuses an account that is not suspended, and a bad reason', () => {
    spec.given([]).when(reactivate('Raison')).thenThrows(AccountNotSuspendedError);
    spec.given([suspended, reactivated]).when(reactivate('Raison')).thenThrows(AccountNotSuspendedError);
    spec.given([suspended]).when(reactivate('')).thenThrows(AccountReasonInvalidError);
  });
});

describe('the account stream', () => {
  it('is account-<userId>, and its state is rebuilt by evolve', () => {
    expect(accountTarget(PERSON).stream).toBe(`account-${PERSON}`);
    expect([suspended].reduce(evolveAccount, initialAccountState)).toEqual({ status: 'suspended', reason: 'Paiements frauduleux', photo: null });
    expect([suspended, reactivated].reduce(evolveAccount, initialAccountState)).toEqual({ status: 'active', reason: 'Vérifié avec la banque', photo: null });
  });
});

describe("a client's own picture", () => {
  const photo = { fileId: 'profile-1111aaaa', thumbnailFileId: 'thumb-1111aaaa' };
  const other = { fileId: 'profile-2222bbbb', thumbnailFileId: 'thumb-2222bbbb' };
  const set = (files: typeof photo, role: 'client' | 'cleaner' | 'admin' | null = 'client', by = PERSON): AccountCommand => ({
    type: 'SetProfilePhoto',
    data: { userId: PERSON, ...files, role },
    metadata: { userId: by, now: NOW },
  });
  const remove = (by = PERSON): AccountCommand => ({ type: 'RemoveProfilePhoto', data: { userId: PERSON }, metadata: { userId: by, now: NOW } });
  const photoSet: AccountEvent = { type: 'ProfilePhotoSet', data: { userId: PERSON, ...photo } };

  it('records the photo a client uploads, and a new one in place of the old', () => {
    spec.given([]).when(set(photo)).then([photoSet]);
    spec.given([photoSet]).when(set(other)).then([{ type: 'ProfilePhotoSet', data: { userId: PERSON, ...other } }]);
  });
  it('records nothing when the same files are sent again (a retried request)', () => {
    spec.given([photoSet]).when(set(photo)).then([]);
  });
  it('refuses a cleaner, an admin or an account without a role: their picture is not theirs to upload here', () => {
    spec.given([]).when(set(photo, 'cleaner')).thenThrows(ProfilePhotoNotAllowedError);
    spec.given([]).when(set(photo, 'admin')).thenThrows(ProfilePhotoNotAllowedError);
    spec.given([]).when(set(photo, null)).thenThrows(ProfilePhotoNotAllowedError);
  });
  it("refuses anyone setting or removing another person's picture", () => {
    spec.given([]).when(set(photo, 'client', ADMIN)).thenThrows(ProfilePhotoNotAllowedError);
    spec.given([photoSet]).when(remove(ADMIN)).thenThrows(ProfilePhotoNotAllowedError);
  });
  it('removes the picture, naming the files that go; nothing to remove records nothing', () => {
    spec.given([photoSet]).when(remove()).then([{ type: 'ProfilePhotoRemoved', data: { userId: PERSON, ...photo } }]);
    spec.given([]).when(remove()).then([]);
    spec.given([photoSet, { type: 'ProfilePhotoRemoved', data: { userId: PERSON, ...photo } }]).when(remove()).then([]);
  });
  it('keeps the picture through a suspension and the suspension through a new picture', () => {
    const state = [photoSet, suspended].reduce(evolveAccount, initialAccountState);
    expect(state).toEqual({ status: 'suspended', reason: 'Paiements frauduleux', photo });
    spec.given([photoSet, suspended]).when(reactivate('Vérifié avec la banque')).then([reactivated]);
  });
});
