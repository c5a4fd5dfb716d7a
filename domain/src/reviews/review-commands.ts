import type { Command } from '../shared/decider';
import type { Ratings, ReviewRole } from './review-events';

/** What the BFF knows of the booking when a review is written: its two people, its status and when it was done. */
export type ReviewBookingFacts = { clientId: string; cleanerId: string; status: string; completedAt: string | null };

export type SubmitReview = Command<'SubmitReview', { bookingId: string; authorRole: ReviewRole; ratings: Ratings; comment: string; booking: ReviewBookingFacts }>;
/** From the reactor: the other side's review was written. */
export type NoteCounterpartReview = Command<'NoteCounterpartReview', { bookingId: string; authorRole: ReviewRole }>;
/** From the timer at the window's end. */
export type CloseReviewWindow = Command<'CloseReviewWindow', { bookingId: string; authorRole: ReviewRole }>;
export type ReplyToReview = Command<'ReplyToReview', { bookingId: string; authorRole: ReviewRole; reply: string }>;
export type ReportReview = Command<'ReportReview', { bookingId: string; authorRole: ReviewRole; reason: string }>;

export type ReviewCommand = SubmitReview | NoteCounterpartReview | CloseReviewWindow | ReplyToReview | ReportReview;
