import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import { isRecommendedKey } from './get-recommended-cleaners';
import { slugParam } from './get-cleaner';

export const FEEDBACK_TYPES = ['like', 'dislike', 'not_interested', 'report'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_REASONS = ['price', 'availability', 'location', 'communication', 'experience', 'services', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export type Feedback = { type: FeedbackType; reason?: FeedbackReason };

export function feedbackUrl(slug: string): string {
  return client.cleaners[':slug'].feedback.$path(slugParam(slug));
}

/** `POST /api/cleaners/:slug/feedback` `{ type, reason? }` → 201; signed-in clients only. */
export async function sendFeedback(slug: string, feedback: Feedback): Promise<void> {
  await ok(client.cleaners[':slug'].feedback.$post({ ...slugParam(slug), json: feedback }));
}

/** Recommendations are built from feedback, so the cached ones are asked for again after a success. */
export function useSendFeedback(slug: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(feedbackUrl(slug), (_url: string, { arg }: { arg: Feedback }) => sendFeedback(slug, arg), {
    onSuccess: () => void mutate(isRecommendedKey),
  });
}
