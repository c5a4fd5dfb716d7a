import type { Answer, Api } from '../../../lib/api-contract';

/**
 * The signed-in cleaner's own profile (`Me` of docs/api/cleaners.md) as the BFF types it; money in integer cents
 * (the forms convert to and from the dollars people type: onboarding-values.ts).
 */
export type Me = Answer<Api['cleaners']['me']['$get']>;
type StartedMe = Extract<Me, { started: true }>;
export type CleanerProfile = StartedMe['profile'];
export type CleanerDocument = StartedMe['documents'][number];
export type CleanerPhoto = StartedMe['photos'][number];
