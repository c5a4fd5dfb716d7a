import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, type AppPath } from '../config/paths';
import { i18n, type Namespace } from '../lib/i18n/i18n';
import { AccessGate } from './access/access-gate';
import type { Access } from './access/access-rules';
import { AppLayout } from './layout/app-layout';
import { LoadingSplash } from './layout/loading-splash';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

/** A page loaded on first visit, together with the catalogues it needs, so it never renders half-translated. */
function lazyPage(load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : null]);
      return { Component: module.default };
    },
  };
}

const notFoundPage = lazyPage(() => import('./routes/not-found-page'));
/** A page of later work: its route, guard and redirects exist; until its screen does, it shows the 404 page. */
const later = (path: AppPath): RouteObject => ({ path: path.pattern, ...notFoundPage });
const page = (path: AppPath, load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): RouteObject => ({
  path: path.pattern,
  ...lazyPage(load, namespaces),
});
/**
 * A page that shows parts of other features: features never import each other, so the app loads the parts and
 * hands them in (the page's `parts` type is the contract).
 */
function composedPage<Parts>(
  path: AppPath,
  load: () => Promise<{ default: ComponentType<{ parts: Parts }> }>,
  loadParts: () => Promise<Parts>,
  namespaces: readonly Namespace[],
): RouteObject {
  return {
    path: path.pattern,
    lazy: async () => {
      const [module, parts] = await Promise.all([load(), loadParts(), i18n.loadNamespaces([...namespaces])]);
      const Page = module.default;
      return { Component: () => <Page parts={parts} /> };
    },
  };
}
const redirect = (path: AppPath, to: string): RouteObject => ({
  path: path.pattern,
  element: <Navigate to={to} replace />,
});
const group = (access: Access, children: RouteObject[]): RouteObject => ({
  element: <AccessGate access={access} />,
  errorElement: <RouteError />,
  children,
});

const authPage = () => import('../features/auth/routes/auth-page');
const cityPicker = async () => (await import('../features/places/components/city-picker')).CityPicker;
const featuredCleaners = () => import('../features/cleaners/components/featured-cleaners');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <LoadingSplash />,
    errorElement: <RouteError />,
    children: [
      group('public', [
        composedPage(
          paths.home,
          () => import('../features/home/routes/home-page'),
          async () => {
            const [CityPicker, featured] = await Promise.all([cityPicker(), featuredCleaners()]);
            return { CityPicker, ...featured };
          },
          ['home', 'cleaners'],
        ),
        composedPage(
          paths.cleaners,
          () => import('../features/cleaners/routes/cleaners-page'),
          async () => ({ CityPicker: await cityPicker() }),
          ['cleaners'],
        ),
        page(paths.cleanerProfile, () => import('../features/cleaners/routes/cleaner-profile-page'), ['cleaners']),
        composedPage(
          paths.city,
          () => import('../features/places/routes/city-page'),
          async () => ({ CityCleaners: (await import('../features/cleaners/components/city-cleaners')).CityCleaners }),
          ['cleaners'],
        ),
        page(paths.region, () => import('../features/places/routes/region-page'), ['cleaners']),
        later(paths.about), later(paths.homeowners), later(paths.cleanersJoin),
        later(paths.jobsQuebec), later(paths.jobsMontreal), later(paths.independentCleaner), later(paths.howItWorks),
        later(paths.terms), later(paths.privacy), later(paths.pricing), later(paths.faq), later(paths.gallery),
        later(paths.apps), later(paths.contact), later(paths.impact), later(paths.serviceRegular), later(paths.serviceDeep),
        later(paths.serviceMoving), later(paths.serviceGarage), later(paths.blog),
        page(paths.reviews, () => import('../features/reviews/routes/reviews-page'), ['reviews']),
        later(paths.blogPost), later(paths.colorSchemeMockup), later(paths.themeTest),
        page(paths.onboarding, () => import('../features/cleaner-onboarding/routes/onboarding-page'), ['onboarding']),
        later(paths.clientOnboarding),
        page(paths.selectRole, () => import('../features/auth/routes/select-role-page'), ['auth']),
        page(paths.authSuccess, () => import('./routes/auth-success')),
        { path: '*', ...notFoundPage },
      ]),
      group('guest', [
        page(paths.login, authPage, ['auth']),
        page(paths.auth, authPage, ['auth']),
        redirect(paths.register, paths.auth.href({ tab: 'signup' })),
        page(paths.forgotPassword, () => import('../features/auth/routes/forgot-password-page'), ['auth']),
        page(paths.resetPassword, () => import('../features/auth/routes/reset-password-page'), ['auth']),
        page(paths.referralProgram, () => import('../features/referral-program/routes/referral-program-page'), ['referrals']),
        later(paths.becomeCleaner),
      ]),
      group('signed-in', [
        page(paths.book, () => import('../features/booking-request/routes/book-page'), ['booking']),
        page(paths.bookings, () => import('../features/bookings/routes/bookings-page'), ['bookings']),
        page(paths.bookingDetails, () => import('../features/bookings/routes/booking-details-page'), ['bookings']),
        page(paths.bookingAction, () => import('../features/bookings/routes/booking-action-page'), ['bookings']),
        page(paths.profile, () => import('../features/account/routes/account-settings-page'), ['account', 'auth']),
        page(paths.stripeConnectReturn, () => import('../features/payouts/routes/stripe-connect-return-page'), ['payouts']),
        page(paths.stripeConnectRefresh, () => import('../features/payouts/routes/stripe-connect-refresh-page'), ['payouts']),
        page(paths.profileCalendar, () => import('../features/cleaner-calendar/routes/calendar-page'), ['calendar']),
        page(paths.profilePayouts, () => import('../features/payouts/routes/payouts-page'), ['payouts']),
        page(paths.profileReviews, () => import('../features/reviews/routes/my-reviews-page'), ['reviews']),
        page(paths.messages, () => import('../features/messages/routes/messages-page'), ['messages']),
        page(paths.conversation, () => import('../features/messages/routes/conversation-page'), ['messages']),
        page(paths.testMessaging, () => import('../features/messages/routes/test-messaging-page'), ['messages']),
        page(paths.referrals, () => import('../features/referrals/routes/referrals-page'), ['referrals']),
      ]),
      group('client', [
        page(paths.properties, () => import('../features/properties/routes/properties-page'), ['properties']),
      ]),
      group('admin', [
        later(paths.admin),
        page(paths.adminHealth, () => import('../features/admin-health/routes/admin-health-page'), ['admin']),
        later(paths.adminUsers),
        page(paths.adminProfileReview, () => import('../features/admin-review/routes/profile-review-page'), ['admin']),
        page(paths.adminPayouts, () => import('../features/finance/routes/finance-page'), ['finance']),
        later(paths.adminMarketing), later(paths.adminCleaner),
        page(paths.adminMessages, () => import('../features/admin-messages/routes/admin-messages-page'), ['admin']),
        page(paths.payouts, () => import('../features/finance/routes/finance-page'), ['finance']),
      ]),
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Created on first use (not at import), once, so that a domain redirect at start loads nothing. */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
