import { ForbiddenError } from '../accounts/account-errors';
import type { CleanerState, StartedCleaner } from './cleaner';
import type { CommandMetadata } from '../shared/decider';
import { CleanerNotStartedError, InvalidDateError } from './cleaner-errors';
import { CLEANER_TIME_ZONE } from './cleaner-limits';
import { localDateTime } from '../shared/dates';

/** Checks shared by the decide functions. */

export const startedProfile = (state: CleanerState): StartedCleaner => {
  if (state.status !== 'started') throw new CleanerNotStartedError();
  return state;
};

/**
 * Only the cleaner edits their profile. The BFF already routes a user to their own stream; this keeps a command
 * from another user (a bug, a worker) from changing someone else's profile.
 */
export const ownProfile = (state: CleanerState, metadata: CommandMetadata): StartedCleaner => {
  const profile = startedProfile(state);
  if (metadata.userId !== profile.cleanerId) throw new ForbiddenError('Only the cleaner may change their profile');
  return profile;
};

/** Whether the actor is an admin is the BFF's to check (roles live with accounts); nobody reviews their own papers. */
export const reviewedProfile = (state: CleanerState, adminId: string): StartedCleaner => {
  const profile = startedProfile(state);
  if (adminId === profile.cleanerId) throw new ForbiddenError('A cleaner cannot review their own documents');
  return profile;
};

/** The command's instant as a Quebec calendar date and time of day. */
export const quebecNow = (metadata: CommandMetadata): { date: string; time: string } => {
  const local = localDateTime(metadata.now, CLEANER_TIME_ZONE);
  if (!local) throw new InvalidDateError('now');
  return local;
};
