/** The sign-up's topics, as the server knows them (projections/src/newsletter NEWSLETTER_TOPICS). */
export const NEWSLETTER_TOPICS = ['tips', 'offers', 'cleaners', 'company-news'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

/** The longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;

/** The server's check (bff/src/newsletter/mail-address.ts): one `@`, a dotted domain, no spaces. */
export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

export type SignupValues = { email: string; topics: readonly string[]; acceptTerms: boolean };
export type SignupProblem = 'invalid-email' | 'topics' | 'terms-required';

/** What the server would refuse, in its order (docs/api/newsletter.md), before anything is sent. */
export function signupProblems(values: SignupValues): SignupProblem[] {
  const problems: SignupProblem[] = [];
  if (!isEmailAddress(values.email.trim())) problems.push('invalid-email');
  if (values.topics.length === 0 || !values.topics.every((topic) => (NEWSLETTER_TOPICS as readonly string[]).includes(topic))) problems.push('topics');
  if (!values.acceptTerms) problems.push('terms-required');
  return problems;
}

/** The form field a server refusal (`newsletter.<problem>`) belongs under; null for any other failure. */
export function problemOfCode(code: string | undefined): SignupProblem | null {
  const problem = code?.startsWith('newsletter.') ? code.slice('newsletter.'.length) : null;
  return problem === 'invalid-email' || problem === 'topics' || problem === 'terms-required' ? problem : null;
}
