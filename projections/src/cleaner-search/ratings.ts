import { REVIEW_CATEGORIES, type Ratings, type ReviewPublished } from '@weklean/domain';
import type { Tx } from '@weklean/platform';

/** The average of each category over a cleaner's reviews, to the hundredth (null without reviews). */
export function categoryAverages(all: readonly Ratings[]): Record<(typeof REVIEW_CATEGORIES)[number], number | null> {
  return Object.fromEntries(
    REVIEW_CATEGORIES.map((category) => [
      category,
      all.length === 0 ? null : Math.round((all.reduce((total, ratings) => total + ratings[category], 0) / all.length) * 100) / 100,
    ]),
  ) as Record<(typeof REVIEW_CATEGORIES)[number], number | null>;
}

/**
 * A client's review of a cleaner, published: its ratings join the cleaner's, and the profile row gets the averages per
 * category, the overall average (`rating`: the reviews' own "overall" category) and the count.
 */
export async function applyPublishedReview(tx: Tx, data: ReviewPublished['data']) {
  if (data.authorRole !== 'client') return;
  await tx`
    insert into cleaner_review_ratings (booking_id, cleaner_id, ratings, published_at)
    values (${data.bookingId}, ${data.subjectId}, ${tx.json(data.ratings)}, ${data.publishedAt})
    on conflict (booking_id) do nothing`;
  const rows = await tx<{ ratings: Ratings }[]>`select ratings from cleaner_review_ratings where cleaner_id = ${data.subjectId}`;
  const averages = categoryAverages(rows.map((row) => row.ratings));
  await tx`
    update cleaner_profiles set ratings = ${tx.json(averages)}, rating = ${averages.overall}, review_count = ${rows.length}
    where cleaner_id = ${data.subjectId}`;
}
