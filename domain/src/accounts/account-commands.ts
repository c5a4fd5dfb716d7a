import type { Command } from '../shared/decider';
import type { Role } from './account-schemas';

/**
 * An admin (the command's metadata `userId`) suspends or reactivates the account `userId`. `role`: the account's role,
 * read by the BFF from the accounts table (an admin's account cannot be suspended).
 */
export type SuspendAccount = Command<'SuspendAccount', { userId: string; reason: string; role: Role | null }>;
export type ReactivateAccount = Command<'ReactivateAccount', { userId: string; reason: string }>;

/**
 * A person sets or removes their own picture (the files are stored by the BFF before the command). `role`: the
 * account's role, read from the accounts table: only a client has a picture of their own (a cleaner's is the avatar
 * of their profile).
 */
export type SetProfilePhoto = Command<'SetProfilePhoto', { userId: string; fileId: string; thumbnailFileId: string; role: Role | null }>;
export type RemoveProfilePhoto = Command<'RemoveProfilePhoto', { userId: string }>;

export type AccountCommand = SuspendAccount | ReactivateAccount | SetProfilePhoto | RemoveProfilePhoto;
