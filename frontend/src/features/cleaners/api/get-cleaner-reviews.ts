import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import { cleanerUrl } from './get-cleaner';

/** `GET /api/cleaners/:slug/reviews` (docs/api/reviews.md): the published reviews by clients, with the averages. */
export type CleanerReviews = Answer<Api['cleaners'][':slug']['reviews']['$get']>;
export type CleanerReview = CleanerReviews['items'][number];

export const useCleanerReviews = (slug: string) => useSWR(`${cleanerUrl(slug)}/reviews`, (url: string) => api.get<CleanerReviews>(url));
export const olderCleanerReviews = (slug: string, before: string) => api.get<CleanerReviews>(`${cleanerUrl(slug)}/reviews?before=${encodeURIComponent(before)}`);
