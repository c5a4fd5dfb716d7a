import { REVIEW_CATEGORIES, type ReviewCategory } from '@weklean/domain';
import useSWR, { useSWRConfig } from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

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

export const reviewsUrl = (bookingId: string) => client.bookings[':id'].reviews.$path({ param: pathParams({ id: bookingId }) });

export const useBookingReviews = (bookingId: string, enabled: boolean) =>
  useSWR(enabled ? reviewsUrl(bookingId) : null, () => ok(client.bookings[':id'].reviews.$get({ param: pathParams({ id: bookingId }) })));
export const useClientReviews = (bookingId: string, enabled: boolean) =>
  useSWR(enabled ? client.bookings[':id']['client-reviews'].$path({ param: pathParams({ id: bookingId }) }) : null, () =>
    ok(client.bookings[':id']['client-reviews'].$get({ param: pathParams({ id: bookingId }) })),
  );

/** Writes the review, or a reply; the booking's reviews read again. */
export function useReviewActions(bookingId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(reviewsUrl(bookingId));
  return {
    submit: async (ratings: Record<ReviewCategory, number>, comment: string) => {
      const written = await ok(client.bookings[':id'].reviews.$post({ param: pathParams({ id: bookingId }), json: { ratings, comment } }));
      // Shown at once from the answer (the read model follows within moments), then read again.
      await mutate(
        reviewsUrl(bookingId),
        (current: BookingReviews | undefined) =>
          current && {
            ...current,
            canWrite: false,
            mine: {
              bookingId, authorRole: written.authorRole, author: { id: '', name: '' }, subject: { id: '', name: '' }, ratings: written.ratings, comment: written.comment,
              status: written.status === 'published' ? ('published' as const) : ('submitted' as const), submittedAt: written.submittedAt, publishedAt: written.status === 'published' ? written.submittedAt : null, reply: null, bookingStartsAt: null,
            },
          },
        { revalidate: true },
      );
    },
    reply: async (authorRole: 'client' | 'cleaner', reply: string) => {
      await ok(client.bookings[':id'].reviews[':role'].reply.$post({ param: pathParams({ id: bookingId, role: authorRole }), json: { reply } }));
      await refresh();
    },
  };
}
