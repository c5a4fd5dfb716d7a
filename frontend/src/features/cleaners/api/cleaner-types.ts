import type { Answer, Api } from '../../../lib/api-contract';

/**
 * The cleaners API's answers (`/api/cleaners/...`, docs/api/cleaners.md) as the BFF types them. Money is in cents.
 * The vocabularies (service types, languages, pets, property types) are the domain's.
 */
export { AVAILABILITY_LABELS, CLEANER_LANGUAGES, PETS, PROPERTY_TYPES, SERVICE_TYPES } from '@weklean/domain';
export type { AvailabilityLabel, CleanerLanguage, Pet, PropertyType, ServiceType } from '@weklean/domain';

type SearchAnswer = Answer<Api['cleaners']['$get']>;
export type CleanerCard = SearchAnswer['items'][number];
export type CleanerProfile = Answer<Api['cleaners'][':slug']['$get']>;
export type Photo = CleanerProfile['gallery'][number];
export type Slot = CleanerProfile['availability']['slots'][number];
