/**
 * The patterns of every page of the app (SPEC section 2), as frontend/src/config/paths.ts declares them: the server
 * answers an address none of them matches with the app's not-found page and HTTP 404 (issue 30). The front-end's
 * route table is the one to edit; frontend/src/config/paths.unit.test.ts fails until this list agrees with it.
 */
export const APP_ROUTE_PATTERNS = [
  '/', '/about', '/homeowners', '/cleaners/join', '/emplois-nettoyage-quebec', '/emplois-menage-montreal',
  '/nettoyeur-independant-quebec', '/how-it-works', '/terms', '/privacy', '/pricing', '/faq', '/gallery', '/apps',
  '/contact', '/newsletter/unsubscribe', '/impact', '/cleaners', '/cleaners/:slug', '/city/:cityName',
  '/region/:regionId', '/services/nettoyage-regulier', '/services/nettoyage-profondeur', '/services/nettoyage-demenagement',
  '/services/nettoyage-garage', '/reviews', '/blog', '/blog/:slug', '/color-scheme-mockup', '/theme-test', '/onboarding',
  '/client-onboarding', '/auth/select-role', '/auth/success', '/login', '/auth', '/register', '/forgot-password',
  '/reset-password/:token', '/referral-program', '/devenir-nettoyeur', '/book/:cleanerSlug', '/bookings',
  '/bookings/:bookingId', '/bookings/:bookingId/:action', '/profile', '/profile/calendar', '/profile/payouts',
  '/profile/reviews', '/profile/stripe-connect/return', '/profile/stripe-connect/refresh', '/messages',
  '/messages/:bookingId', '/referrals', '/test-messaging', '/properties', '/admin', '/admin/health', '/admin/users',
  '/admin/profile-review', '/admin/payouts', '/admin/marketing', '/admin/messages', '/admin/cleaners/:cleanerId',
  '/admin/account', '/admin/referrals', '/payouts', '/admin/disputes', '/admin/disputes/:disputeId',
] as const;

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether a path matches a pattern as the app's router matches it: letter case ignored, a trailing slash allowed,
 * a `:name` segment standing for any one non-empty segment.
 */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(path);
  return wanted.length === actual.length && wanted.every((part, index) => part.startsWith(':') || part.toLowerCase() === actual[index]!.toLowerCase());
}

/** Whether the app has a page at this path (its not-found page aside). */
export const isAppRoute = (path: string): boolean => APP_ROUTE_PATTERNS.some((pattern) => matchesRoutePattern(pattern, path));
