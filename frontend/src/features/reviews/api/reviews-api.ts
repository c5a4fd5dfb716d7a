import useSWR from 'swr';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** The review lists (docs/api/reviews.md). Keys start with `/api/reviews` (live updates read them again). */
export type MyReviews = Answer<Api['reviews']['me']['$get']>;
export type RecentReviews = Answer<Api['reviews']['$get']>;
export type ListedReview = MyReviews['written'][number];

export const useMyReviews = () => useSWR(client.reviews.me.$path(), () => ok(client.reviews.me.$get()));
export const useRecentReviews = () => useSWR(client.reviews.$path(), () => ok(client.reviews.$get()));
export const olderRecentReviews = (before: string) => ok(client.reviews.$get({ query: { before } }));
