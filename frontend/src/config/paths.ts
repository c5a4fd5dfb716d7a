import { generatePath, type PathParam } from 'react-router-dom';

/** Query-string values; `undefined` entries are left out. */
export type SearchParams = Readonly<Record<string, string | undefined>>;

type HrefArgs<P extends string> = [PathParam<P>] extends [never]
  ? [search?: SearchParams]
  : [params: Readonly<Record<PathParam<P>, string>>, search?: SearchParams];

export type AppPath<P extends string = string> = {
  readonly pattern: P;
  readonly href: (...args: HrefArgs<P>) => string;
};

function withSearch(pathname: string, search: SearchParams | undefined): string {
  if (search === undefined) return pathname;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined) query.set(name, value);
  }
  const text = query.toString();
  return text === '' ? pathname : `${pathname}?${text}`;
}

function path<P extends string>(pattern: P): AppPath<P> {
  const hasParams = pattern.includes(':') || pattern.includes('*');
  const href = (...args: unknown[]): string => {
    if (!hasParams) return withSearch(pattern, args[0] as SearchParams | undefined);
    const params = args[0] as Parameters<typeof generatePath<P>>[1];
    return withSearch(generatePath(pattern, params), args[1] as SearchParams | undefined);
  };
  return { pattern, href: href as AppPath<P>['href'] };
}

/** The one route table of the product (SPEC section 2). Build links with `paths.x.href(...)`. */
export const paths = {
  // Public
  home: path('/'),
  about: path('/about'),
  homeowners: path('/homeowners'),
  cleanersJoin: path('/cleaners/join'),
  jobsQuebec: path('/emplois-nettoyage-quebec'),
  jobsMontreal: path('/emplois-menage-montreal'),
  independentCleaner: path('/nettoyeur-independant-quebec'),
  howItWorks: path('/how-it-works'),
  terms: path('/terms'),
  privacy: path('/privacy'),
  pricing: path('/pricing'),
  faq: path('/faq'),
  gallery: path('/gallery'),
  apps: path('/apps'),
  contact: path('/contact'),
  newsletterUnsubscribe: path('/newsletter/unsubscribe'),
  impact: path('/impact'),
  cleaners: path('/cleaners'),
  cleanerProfile: path('/cleaners/:slug'),
  city: path('/city/:cityName'),
  region: path('/region/:regionId'),
  serviceRegular: path('/services/nettoyage-regulier'),
  serviceDeep: path('/services/nettoyage-profondeur'),
  serviceMoving: path('/services/nettoyage-demenagement'),
  serviceGarage: path('/services/nettoyage-garage'),
  reviews: path('/reviews'),
  blog: path('/blog'),
  blogPost: path('/blog/:slug'),
  colorSchemeMockup: path('/color-scheme-mockup'),
  themeTest: path('/theme-test'),
  onboarding: path('/onboarding'),
  clientOnboarding: path('/client-onboarding'),
  selectRole: path('/auth/select-role'),
  authSuccess: path('/auth/success'),
  // Logged-out only
  login: path('/login'),
  auth: path('/auth'),
  register: path('/register'),
  forgotPassword: path('/forgot-password'),
  resetPassword: path('/reset-password/:token'),
  referralProgram: path('/referral-program'),
  becomeCleaner: path('/devenir-nettoyeur'),
  // Logged-in only
  book: path('/book/:cleanerSlug'),
  bookings: path('/bookings'),
  bookingDetails: path('/bookings/:bookingId'),
  bookingAction: path('/bookings/:bookingId/:action'),
  profile: path('/profile'),
  profileCalendar: path('/profile/calendar'),
  profilePayouts: path('/profile/payouts'),
  profileReviews: path('/profile/reviews'),
  stripeConnectReturn: path('/profile/stripe-connect/return'),
  stripeConnectRefresh: path('/profile/stripe-connect/refresh'),
  messages: path('/messages'),
  conversation: path('/messages/:bookingId'),
  referrals: path('/referrals'),
  testMessaging: path('/test-messaging'),
  properties: path('/properties'),
  // Admin only
  admin: path('/admin'),
  adminHealth: path('/admin/health'),
  adminUsers: path('/admin/users'),
  adminProfileReview: path('/admin/profile-review'),
  adminPayouts: path('/admin/payouts'),
  adminMarketing: path('/admin/marketing'),
  adminMessages: path('/admin/messages'),
  adminCleaner: path('/admin/cleaners/:cleanerId'),
  /** The admin's own account settings and the referral programme's management (issue 33: "My account", "Referral program"). */
  adminAccount: path('/admin/account'),
  adminReferrals: path('/admin/referrals'),
  /** Disputes after a service (issue 35): the list by age, and one dispute's evidence file with the decision. */
  adminDisputes: path('/admin/disputes'),
  adminDispute: path('/admin/disputes/:disputeId'),
  payouts: path('/payouts'),
} as const;

/** The paths an admin may visit; every other path sends an admin to `/admin`. */
export const adminAreaPatterns: readonly string[] = [
  paths.admin, paths.adminHealth, paths.adminUsers, paths.adminProfileReview, paths.adminPayouts,
  paths.adminMarketing, paths.adminMessages, paths.adminCleaner, paths.adminAccount, paths.adminReferrals, paths.payouts,
  paths.adminDisputes, paths.adminDispute,
].map((entry) => entry.pattern);

/** Pages on which a 401 must not send the browser to the login page again. */
export const loginPagePatterns: readonly string[] = [paths.login.pattern, paths.auth.pattern];

/** Pages without the footer. */
export const footerlessPatterns: readonly string[] = [paths.onboarding.pattern, paths.clientOnboarding.pattern];
