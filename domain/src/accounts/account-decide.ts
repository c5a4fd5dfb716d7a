import { isCleanText } from '../shared/schema';
import type { CommandTarget, Decider } from '../shared/decider';
import type { AccountCommand } from './account-commands';
import {
  AccountAlreadySuspendedError,
  AccountNotSuspendedError,
  AccountReasonInvalidError,
  CannotSuspendAdminError,
  CannotSuspendSelfError,
  ProfilePhotoNotAllowedError,
} from './account-errors';
import { ACCOUNT_REASON_MAX, accountStream, type AccountEvent } from './account-events';

export type ProfilePhoto = { fileId: string; thumbnailFileId: string };

/** Whether the account may be used, the reason of the last admin action on it, and the person's own picture. */
export type AccountState = { status: 'active' | 'suspended'; reason: string | null; photo: ProfilePhoto | null };

export const initialAccountState: AccountState = { status: 'active', reason: null, photo: null };

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountSuspended':
      return { ...state, status: 'suspended', reason: event.data.reason };
    case 'AccountReactivated':
      return { ...state, status: 'active', reason: event.data.reason };
    case 'ProfilePhotoSet':
      return { ...state, photo: { fileId: event.data.fileId, thumbnailFileId: event.data.thumbnailFileId } };
    case 'ProfilePhotoRemoved':
      return { ...state, photo: null };
  }
}

/** The reason, trimmed: 1 to 500 characters, no control characters (line breaks allowed). */
function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || trimmed.length > ACCOUNT_REASON_MAX || !isCleanText(trimmed)) throw new AccountReasonInvalidError();
  return trimmed;
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { metadata } = command;
  switch (command.type) {
    case 'SuspendAccount': {
      const { data } = command;
      if (data.userId === metadata.userId) throw new CannotSuspendSelfError('an admin cannot suspend themself');
      if (command.data.role === 'admin') throw new CannotSuspendAdminError('an admin cannot be suspended');
      const reason = reasonOf(data.reason);
      if (state.status === 'suspended') throw new AccountAlreadySuspendedError('already suspended');
      return [{ type: 'AccountSuspended', data: { userId: data.userId, reason } }];
    }
    case 'ReactivateAccount': {
      const { data } = command;
      const reason = reasonOf(data.reason);
      if (state.status !== 'suspended') throw new AccountNotSuspendedError('not suspended');
      return [{ type: 'AccountReactivated', data: { userId: data.userId, reason } }];
    }
    case 'SetProfilePhoto': {
      const { data } = command;
      if (data.userId !== metadata.userId || data.role !== 'client') throw new ProfilePhotoNotAllowedError('only a client sets their own picture');
      // The same files again: a retried request, already done.
      if (state.photo?.fileId === data.fileId && state.photo.thumbnailFileId === data.thumbnailFileId) return [];
      return [{ type: 'ProfilePhotoSet', data: { userId: data.userId, fileId: data.fileId, thumbnailFileId: data.thumbnailFileId } }];
    }
    case 'RemoveProfilePhoto': {
      const { data } = command;
      if (data.userId !== metadata.userId) throw new ProfilePhotoNotAllowedError('nobody removes another person\'s picture');
      // No picture: nothing to remove (a retried removal answers as the first did).
      if (state.photo === null) return [];
      return [{ type: 'ProfilePhotoRemoved', data: { userId: data.userId, ...state.photo } }];
    }
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
};

export const accountTarget = (userId: string): CommandTarget<AccountState, AccountCommand, AccountEvent> => ({
  stream: accountStream(userId),
  decider: accountDecider,
});
