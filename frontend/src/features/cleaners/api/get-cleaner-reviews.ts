import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { slugParam } from './get-cleaner';

/** `GET /api/cleaners/:slug/reviews` (docs/api/reviews.md): the published reviews by clients, with the averages. */
export type CleanerReviews = Answer<Api['cleaners'][':slug']['reviews']['$get']>;
export type CleanerReview = CleanerReviews['items'][number];

const reviews = client.cleaners[':slug'].reviews;
/** The route reads `?before=` without a validator: Hono's input types do not list it, hence the arguments built apart. */
const olderArgs = (slug: string, before: string) => ({ ...slugParam(slug), query: { before } });

export const cleanerReviewsUrl = (slug: string) => reviews.$path(slugParam(slug));
export const useCleanerReviews = (slug: string) => useSWR(cleanerReviewsUrl(slug), () => ok(reviews.$get(slugParam(slug))));
export const olderCleanerReviews = (slug: string, before: string) => ok(reviews.$get(olderArgs(slug, before)));
