import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The review lists (docs/api/reviews.md). Keys start with `/api/reviews` (live updates read them again). */
export type MyReviews = Answer<Api['reviews']['me']['$get']>;
export type RecentReviews = Answer<Api['reviews']['$get']>;
export type ListedReview = MyReviews['written'][number];

export const useMyReviews = () => useSWR('/api/reviews/me', (url: string) => api.get<MyReviews>(url));
export const useRecentReviews = () => useSWR('/api/reviews', (url: string) => api.get<RecentReviews>(url));
export const olderRecentReviews = (before: string) => api.get<RecentReviews>(`/api/reviews?before=${encodeURIComponent(before)}`);
