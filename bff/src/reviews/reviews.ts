import { otherRole, reviewTarget, ReviewNotFoundError, type Actor, type Ratings, type ReviewBookingFacts, type ReviewRole } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import {
  bookingDetailsOf, cleanerSlugsOf, publishedRatingAverages, recentCleanerReviews, reviewsAbout, reviewsOfBooking, reviewsToWrite, reviewsWrittenBy,
  reviewWindowOf, verifiedCleanerIdBySlug, type ReviewRow,
} from '@weklean/projections';
import type postgres from 'postgres';

/** A review as the API shows it (docs/api/reviews.md). */
export type ReviewView = ReturnType<typeof viewOf>;
const viewOf = (row: ReviewRow) => ({
  bookingId: row.booking_id,
  authorRole: row.author_role,
  author: { id: row.author_id, name: row.author_name ?? '' },
  subject: { id: row.subject_id, name: row.subject_name ?? '' },
  ratings: row.ratings,
  comment: row.comment,
  status: row.status,
  submittedAt: row.submitted_at.toISOString(),
  publishedAt: row.published_at?.toISOString() ?? null,
  reply: row.reply === null ? null : { text: row.reply, at: row.replied_at?.toISOString() ?? null },
  bookingStartsAt: row.starts_at?.toISOString() ?? null,
});
/** What a reader other than the author sees: no id of the author. */
const publicViewOf = (row: ReviewRow) => {
  const { author, ...rest } = viewOf(row);
  return { ...rest, author: { name: author.name } };
};

/** The averages as the API shows them: `rating` is the reviews' own "overall" category. */
const summaryOf = ({ reviewCount, ratings }: Awaited<ReturnType<typeof publishedRatingAverages>>) => ({ rating: ratings.overall, reviewCount, ratings });

/**
 * Two-sided, blind reviews of completed bookings (issue 14): who may write which (the booking's client of its cleaner,
 * the cleaner of the client), what each sees (their own at once, the other's once published), and the public lists.
 */
export function createReviews(deps: { sql: postgres.Sql; commands: CommandHandler }) {
  const { sql, commands } = deps;

  /** The booking's facts (its read model) and the person's side of it; a stranger (or an unknown booking) finds nothing. */
  const sideOf = async (bookingId: string, userId: string): Promise<{ role: ReviewRole; booking: ReviewBookingFacts }> => {
    const booking = (await bookingDetailsOf(sql, bookingId))?.booking ?? { status: 'none' as const };
    if (booking.status === 'none' || (booking.clientId !== userId && booking.cleanerId !== userId)) throw new ReviewNotFoundError();
    return {
      role: booking.clientId === userId ? 'client' : 'cleaner',
      booking: { clientId: booking.clientId, cleanerId: booking.cleanerId, status: booking.status, completedAt: booking.completedAt },
    };
  };

  return {
    async submit(actor: Actor, bookingId: string, input: { ratings: Ratings; comment: string }) {
      const { role, booking } = await sideOf(bookingId, actor.userId);
      const { events } = await commands.execute(reviewTarget(bookingId, role), 'SubmitReview', { bookingId, authorRole: role, ratings: input.ratings, comment: input.comment, booking }, actor);
      const submitted = events.find((event) => event.type === 'ReviewSubmitted');
      const published = events.some((event) => event.type === 'ReviewPublished');
      if (submitted?.type !== 'ReviewSubmitted') throw new ReviewNotFoundError();
      const { authorRole, ratings, comment, submittedAt, windowClosesAt } = submitted.data;
      return { bookingId, authorRole, ratings, comment, status: published ? 'published' : 'submitted', submittedAt, windowClosesAt };
    },

    /** The booking's reviews as this person may see them, and whether they may still write theirs. */
    async ofBooking(userId: string, bookingId: string, now: Date) {
      const { role, booking } = await sideOf(bookingId, userId);
      const [rows, closesAt] = await Promise.all([reviewsOfBooking(sql, bookingId), reviewWindowOf(sql, bookingId)]);
      const mine = rows.find((row) => row.author_role === role);
      const theirs = rows.find((row) => row.author_role === otherRole(role));
      const open = booking.status === 'completed' && closesAt !== null && closesAt.getTime() > now.getTime();
      return {
        role,
        windowClosesAt: closesAt?.toISOString() ?? null,
        canWrite: open && !mine,
        mine: mine ? viewOf(mine) : null,
        // Blind: the other side's review only once published; that one was written is said, not what.
        theirs: theirs?.status === 'published' ? viewOf(theirs) : null,
        theirsWritten: theirs !== undefined,
      };
    },

    async reply(actor: Actor, bookingId: string, authorRole: ReviewRole, reply: string) {
      await sideOf(bookingId, actor.userId);
      await commands.execute(reviewTarget(bookingId, authorRole), 'ReplyToReview', { bookingId, authorRole, reply }, actor);
    },

    async report(actor: Actor, bookingId: string, authorRole: ReviewRole, reason: string) {
      await commands.execute(reviewTarget(bookingId, authorRole), 'ReportReview', { bookingId, authorRole, reason }, actor);
    },

    /** `/profile/reviews`: to write (with deadlines), written, received. */
    async mine(userId: string, now: Date) {
      const [toWrite, written, received] = await Promise.all([reviewsToWrite(sql, userId, now), reviewsWrittenBy(sql, userId), reviewsAbout(sql, userId, null, 50)]);
      return {
        toWrite: toWrite.map((row) => ({ bookingId: row.booking_id, authorRole: row.author_role, bookingStartsAt: row.starts_at.toISOString(), windowClosesAt: row.closes_at.toISOString(), otherName: row.other_name ?? '' })),
        written: written.map(viewOf),
        received: received.items.map(viewOf),
      };
    },

    /** A cleaner's published reviews by clients, with the averages (the public profile). Null: no such cleaner. */
    async ofCleaner(slug: string, before: string | null) {
      const cleanerId = await verifiedCleanerIdBySlug(sql, slug);
      if (!cleanerId) return null;
      const [page, averages] = await Promise.all([reviewsAbout(sql, cleanerId, before), publishedRatingAverages(sql, { authorRole: 'client', subjectId: cleanerId })]);
      return { ...summaryOf(averages), items: page.items.map(publicViewOf), nextCursor: page.nextCursor };
    },

    /** `/reviews`: the latest published reviews of cleaners across the platform, with the platform's averages. */
    async recent(before: string | null) {
      const [page, averages] = await Promise.all([recentCleanerReviews(sql, before), publishedRatingAverages(sql, { authorRole: 'client' })]);
      const slugs = await cleanerSlugsOf(sql, [...new Set(page.items.map((row) => row.subject_id))]);
      return {
        ...summaryOf(averages),
        items: page.items.map((row) => ({ ...publicViewOf(row), cleanerSlug: slugs.get(row.subject_id) ?? null })),
        nextCursor: page.nextCursor,
      };
    },

    /** What cleaners said of a client, for a cleaner deciding on their request: the averages and the latest. */
    async ofClientForCleaner(userId: string, bookingId: string) {
      const { role, booking } = await sideOf(bookingId, userId);
      if (role !== 'cleaner') throw new ReviewNotFoundError();
      const [page, averages] = await Promise.all([reviewsAbout(sql, booking.clientId, null, 5), publishedRatingAverages(sql, { authorRole: 'cleaner', subjectId: booking.clientId })]);
      return { ...summaryOf(averages), items: page.items.map(publicViewOf) };
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
