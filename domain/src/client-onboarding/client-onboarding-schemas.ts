import * as v from 'valibot';
import { GENDERS, type Gender } from '../cleaners/cleaner-limits';
import { line, object } from '../shared/schema';

/** The client onboarding's steps, in order (SPEC section 4). */
export const CLIENT_ONBOARDING_STEPS = ['welcome', 'gender', 'property', 'celebration'] as const;
export type ClientOnboardingStep = (typeof CLIENT_ONBOARDING_STEPS)[number];

/** `new` until the first save; `completed` after the celebration, `skipped` when the client left it. */
export const CLIENT_ONBOARDING_STATUSES = ['new', 'in-progress', 'completed', 'skipped'] as const;
export type ClientOnboardingStatus = (typeof CLIENT_ONBOARDING_STATUSES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The body of `PUT /api/me/client-onboarding`: where the client got to, and what they answered on the way. */
export const ClientOnboardingProgressSchema = object({
  step: v.picklist(CLIENT_ONBOARDING_STEPS, 'validation.invalid'),
  status: v.optional(v.picklist(['in-progress', 'completed', 'skipped'], 'validation.invalid'), 'in-progress'),
  /** Absent leaves the account's gender as it is; null clears it. */
  gender: v.optional(v.nullable(v.picklist(GENDERS, 'validation.invalid'))),
  /** The first property, added through `/api/properties`; absent leaves it, null forgets it. */
  propertyId: v.optional(v.nullable(v.pipe(line('validation.invalid'), v.toLowerCase(), v.regex(UUID, 'validation.invalid')))),
});
export type ClientOnboardingProgress = v.InferOutput<typeof ClientOnboardingProgressSchema>;

/** What `GET` and `PUT /api/me/client-onboarding` answer. */
export type ClientOnboarding = {
  /** The furthest step reached: the page resumes there. */
  step: ClientOnboardingStep;
  status: ClientOnboardingStatus;
  gender: Gender | null;
  propertyId: string | null;
};

/** The later of two steps: going back to look at a step does not lose the place reached. */
export const furthestStep = (a: ClientOnboardingStep, b: ClientOnboardingStep): ClientOnboardingStep =>
  CLIENT_ONBOARDING_STEPS.indexOf(a) >= CLIENT_ONBOARDING_STEPS.indexOf(b) ? a : b;
