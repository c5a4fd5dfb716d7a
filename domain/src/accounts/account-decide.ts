import { isCleanText } from '../shared/schema';
import type { CommandTarget, Decider } from '../shared/decider';
import type { AccountCommand } from './account-commands';
import {
  AccountAlreadySuspendedError,
  AccountNotSuspendedError,
  AccountReasonInvalidError,
  CannotSuspendAdminError,
  CannotSuspendSelfError,
} from './account-errors';
import { ACCOUNT_REASON_MAX, accountStream, type AccountEvent } from './account-events';

/** Whether the account may be used, and the reason of the last admin action on it. */
export type AccountState = { status: 'active' | 'suspended'; reason: string | null };

export const initialAccountState: AccountState = { status: 'active', reason: null };

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountSuspended':
      return { status: 'suspended', reason: event.data.reason };
    case 'AccountReactivated':
      return { status: 'active', reason: event.data.reason };
  }
}

/** The reason, trimmed: 1 to 500 characters, no control characters (line breaks allowed). */
function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || trimmed.length > ACCOUNT_REASON_MAX || !isCleanText(trimmed)) throw new AccountReasonInvalidError();
  return trimmed;
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { data, metadata } = command;
  switch (command.type) {
    case 'SuspendAccount': {
      if (data.userId === metadata.userId) throw new CannotSuspendSelfError('an admin cannot suspend themself');
      if (command.data.role === 'admin') throw new CannotSuspendAdminError('an admin cannot be suspended');
      const reason = reasonOf(data.reason);
      if (state.status === 'suspended') throw new AccountAlreadySuspendedError('already suspended');
      return [{ type: 'AccountSuspended', data: { userId: data.userId, reason } }];
    }
    case 'ReactivateAccount': {
      const reason = reasonOf(data.reason);
      if (state.status !== 'suspended') throw new AccountNotSuspendedError('not suspended');
      return [{ type: 'AccountReactivated', data: { userId: data.userId, reason } }];
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
