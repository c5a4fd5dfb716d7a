import { addDays, localDateTime } from '../shared/dates';
import { QUEBEC_TIME_ZONE, quebecInstant } from '../shared/quebec-time';
import type { CommandTarget, Decider } from '../shared/decider';
import type { ReviewCommand } from './review-commands';
import {
  ReviewAlreadyWrittenError, ReviewBookingNotCompletedError, ReviewCommentTooLongError, ReviewNotFoundError, ReviewNotPublishedError,
  ReviewRatingsIncompleteError, ReviewReplyExistsError, ReviewReplyInvalidError, ReviewWindowClosedError,
} from './review-errors';
import {
  REVIEW_CATEGORIES, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX, REVIEW_WINDOW_DAYS, reviewStream, type Ratings, type ReviewEvent, type ReviewRole,
} from './review-events';

/** One side's review: not written yet (`open`), written and waiting (`submitted`), `published`, or never written (`closed`). */
export type ReviewState = {
  status: 'open' | 'submitted' | 'published' | 'closed';
  counterpartSubmitted: boolean;
  review: { authorId: string; subjectId: string; ratings: Ratings } | null;
  replied: boolean;
  reporters: readonly string[];
};

export const initialReviewState: ReviewState = { status: 'open', counterpartSubmitted: false, review: null, replied: false, reporters: [] };

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewSubmitted':
      return { ...state, status: 'submitted', review: { authorId: event.data.authorId, subjectId: event.data.subjectId, ratings: event.data.ratings } };
    case 'CounterpartReviewSubmitted':
      return { ...state, counterpartSubmitted: true };
    case 'ReviewPublished':
      return { ...state, status: 'published' };
    case 'ReviewWindowClosed':
      return { ...state, status: 'closed' };
    case 'ReviewReplied':
      return { ...state, replied: true };
    case 'ReviewReported':
      return { ...state, reporters: [...state.reporters, event.data.reporterId] };
  }
}

/** When a review of a booking done at `completedAt` can no longer be written: 14 days later, at the same Quebec time. */
export const reviewWindowClosesAt = (completedAt: string): string => {
  const local = localDateTime(completedAt, QUEBEC_TIME_ZONE);
  const later = local ? quebecInstant(addDays(local.date, REVIEW_WINDOW_DAYS), local.time) : null;
  return later ?? new Date(Date.parse(completedAt) + REVIEW_WINDOW_DAYS * 86_400_000).toISOString();
};

/** Every category rated, each a whole number from 1 to 5 (SPEC 5). */
export const ratingsComplete = (ratings: Partial<Record<string, unknown>>): ratings is Ratings =>
  REVIEW_CATEGORIES.every((category) => {
    const value = ratings[category];
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
  });

const personOf = (role: ReviewRole, booking: { clientId: string; cleanerId: string }) => (role === 'client' ? booking.clientId : booking.cleanerId);

export function decideReview(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  const { data, metadata } = command;
  switch (command.type) {
    case 'SubmitReview': {
      const { booking, authorRole, bookingId } = command.data;
      if (metadata.userId !== personOf(authorRole, booking)) throw new ReviewNotFoundError();
      if (booking.status !== 'completed' || booking.completedAt === null) throw new ReviewBookingNotCompletedError();
      if (state.status === 'submitted' || state.status === 'published') throw new ReviewAlreadyWrittenError();
      const windowClosesAt = reviewWindowClosesAt(booking.completedAt);
      if (state.status === 'closed' || Date.parse(metadata.now) >= Date.parse(windowClosesAt)) throw new ReviewWindowClosedError();
      if (!ratingsComplete(command.data.ratings)) throw new ReviewRatingsIncompleteError();
      const comment = command.data.comment.trim();
      if (comment.length > REVIEW_COMMENT_MAX) throw new ReviewCommentTooLongError();
      const ratings = Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, command.data.ratings[category]])) as Ratings;
      const subjectId = personOf(authorRole === 'client' ? 'cleaner' : 'client', booking);
      const written = { bookingId, authorRole, authorId: metadata.userId, subjectId, ratings };
      return [
        { type: 'ReviewSubmitted', data: { ...written, comment, submittedAt: metadata.now, windowClosesAt } },
        // The other side wrote first: both are published now.
        ...(state.counterpartSubmitted ? [{ type: 'ReviewPublished' as const, data: { ...written, publishedAt: metadata.now, reason: 'both-written' as const } }] : []),
      ];
    }
    case 'NoteCounterpartReview': {
      if (state.status === 'submitted' && state.review) {
        return [{ type: 'ReviewPublished', data: { bookingId: data.bookingId, authorRole: data.authorRole, ...state.review, publishedAt: metadata.now, reason: 'both-written' } }];
      }
      if (state.status === 'open' && !state.counterpartSubmitted) return [{ type: 'CounterpartReviewSubmitted', data: { bookingId: data.bookingId, authorRole: data.authorRole } }];
      return [];
    }
    case 'CloseReviewWindow': {
      if (state.status === 'submitted' && state.review) {
        return [{ type: 'ReviewPublished', data: { bookingId: data.bookingId, authorRole: data.authorRole, ...state.review, publishedAt: metadata.now, reason: 'window-closed' } }];
      }
      if (state.status === 'open') return [{ type: 'ReviewWindowClosed', data: { bookingId: data.bookingId, authorRole: data.authorRole, closedAt: metadata.now } }];
      return [];
    }
    case 'ReplyToReview': {
      if (!state.review || state.review.subjectId !== metadata.userId) throw new ReviewNotFoundError();
      if (state.status !== 'published') throw new ReviewNotPublishedError();
      if (state.replied) throw new ReviewReplyExistsError();
      const reply = command.data.reply.trim();
      if (reply === '' || reply.length > REVIEW_REPLY_MAX) throw new ReviewReplyInvalidError();
      return [{ type: 'ReviewReplied', data: { bookingId: data.bookingId, authorRole: data.authorRole, replierId: metadata.userId, reply, repliedAt: metadata.now } }];
    }
    case 'ReportReview': {
      if (state.status !== 'published' || !state.review || state.review.authorId === metadata.userId) throw new ReviewNotFoundError();
      if (state.reporters.includes(metadata.userId)) return [];
      const reason = command.data.reason.trim().slice(0, 500);
      return [{ type: 'ReviewReported', data: { bookingId: data.bookingId, authorRole: data.authorRole, reporterId: metadata.userId, reason, reportedAt: metadata.now } }];
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = { initialState: initialReviewState, evolve: evolveReview, decide: decideReview };

export const reviewTarget = (bookingId: string, role: ReviewRole): CommandTarget<ReviewState, ReviewCommand, ReviewEvent> => ({
  stream: reviewStream(bookingId, role),
  decider: reviewDecider,
});
