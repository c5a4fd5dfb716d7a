import type { CleanerSort } from '../api/list-cleaners';
import type { FeedbackReason, FeedbackType } from '../api/send-feedback';

type Key = `cleaners:${string}`;

export const SORT_KEYS = {
  recommended: 'cleaners:sort.recommended',
  rating: 'cleaners:sort.rating',
  price_asc: 'cleaners:sort.price_asc',
  price_desc: 'cleaners:sort.price_desc',
  experience: 'cleaners:sort.experience',
} as const satisfies Record<CleanerSort, Key>;

export const FEEDBACK_TYPE_KEYS = {
  like: 'cleaners:feedback.types.like',
  dislike: 'cleaners:feedback.types.dislike',
  not_interested: 'cleaners:feedback.types.not_interested',
  report: 'cleaners:feedback.types.report',
} as const satisfies Record<FeedbackType, Key>;

export const FEEDBACK_REASON_KEYS = {
  price: 'cleaners:feedback.reasons.price',
  availability: 'cleaners:feedback.reasons.availability',
  location: 'cleaners:feedback.reasons.location',
  communication: 'cleaners:feedback.reasons.communication',
  experience: 'cleaners:feedback.reasons.experience',
  services: 'cleaners:feedback.reasons.services',
  other: 'cleaners:feedback.reasons.other',
} as const satisfies Record<FeedbackReason, Key>;
