import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_CATEGORIES, reviewStream, type Ratings, type ReviewCategory, type ReviewPublished, type ReviewRole, type ReviewSubmitted } from '@weklean/domain';
import { readModelSpec, type GivenEvent } from '../../test/support/read-model-spec';
import { categoryAverages } from '../cleaner-search/ratings';
import { publishedRatingAverages } from './queries';
import { reviews } from './reviews';

const AT = '2026-11-20T15:00:00.000Z';
const CLOSES_AT = '2026-12-04T15:00:00.000Z';

/** The reviews' ratings from one column of marks per category (the n-th review takes the n-th mark of each). */
const reviewsRated = (marks: Record<ReviewCategory, number[]>): Ratings[] =>
  marks.overall.map((_, index) => Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, marks[category][index]])) as Ratings);
/** The same mark in every category. */
const rated = (mark: number): Ratings => Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, mark])) as Ratings;

/** A review of `subjectId` written (and, unless told otherwise, published) on a booking of its own. */
const review = (subjectId: string, ratings: Ratings, options: { authorRole?: ReviewRole; published?: boolean } = {}): GivenEvent[] => {
  const { authorRole = 'client', published = true } = options;
  const bookingId = randomUUID();
  const authorId = randomUUID();
  const stream = reviewStream(bookingId, authorRole);
  const submitted: ReviewSubmitted['data'] = { bookingId, authorRole, authorId, subjectId, ratings, comment: '', submittedAt: AT, windowClosesAt: CLOSES_AT };
  const publication: ReviewPublished['data'] = { bookingId, authorRole, authorId, subjectId, ratings, publishedAt: AT, reason: 'both-written' };
  return [{ stream, type: 'ReviewSubmitted', data: submitted }, ...(published ? [{ stream, type: 'ReviewPublished', data: publication }] : [])];
};

describe('the reviews read model: the published averages, counted in the database', () => {
  let spec: Awaited<ReturnType<typeof readModelSpec>>;
  beforeAll(async () => {
    spec = await readModelSpec(reviews, 'read_model_reviews');
  });
  afterAll(async () => spec?.close());
  beforeEach(async () => spec.reset());

  it('gives no count and no averages without published reviews (a review still hidden does not count)', async () => {
    const cleaner = randomUUID();
    await spec.given(review(cleaner, rated(5), { published: false }));
    const none = { reviewCount: 0, ratings: Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, null])) };
    expect(await publishedRatingAverages(spec.sql, { authorRole: 'client', subjectId: cleaner })).toEqual(none);
    expect(await publishedRatingAverages(spec.sql, { authorRole: 'client' })).toEqual(none);
  });

  it("averages each category to the hundredth, halves rounded up, for one cleaner and across the platform's cleaners", async () => {
    const cleaner = randomUUID();
    const other = randomUUID();
    const client = randomUUID();
    // Eight reviews: 9/8 = 1.125, 33/8 = 4.125, 35/8 = 4.375, 30/8 = 3.75, 37/8 = 4.625.
    const eight = reviewsRated({
      cleanliness: [2, 1, 1, 1, 1, 1, 1, 1],
      quality: [5, 5, 5, 5, 4, 3, 3, 3],
      reliability: [5, 5, 5, 4, 4, 4, 4, 4],
      punctuality: [5, 5, 5, 5, 5, 5, 5, 5],
      communication: [1, 1, 1, 1, 1, 1, 1, 1],
      professionalism: [4, 4, 4, 4, 4, 4, 3, 3],
      overall: [5, 5, 5, 5, 5, 4, 4, 4],
    });
    await spec.given([
      ...eight.flatMap((ratings) => review(cleaner, ratings)),
      ...review(cleaner, rated(5), { published: false }),
      ...review(other, rated(3)),
      ...review(other, rated(4)),
      // A cleaner's review of a client: the clients' averages, not the cleaners'.
      ...review(client, rated(2), { authorRole: 'cleaner' }),
    ]);

    const ofCleaner = await publishedRatingAverages(spec.sql, { authorRole: 'client', subjectId: cleaner });
    expect(ofCleaner).toEqual({
      reviewCount: 8,
      // PostgreSQL's round() would give 1.12, 4.12 and 4.62 (halves to even): these are Math.round's.
      ratings: { cleanliness: 1.13, quality: 4.13, reliability: 4.38, punctuality: 5, communication: 1, professionalism: 3.75, overall: 4.63 },
    });
    expect(ofCleaner.ratings).toEqual(categoryAverages(eight));
    // The ten published reviews of cleaners: 16/10, 40/10, 42/10, 47/10, 15/10, 37/10, 44/10.
    expect(await publishedRatingAverages(spec.sql, { authorRole: 'client' })).toEqual({
      reviewCount: 10,
      ratings: { cleanliness: 1.6, quality: 4, reliability: 4.2, punctuality: 4.7, communication: 1.5, professionalism: 3.7, overall: 4.4 },
    });
    expect(await publishedRatingAverages(spec.sql, { authorRole: 'cleaner', subjectId: client })).toEqual({
      reviewCount: 1,
      ratings: { cleanliness: 2, quality: 2, reliability: 2, punctuality: 2, communication: 2, professionalism: 2, overall: 2 },
    });
  });

  it('rounds as the JavaScript it replaces where a double falls short of a half: 41/40 gives 1.02, 199/40 gives 4.97', async () => {
    const cleaner = randomUUID();
    const forty = Array.from({ length: 40 }, (_, index): Ratings => ({
      cleanliness: index === 0 ? 2 : 1,
      quality: 3,
      reliability: 3,
      punctuality: 3,
      communication: 3,
      professionalism: 3,
      overall: index === 0 ? 4 : 5,
    }));
    await spec.given(forty.flatMap((ratings) => review(cleaner, ratings)));
    const averages = await publishedRatingAverages(spec.sql, { authorRole: 'client', subjectId: cleaner });
    // In decimals 1.025 and 4.975 would round up; as doubles, 1.025 × 100 and 4.975 × 100 fall just short of the half.
    expect(averages).toEqual({
      reviewCount: 40,
      ratings: { cleanliness: 1.02, quality: 3, reliability: 3, punctuality: 3, communication: 3, professionalism: 3, overall: 4.97 },
    });
    expect(averages.ratings).toEqual(categoryAverages(forty));
  });
});
