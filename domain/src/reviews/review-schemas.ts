import * as v from 'valibot';
import { object, line, text as cleanText } from '../shared/schema';
import { REVIEW_CATEGORIES, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX, type ReviewCategory } from './review-events';

/** SPEC 5: every category rated ('Veuillez noter toutes les catégories'), a whole number from 1 to 5. */
const INCOMPLETE = 'review.ratings-incomplete';
const rating = v.pipe(v.number(INCOMPLETE), v.integer(INCOMPLETE), v.minValue(1, INCOMPLETE), v.maxValue(5, INCOMPLETE));

export const SubmitReviewSchema = object(
  {
    ratings: object(Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, rating])) as Record<ReviewCategory, typeof rating>, INCOMPLETE),
    comment: v.optional(v.pipe(cleanText('validation.required'), v.trim(), v.maxLength(REVIEW_COMMENT_MAX, 'review.comment-too-long')), ''),
  },
  INCOMPLETE,
);

export const ReplyToReviewSchema = object(
  { reply: v.pipe(cleanText('review.reply-invalid'), v.trim(), v.minLength(1, 'review.reply-invalid'), v.maxLength(REVIEW_REPLY_MAX, 'review.reply-invalid')) },
  'review.reply-invalid',
);

export const ReportReviewSchema = object({ reason: v.optional(v.pipe(line('validation.required'), v.trim(), v.maxLength(500, 'validation.required')), '') });
