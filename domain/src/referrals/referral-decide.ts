import type { CommandTarget, Decider } from '../shared/decider';
import type { ReferralCommand } from './referral-commands';
import { InvalidReferralCodeError, ReferralCodeStateError } from './referral-errors';
import { referralStream, type ReferralEvent } from './referral-events';

/** A person's code (null before it is first asked for), whether it works, and the friends it brought. */
export type ReferralState = { code: string | null; active: boolean; referees: readonly string[] };

export const initialReferralState: ReferralState = { code: null, active: false, referees: [] };

export function evolveReferral(state: ReferralState, event: ReferralEvent): ReferralState {
  switch (event.type) {
    case 'ReferralCodeIssued':
      return { ...state, code: event.data.code, active: true };
    case 'ReferralCodeDeactivated':
      return { ...state, active: false };
    case 'ReferralCodeReactivated':
      return { ...state, active: true };
    case 'ReferralCodeReplaced':
      return { ...state, code: event.data.code, active: true };
    case 'FriendReferred':
      return { ...state, referees: [...state.referees, event.data.refereeId] };
  }
}

export function decideReferral(command: ReferralCommand, state: ReferralState): ReferralEvent[] {
  const { data, metadata } = command;
  const at = metadata.now;
  switch (command.type) {
    case 'IssueReferralCode':
      // Once: asking again keeps the code.
      return state.code === null ? [{ type: 'ReferralCodeIssued', data: { userId: data.userId, code: command.data.code, issuedAt: at } }] : [];
    case 'DeactivateReferralCode':
      if (state.code === null || !state.active) throw new ReferralCodeStateError();
      return [{ type: 'ReferralCodeDeactivated', data: { userId: data.userId, code: state.code, at } }];
    case 'ReactivateReferralCode':
      if (state.code === null || state.active) throw new ReferralCodeStateError();
      return [{ type: 'ReferralCodeReactivated', data: { userId: data.userId, code: state.code, at } }];
    case 'ReplaceReferralCode':
      if (state.code === null) throw new ReferralCodeStateError();
      return [{ type: 'ReferralCodeReplaced', data: { userId: data.userId, oldCode: state.code, code: command.data.code, at } }];
    case 'RecordReferral': {
      const { refereeId, code, sameEmail } = command.data;
      // No self-referral; only the current code, while active.
      if (refereeId === data.userId || state.code !== code || !state.active) throw new InvalidReferralCodeError();
      if (state.referees.includes(refereeId)) return [];
      return [{ type: 'FriendReferred', data: { userId: data.userId, refereeId, code, referredAt: at, flag: sameEmail ? 'same-email' : null } }];
    }
  }
}

export const referralDecider: Decider<ReferralState, ReferralCommand, ReferralEvent> = { initialState: initialReferralState, evolve: evolveReferral, decide: decideReferral };

export const referralTarget = (userId: string): CommandTarget<ReferralState, ReferralCommand, ReferralEvent> => ({ stream: referralStream(userId), decider: referralDecider });
