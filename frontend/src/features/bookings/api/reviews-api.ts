import { REVIEW_CATEGORIES, type ReviewCategory } from '@weklean/domain';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import { bookingUrl } from './get-booking';

/** A booking's reviews (docs/api/reviews.md). Keys start with `/api/bookings` (live updates read them again). */
export type BookingReviews = Answer<Api['bookings'][':id']['reviews']['$get']>;
export type Review = NonNullable<BookingReviews['mine']>;
export type ClientReviews = Answer<Api['bookings'][':id']['client-reviews']['$get']>;

export type RatingsDraft = Partial<Record<ReviewCategory, number>>;

/** The categories not rated yet (SPEC 5: all of them, 1 to 5). */
export const missingCategories = (ratings: RatingsDraft): ReviewCategory[] =>
  REVIEW_CATEGORIES.filter((category) => {
    const value = ratings[category];
    return value === undefined || !Number.isInteger(value) || value < 1 || value > 5;
  });

export const reviewsUrl = (bookingId: string) => `${bookingUrl(bookingId)}/reviews`;

export const useBookingReviews = (bookingId: string, enabled: boolean) =>
  useSWR(enabled ? reviewsUrl(bookingId) : null, (url: string) => api.get<BookingReviews>(url));
export const useClientReviews = (bookingId: string, enabled: boolean) =>
  useSWR(enabled ? `${bookingUrl(bookingId)}/client-reviews` : null, (url: string) => api.get<ClientReviews>(url));

/** Writes the review, or a reply; the booking's reviews read again. */
export function useReviewActions(bookingId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(reviewsUrl(bookingId));
  return {
    submit: async (ratings: Record<ReviewCategory, number>, comment: string) => {
      const written = await api.post<{ authorRole: 'client' | 'cleaner'; ratings: Record<ReviewCategory, number>; comment: string; status: 'submitted' | 'published'; submittedAt: string }>(
        reviewsUrl(bookingId),
        { ratings, comment },
      );
      // Shown at once from the answer (the read model follows within moments), then read again.
      await mutate(
        reviewsUrl(bookingId),
        (current: BookingReviews | undefined) =>
          current && {
            ...current,
            canWrite: false,
            mine: {
              bookingId, authorRole: written.authorRole, author: { id: '', name: '' }, subject: { id: '', name: '' }, ratings: written.ratings, comment: written.comment,
              status: written.status, submittedAt: written.submittedAt, publishedAt: written.status === 'published' ? written.submittedAt : null, reply: null, bookingStartsAt: null,
            },
          },
        { revalidate: true },
      );
    },
    reply: async (authorRole: 'client' | 'cleaner', reply: string) => {
      await api.post(`${reviewsUrl(bookingId)}/${authorRole}/reply`, { reply });
      await refresh();
    },
  };
}
