import type { DomainEvent } from '../shared/decider';

/**
 * What an admin did to a person's account (`account-<userId>`): suspended it or reactivated it, with the reason. Who
 * acted and when are the event's metadata (`userId`, `occurredAt`), as for every event: the history names the admin.
 * The reason is an admin's note about the account, not the person's own data; it is kept short (500 characters).
 */
export type AccountSuspended = DomainEvent<'AccountSuspended', { userId: string; reason: string }>;
export type AccountReactivated = DomainEvent<'AccountReactivated', { userId: string; reason: string }>;

/**
 * A client's own picture (SPEC 3's `profilePic`; a cleaner's is their profile's avatar): the stored photo, re-encoded
 * without its metadata, and its thumbnail, by file id. Removing it names the files that go. The files are personal
 * data: account deletion deletes them, and these events then name files that no longer exist.
 */
export type ProfilePhotoSet = DomainEvent<'ProfilePhotoSet', { userId: string; fileId: string; thumbnailFileId: string }>;
export type ProfilePhotoRemoved = DomainEvent<'ProfilePhotoRemoved', { userId: string; fileId: string; thumbnailFileId: string }>;

export type AccountSuspensionEvent = AccountSuspended | AccountReactivated;
export type AccountEvent = AccountSuspensionEvent | ProfilePhotoSet | ProfilePhotoRemoved;
export type AccountEventType = AccountEvent['type'];
export const accountEventTypes = ['AccountSuspended', 'AccountReactivated', 'ProfilePhotoSet', 'ProfilePhotoRemoved'] as const satisfies readonly AccountEventType[];
/** The events of an admin's suspension history (the rest of the stream is the person's own settings). */
export const isAccountSuspensionEvent = (event: { type: string }): event is AccountSuspensionEvent =>
  event.type === 'AccountSuspended' || event.type === 'AccountReactivated';
const _everyTypeListed: [Exclude<AccountEventType, (typeof accountEventTypes)[number]>] extends [never] ? true : never = true;

export const accountStream = (userId: string): string => `account-${userId}`;

/** The longest reason an admin may give. */
export const ACCOUNT_REASON_MAX = 500;
