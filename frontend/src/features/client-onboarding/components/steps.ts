import { CLIENT_ONBOARDING_STEPS, type ClientOnboardingStep } from '@weklean/domain';

export const STEPS = CLIENT_ONBOARDING_STEPS;

export const indexOf = (step: ClientOnboardingStep): number => STEPS.indexOf(step);
export const stepAt = (index: number): ClientOnboardingStep => STEPS[Math.min(Math.max(index, 0), STEPS.length - 1)] ?? 'welcome';

/** Titles of the steps in the `client-onboarding` namespace. */
export const STEP_TITLE_KEYS = {
  welcome: 'client-onboarding:steps.welcome',
  gender: 'client-onboarding:steps.gender',
  property: 'client-onboarding:steps.property',
  celebration: 'client-onboarding:steps.celebration',
} as const satisfies Record<ClientOnboardingStep, string>;

export const GENDER_KEYS = {
  female: 'client-onboarding:gender.female',
  male: 'client-onboarding:gender.male',
  other: 'client-onboarding:gender.other',
  prefer_not_to_say: 'client-onboarding:gender.preferNotToSay',
} as const;
