import { findPlace, REVIEW_CATEGORIES, type ReviewCategory } from '@weklean/domain';
import {
  bucketsOf,
  cleanerBookingWeeks,
  cleanerEarningWeeks,
  cleanerIdentity,
  cleanerPayoutsIn,
  cleanerReviewsIn,
  reportsAboutCleaner,
  type CleanerWeekRow,
  type Period,
} from '@weklean/projections';
import type postgres from 'postgres';

type Ratings = Record<ReviewCategory, number | null>;

/** A share, or null when nothing was there to count (a rate of no requests is not 0 %). */
const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const roundedMinutes = (minutes: number | null) => (minutes === null ? null : Math.round(minutes));

/** Acceptance: accepted of the requests the cleaner decided or let expire. Completion: completed of those accepted and over. */
const rates = (row: CleanerWeekRow | undefined) => ({
  bookings: row?.requests ?? 0,
  accepted: row?.accepted ?? 0,
  declined: row?.declined ?? 0,
  expired: row?.expired ?? 0,
  completed: row?.completed ?? 0,
  cancelledByClient: row?.cancelled_by_client ?? 0,
  cancelledByCleaner: row?.cancelled_by_cleaner ?? 0,
  acceptanceRate: row ? share(row.accepted, row.accepted + row.declined + row.expired) : null,
  completionRate: row ? share(row.completed, row.completed + row.cancelled_after_acceptance) : null,
  medianResponseMinutes: roundedMinutes(row?.median_response_minutes ?? null),
});

const averageRatings = (reviews: readonly { ratings: Record<string, number> }[]): Ratings =>
  Object.fromEntries(
    REVIEW_CATEGORIES.map((category) => {
      const values = reviews.map((review) => review.ratings[category]).filter((value): value is number => typeof value === 'number');
      return [category, values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100];
    }),
  ) as Ratings;

type Verification = 'verified' | 'pending' | 'rejected' | 'unverified';

/** Verified; else documents waiting for the review; else a document refused; else nothing sent yet. */
const verificationOf = (identity: { verified: boolean | null; pending_documents: number; rejected_documents: number }): Verification =>
  identity.verified ? 'verified' : identity.pending_documents > 0 ? 'pending' : identity.rejected_documents > 0 ? 'rejected' : 'unverified';

/** One cleaner's analytics over a period, by week (docs/api/admin-dashboard.md), or null when the id is no cleaner's. */
export async function cleanerAnalytics(sql: postgres.Sql, cleanerId: string, period: Pick<Period, 'from' | 'to'>) {
  const identity = await cleanerIdentity(sql, cleanerId);
  if (!identity) return null;
  const [weeks, reviews, earnings, payouts, reports] = await Promise.all([
    cleanerBookingWeeks(sql, cleanerId, period),
    cleanerReviewsIn(sql, cleanerId, period),
    cleanerEarningWeeks(sql, cleanerId, period),
    cleanerPayoutsIn(sql, cleanerId, period),
    reportsAboutCleaner(sql, cleanerId),
  ]);
  const byWeek = new Map(weeks.filter((row) => row.week !== null).map((row) => [row.week!, row]));
  const earningsOf = (week: string | null, kind: 'service' | 'cancellation_fee') =>
    earnings.filter((row) => (week === null || row.week === week) && row.kind === kind).reduce((sum, row) => sum + Number(row.amount), 0);
  const paidOutOf = (week: string | null) =>
    payouts.filter((row) => (week === null || row.week === week) && row.status !== 'failed').reduce((sum, row) => sum + Number(row.amount_cents), 0);
  const cityId = identity.primary_city_id;
  return {
    cleaner: {
      id: cleanerId,
      name: identity.display_name ?? identity.name ?? '',
      slug: identity.slug,
      city: cityId ? { id: cityId, name: findPlace(cityId)?.name ?? cityId } : null,
      verification: verificationOf(identity),
    },
    totals: {
      ...rates(weeks.find((row) => row.week === null)),
      ratings: averageRatings(reviews),
      reviews: reviews.length,
      earningsCents: earningsOf(null, 'service'),
      cancellationFeesCents: earningsOf(null, 'cancellation_fee'),
      paidOutCents: paidOutOf(null),
      reports: reports.length,
    },
    series: bucketsOf({ ...period, bucket: 'week' }).map((week) => {
      const published = reviews.filter((review) => review.week === week);
      return {
        week,
        ...rates(byWeek.get(week)),
        ratings: averageRatings(published),
        reviews: published.length,
        earningsCents: earningsOf(week, 'service'),
        cancellationFeesCents: earningsOf(week, 'cancellation_fee'),
        paidOutCents: paidOutOf(week),
      };
    }),
    payouts: payouts.map((row) => ({
      id: row.payout_id,
      kind: row.kind,
      amountCents: Number(row.amount_cents),
      feeCents: Number(row.fee_cents),
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
    feedback: reviews
      .filter((review) => review.comment.trim() !== '')
      .map((review) => ({ bookingId: review.booking_id, overall: review.ratings.overall ?? null, comment: review.comment, publishedAt: review.published_at.toISOString() })),
    reports: reports.map((row) => ({ reason: row.reason, createdAt: row.created_at.toISOString() })),
  };
}
