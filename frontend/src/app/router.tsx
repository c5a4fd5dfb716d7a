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
/** The theme pages' parts: the app's three theme configurations and its theme switch. */
const loadThemeParts = async () => {
  const [{ themeConfig }, { themeNames }, { useTheme }] = await Promise.all([import('./theme/theme-config'), import('./theme/theme-name'), import('./theme/theme-context')]);
  return { themes: themeNames.map((name) => ({ name, config: themeConfig(name) })), useSiteTheme: useTheme };
};
const redirect = (path: AppPath, to: string): RouteObject => ({
  path: path.pattern,
  element: <Navigate to={to} replace />,
});
const group = (access: Access, children: RouteObject[]): RouteObject => ({
  element: <AccessGate access={access} />,
  errorElement: <RouteError />,
  children,
});

/** The admin area: its pages under one layout that opens the history drawer over any of them (`?history=<streamId>`). */
const adminGroup = (children: RouteObject[]): RouteObject =>
  group('admin', [{ ...lazyPage(() => import('../features/admin-audit/routes/history-layout')), children }]);

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
          () => import('../features/dashboard/routes/role-home-page'),
          async () => {
            // Visitors' marketing home; a signed-in client's or cleaner's home is the dashboard's own.
            const [{ default: HomePage }, CityPicker, featured] = await Promise.all([
              import('../features/home/routes/home-page'),
              cityPicker(),
              featuredCleaners(),
            ]);
            const parts = { CityPicker, ...featured };
            return { VisitorHome: () => <HomePage parts={parts} /> };
          },
          ['home', 'cleaners', 'dashboard'],
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
        page(paths.about, () => import('../features/public-pages/routes/about-page'), ['public-pages']),
        composedPage(
          paths.homeowners,
          () => import('../features/public-pages/routes/homeowners-page'),
          async () => ({ CityPicker: await cityPicker() }),
          ['public-pages'],
        ),
        page(paths.howItWorks, () => import('../features/public-pages/routes/how-it-works-page'), ['public-pages']),
        page(paths.pricing, () => import('../features/public-pages/routes/pricing-page'), ['public-pages']),
        page(paths.faq, () => import('../features/public-pages/routes/faq-page'), ['public-pages']),
        page(paths.cleanersJoin, () => import('../features/site-pages/routes/careers-page'), ['site-pages']),
        page(paths.jobsQuebec, () => import('../features/site-pages/routes/careers-page'), ['site-pages']),
        page(paths.jobsMontreal, () => import('../features/site-pages/routes/careers-page'), ['site-pages']),
        page(paths.independentCleaner, () => import('../features/site-pages/routes/careers-page'), ['site-pages']),
        page(paths.terms, () => import('../features/site-pages/routes/terms-page'), ['site-pages']),
        page(paths.privacy, () => import('../features/site-pages/routes/privacy-page'), ['site-pages']),
        page(paths.apps, () => import('../features/apps/routes/apps-page'), ['apps', 'newsletter']),
        page(paths.serviceRegular, () => import('../features/site-pages/routes/service-page'), ['site-pages']),
        page(paths.serviceDeep, () => import('../features/site-pages/routes/service-page'), ['site-pages']),
        page(paths.serviceMoving, () => import('../features/site-pages/routes/service-page'), ['site-pages']),
        page(paths.serviceGarage, () => import('../features/site-pages/routes/service-page'), ['site-pages']),
        page(paths.gallery, () => import('../features/gallery/routes/gallery-page'), ['gallery']),
        page(paths.contact, () => import('../features/contact/routes/contact-page'), ['contact']),
        page(paths.newsletterUnsubscribe, () => import('../features/newsletter/routes/unsubscribe-page'), ['newsletter']),
        page(paths.impact, () => import('../features/impact/routes/impact-page'), ['impact']),
        page(paths.blog, () => import('../features/blog/routes/blog-page'), ['blog']),
        page(paths.reviews, () => import('../features/reviews/routes/reviews-page'), ['reviews']),
        composedPage(
          paths.blogPost,
          () => import('../features/blog/routes/blog-post-page'),
          async () => ({ NotFound: (await import('./routes/not-found-page')).default }),
          ['blog'],
        ),
        composedPage(paths.colorSchemeMockup, () => import('../features/theme-pages/routes/color-scheme-mockup-page'), loadThemeParts, ['theme-pages']),
        composedPage(paths.themeTest, () => import('../features/theme-pages/routes/theme-test-page'), loadThemeParts, ['theme-pages']),
        page(paths.onboarding, () => import('../features/cleaner-onboarding/routes/onboarding-page'), ['onboarding']),
        composedPage(
          paths.clientOnboarding,
          () => import('../features/client-onboarding/routes/client-onboarding-page'),
          async () => {
            // The drawer's form is styled by its feature's sheet, which its own page otherwise loads.
            const [drawer] = await Promise.all([
              import('../features/properties/components/property-drawer'),
              import('../features/properties/components/properties.css'),
            ]);
            return { PropertyDrawer: drawer.PropertyDrawer };
          },
          ['client-onboarding', 'properties'],
        ),
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
        page(paths.becomeCleaner, () => import('../features/site-pages/routes/become-cleaner-page'), ['site-pages']),
      ]),
      group('no-role', [page(paths.selectRole, () => import('../features/auth/routes/select-role-page'), ['auth'])]),
      group('signed-in', [
        page(paths.book, () => import('../features/booking-request/routes/book-page'), ['booking']),
        page(paths.bookings, () => import('../features/bookings/routes/bookings-page'), ['bookings']),
        composedPage(
          paths.bookingDetails,
          () => import('../features/bookings/routes/booking-details-page'),
          async () => ({ DisputesCard: (await import('../features/disputes/components/booking-disputes-card')).BookingDisputesCard }),
          ['bookings', 'disputes'],
        ),
        page(paths.bookingAction, () => import('../features/bookings/routes/booking-action-page'), ['bookings']),
        composedPage(
          paths.profile,
          () => import('../features/dashboard/routes/profile-page'),
          async () => {
            const [account, publicPage, todos] = await Promise.all([
              import('../features/account/routes/account-settings-page'),
              import('../features/cleaners/routes/cleaner-profile-page'),
              import('../features/todos/components/todo-list'),
            ]);
            return { AccountSettings: account.default, PublicProfilePage: publicPage.default, TodoList: todos.TodoList };
          },
          ['account', 'auth', 'cleaners', 'todos', 'dashboard', 'payouts'],
        ),
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
      adminGroup([
        page(paths.admin, () => import('../features/admin-dashboard/routes/admin-dashboard-page'), ['admin-dashboard', 'bookings']),
        page(paths.adminHealth, () => import('../features/admin-health/routes/admin-health-page'), ['admin']),
        page(paths.adminUsers, () => import('../features/admin-users/routes/admin-users-page'), ['admin-users', 'bookings', 'admin', 'referrals']),
        page(paths.adminProfileReview, () => import('../features/admin-review/routes/profile-review-page'), ['admin']),
        page(paths.adminPayouts, () => import('../features/finance/routes/finance-page'), ['finance']),
        page(paths.adminMarketing, () => import('../features/admin-marketing/routes/admin-marketing-page'), ['admin-marketing']),
        page(paths.adminCleaner, () => import('../features/admin-cleaner-analytics/routes/cleaner-analytics-page'), ['admin-cleaner-analytics', 'admin-dashboard']),
        page(paths.adminMessages, () => import('../features/admin-messages/routes/admin-messages-page'), ['admin']),
        // The admin menu's "My account" and "Referral program" (issue 33): the admin's own settings, the programme's management.
        page(paths.adminAccount, () => import('../features/account/routes/account-settings-page'), ['account', 'auth']),
        page(paths.adminReferrals, () => import('../features/admin-marketing/routes/admin-referrals-page'), ['admin-marketing']),
        page(paths.adminDisputes, () => import('../features/disputes/routes/admin-disputes-page'), ['disputes']),
        page(paths.adminDispute, () => import('../features/disputes/routes/admin-dispute-page'), ['disputes', 'bookings']),
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
