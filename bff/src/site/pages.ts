/**
 * The public pages of SPEC section 2 that search engines may index (the paths of frontend/src/config/paths.ts), each
 * with its key in the `seo` namespace (domain/locales/{fr,en}/seo.json).
 */
export const PUBLIC_PAGES = {
  '/': 'home',
  '/about': 'about',
  '/homeowners': 'homeowners',
  '/cleaners/join': 'cleanersJoin',
  '/emplois-nettoyage-quebec': 'jobsQuebec',
  '/emplois-menage-montreal': 'jobsMontreal',
  '/nettoyeur-independant-quebec': 'independentCleaner',
  '/how-it-works': 'howItWorks',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/pricing': 'pricing',
  '/faq': 'faq',
  '/gallery': 'gallery',
  '/apps': 'apps',
  '/contact': 'contact',
  '/impact': 'impact',
  '/cleaners': 'cleaners',
  '/services/nettoyage-regulier': 'serviceRegular',
  '/services/nettoyage-profondeur': 'serviceDeep',
  '/services/nettoyage-demenagement': 'serviceMoving',
  '/services/nettoyage-garage': 'serviceGarage',
  '/reviews': 'reviews',
  '/blog': 'blog',
  '/referral-program': 'referralProgram',
  '/devenir-nettoyeur': 'becomeCleaner',
} as const satisfies Record<string, string>;

/** Paths kept out of search engines (robots.txt): the signed-in app, the API and the back office. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/profile',
  '/bookings',
  '/book/',
  '/messages',
  '/referrals',
  '/properties',
  '/payouts',
  '/onboarding',
  '/client-onboarding',
  '/auth/',
  '/reset-password/',
  '/ical/',
  '/test-messaging',
  '/color-scheme-mockup',
  '/newsletter/',
  '/theme-test',
] as const;
