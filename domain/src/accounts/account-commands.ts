import type { Command } from '../shared/decider';
import type { Role } from './account-schemas';

/**
 * An admin (the command's metadata `userId`) suspends or reactivates the account `userId`. `role`: the account's role,
 * read by the BFF from the accounts table (an admin's account cannot be suspended).
 */
export type SuspendAccount = Command<'SuspendAccount', { userId: string; reason: string; role: Role | null }>;
export type ReactivateAccount = Command<'ReactivateAccount', { userId: string; reason: string }>;

export type AccountCommand = SuspendAccount | ReactivateAccount;
