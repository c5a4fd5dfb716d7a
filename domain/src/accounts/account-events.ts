import type { DomainEvent } from '../shared/decider';

/**
 * What an admin did to a person's account (`account-<userId>`): suspended it or reactivated it, with the reason. Who
 * acted and when are the event's metadata (`userId`, `occurredAt`), as for every event: the history names the admin.
 * The reason is an admin's note about the account, not the person's own data; it is kept short (500 characters).
 */
export type AccountSuspended = DomainEvent<'AccountSuspended', { userId: string; reason: string }>;
export type AccountReactivated = DomainEvent<'AccountReactivated', { userId: string; reason: string }>;

export type AccountEvent = AccountSuspended | AccountReactivated;
export type AccountEventType = AccountEvent['type'];
export const accountEventTypes = ['AccountSuspended', 'AccountReactivated'] as const satisfies readonly AccountEventType[];
const _everyTypeListed: [Exclude<AccountEventType, (typeof accountEventTypes)[number]>] extends [never] ? true : never = true;

export const accountStream = (userId: string): string => `account-${userId}`;

/** The longest reason an admin may give. */
export const ACCOUNT_REASON_MAX = 500;
