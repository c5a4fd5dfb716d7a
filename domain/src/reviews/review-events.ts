import type { DomainEvent } from '../shared/decider';

/** SPEC 3: the seven categories a review rates, 1 to 5 each (SPEC 5: all of them). */
export const REVIEW_CATEGORIES = ['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];
export type Ratings = Readonly<Record<ReviewCategory, number>>;

/** Who wrote the review: the client (of the cleaner) or the cleaner (of the client). */
export const REVIEW_ROLES = ['client', 'cleaner'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/** Reviews can be written for 14 days after the service; then the window closes (a timer) and what was written is published. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/**
 * Events of one side's review of a booking (`review-<bookingId>-<role>`, the author's role). Blind: a review is
 * published when both are written, or when the window closes, whichever comes first. The comment and the reply are
 * personal (sealed with their author's key, the event's user).
 */
export type ReviewSubmitted = DomainEvent<
  'ReviewSubmitted',
  { bookingId: string; authorRole: ReviewRole; authorId: string; subjectId: string; ratings: Ratings; comment: string; submittedAt: string; windowClosesAt: string }
>;
/** The other side's review was written (before this one): this one is published the moment it is. */
export type CounterpartReviewSubmitted = DomainEvent<'CounterpartReviewSubmitted', { bookingId: string; authorRole: ReviewRole }>;
export type ReviewPublished = DomainEvent<
  'ReviewPublished',
  { bookingId: string; authorRole: ReviewRole; authorId: string; subjectId: string; ratings: Ratings; publishedAt: string; reason: 'both-written' | 'window-closed' }
>;
/** The window closed with nothing written on this side: nothing can be written any more. */
export type ReviewWindowClosed = DomainEvent<'ReviewWindowClosed', { bookingId: string; authorRole: ReviewRole; closedAt: string }>;
/** The person reviewed answers once, in public, after publication. */
export type ReviewReplied = DomainEvent<'ReviewReplied', { bookingId: string; authorRole: ReviewRole; replierId: string; reply: string; repliedAt: string }>;
/** Someone reported a published review to the admins. */
export type ReviewReported = DomainEvent<'ReviewReported', { bookingId: string; authorRole: ReviewRole; reporterId: string; reason: string; reportedAt: string }>;

export type ReviewEvent = ReviewSubmitted | CounterpartReviewSubmitted | ReviewPublished | ReviewWindowClosed | ReviewReplied | ReviewReported;
export type ReviewEventType = ReviewEvent['type'];
export const reviewEventTypes = [
  'ReviewSubmitted', 'CounterpartReviewSubmitted', 'ReviewPublished', 'ReviewWindowClosed', 'ReviewReplied', 'ReviewReported',
] as const satisfies readonly ReviewEventType[];
const _everyTypeListed: [Exclude<ReviewEventType, (typeof reviewEventTypes)[number]>] extends [never] ? true : never = true;

export const reviewEventPersonalFields = { ReviewSubmitted: ['comment'], ReviewReplied: ['reply'], ReviewReported: ['reason'] } as const;

export const reviewStream = (bookingId: string, role: ReviewRole): string => `review-${bookingId}-${role}`;
export const otherRole = (role: ReviewRole): ReviewRole => (role === 'client' ? 'cleaner' : 'client');
