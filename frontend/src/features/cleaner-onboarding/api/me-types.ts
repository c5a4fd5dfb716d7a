import type { Answer, Api } from '../../../lib/api-contract';

/**
 * The signed-in cleaner's own profile (`Me` of docs/api/cleaners.md) as the BFF types it. Its rates are still in
 * dollars, as the onboarding forms type them (docs/decisions.md: typed API contract).
 */
export type Me = Answer<Api['cleaners']['me']['$get']>;
type StartedMe = Extract<Me, { started: true }>;
export type CleanerProfile = StartedMe['profile'];
export type CleanerDocument = StartedMe['documents'][number];
export type CleanerPhoto = StartedMe['photos'][number];
