import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { PRICE_CONSTANTS, isAppRoute, type EventStore, type Reactor } from '@weklean/domain';
import {
  createAccountsRepository,
  createCommandHandler,
  createOfflineGeocoder,
  createProcessMetrics,
  createSessions,
  hasRole,
  type Bus,
  type FileStorage,
  type Geocoder,
  type Logger,
  type Mailer,
  type ProcessMetrics,
} from '@weklean/platform';
import type { Projection } from '@weklean/projections';
import type postgres from 'postgres';
import { createAuthService, type AuthDeps } from './auth/auth-service';
import type { BackgroundWork } from './auth/background-work';
import { createBoundedQueue } from './auth/bounded-queue';
import { createPasswordHasher, passwordHashingLimits } from './auth/passwords';
import { publishSessionsEnded } from './live/sessions-ended';
import type { AppEnv } from './http/env';
import { errorHandler } from './http/errors';
import { jsonBodyLimit } from './http/json-body-limit';
import { settleUnreadBody } from './http/unread-body';
import { requestGuards } from './http/request-guards';
import { sessionMiddleware } from './http/session-middleware';
import { measureJson, staticFrontend, varyOnEncoding } from './http/static-frontend';
import { openerPolicy } from './http/opener-policy';
import { forwardedClient, viaTrustedProxy } from './http/client-address';
import { serverPages } from './site/server-pages';
import { createSite, type SiteOrigins } from './site/site';
import { compress } from 'hono/compress';
import { createServerI18n, pickLanguage } from './i18n/server-i18n';
import { cleanerAccountCloser } from './cleaners/close-cleaner-account';
import { createCleanerQueries, refreshFreeDates } from '@weklean/projections';
import { authRoutes } from './auth/auth-routes';
import { createCalendarLinks, createCalendarProviders, type CalendarProviders, createIdempotencyKeys, createPushSubscriptions, createRateLimiter, DEMO_TAX_NUMBERS, profilePhotoOf, type ConfiguredPaymentGateway, type RateLimiter } from '@weklean/platform';
import { adminProjectionRoutes } from './admin/projections-routes';
import { adminReviewRoutes } from './admin/review-routes';
import { adminDashboardRoutes } from './admin/dashboard-routes';
import { adminMarketingRoutes } from './admin/marketing-routes';
import { analyticsRoutes, inProcessAnalyticsLimits, siteConfigRoutes, siteTagSources, type AnalyticsLimits } from './analytics/analytics-routes';
import { adminAuditRoutes } from './admin/audit-routes';
import { calendarRoutes, icalFeedRoutes } from './cleaners/calendar-routes';
import { calendarOAuthRoutes, calendarProviderRoutes } from './cleaners/calendar-provider-routes';
import { cleanerMeRoutes } from './cleaners/me-routes';
import { cleanerRoutes } from './cleaners/cleaner-routes';
import { fileRoutes } from './system/file-routes';
import { cleanerGalleryRoutes, galleryRoutes } from './gallery/gallery-routes';
import { geocodingRoutes } from './properties/geocoding-routes';
import { healthRoutes, type HealthDeps } from './system/health-routes';
import { bffScrapeSources, metricsRoutes } from './system/metrics-routes';
import { requestId, type TrustsCaller } from './http/request-id';
import { accessLog } from './http/access-log';
import { localeRoutes } from './system/locale-routes';
import { mapRoutes, tileImageSource, type MapTiles } from './system/map-routes';
import { placeRoutes } from './system/place-routes';
import { propertyRoutes } from './properties/property-routes';
import { userRoutes } from './auth/user-routes';
import { profilePhotoRoutes } from './auth/profile-photo-routes';
import { passkeyAccountRoutes, passkeySignInRoutes } from './auth/passkey-routes';
import { createPasskeys, PASSKEY_OPTIONS_RATE } from './auth/passkeys';
import { createPasskeyStore } from './auth/passkey-store';
import { relyingPartyOf } from './auth/relying-party';
import { bookingRoutes } from './bookings/booking-routes';
import { testClockRoutes } from './system/test-clock-routes';
import type { ShiftableClock } from '@weklean/platform';
import { createBookingFacts } from './bookings/booking-facts';
import { createBookingService } from './bookings/booking-service';
import { createBookingRequests } from './bookings/booking-requests';
import { createBookingViews } from './bookings/booking-view';
import { readYourWrites } from './http/read-your-writes';
import { createPayments } from './payments/payments';
import { createFinance } from './finance/finance';
import { financeRoutes } from './finance/finance-routes';
import { payoutRoutes } from './payouts/payout-routes';
import { statementRoutes } from './statements/statement-routes';
import { createMessaging } from './messages/messages';
import { eraseAdminMessagesTo, eraseBookingDetailsBy, eraseCleanerDetailsOf, eraseDisputeTextsBy, eraseMessagesOf } from '@weklean/projections';
import { conversationRoutes, MESSAGE_RATE, unreadRoutes } from './messages/message-routes';
import { createAdminMessages } from './admin-messages/admin-messages';
import { createReviews } from './reviews/reviews';
import { createDisputes } from './disputes/disputes';
import { adminDisputeRoutes, bookingDisputeRoutes, disputeRoutes } from './disputes/dispute-routes';
import { createReferrals } from './referrals/referrals';
import { inProcessReferralLimits, referralRoutes, type ReferralLimits } from './referrals/referral-routes';
import { clientOnboardingRoutes } from './client-onboarding/client-onboarding-routes';
import { todoRoutes } from './todos/todo-routes';
import { adminReferralRoutes } from './referrals/admin-referral-routes';
import { createAdminUsers } from './admin/admin-users';
import { adminUserRoutes } from './admin/users-routes';
import { myDataRoutes } from './me/data-routes';
import { bookingReviewRoutes, cleanerReviewRoutes, reviewRoutes } from './reviews/review-routes';
import { adminInboxRoutes, adminMessageRoutes } from './admin-messages/admin-message-routes';
import { paymentRoutes } from './payments/payment-routes';
import { createPaymentDocuments, type TaxNumbers } from './payments/payment-documents';
import { createHomeViews } from './home/home-view';
import { homeRoutes } from './home/home-routes';
import { loadBlog } from './blog/articles';
import { blogRoutes } from './blog/blog-routes';
import { impactRoutes } from './impact/impact-routes';
import { newsletterRoutes, type NewsletterLimits } from './newsletter/newsletter-routes';
import { contactRoutes, type ContactLimits } from './contact/contact-routes';
import { pushRoutes } from './push/push-routes';
import { docsContentSecurityPolicy, openApiRoutes, publishedRoutes } from './openapi/openapi-routes';

export type AppDeps = {
  sql: postgres.Sql;
  store: EventStore;
  bus: Bus;
  logger: Logger;
  mailer: Mailer;
  /** Uploaded photos and documents. */
  files: FileStorage;
  /** Address suggestions and positions; the offline one (bundled Quebec places) when absent. */
  geocoder?: Geocoder;
  /** The flat service fee of a booking, in cents (SERVICE_FEE_CENTS). */
  serviceFeeCents?: number;
  /** The booking map's tile server (MAP_TILE_URL); absent or null: a location card without a map. */
  mapTiles?: MapTiles;
  /** The payment provider: Stripe, or the simulated gateway (PAYMENTS); `mode` tells them apart. */
  paymentGateway: ConfiguredPaymentGateway;
  /** The platform's GST and QST registration numbers, on receipts and invoices (demo zeros when absent). */
  taxNumbers?: TaxNumbers;
  /** Analytics batches sent too often (per visitor, per address); in-process when absent. */
  analyticsLimits?: AnalyticsLimits;
  /** The Google Analytics measurement id (GA_MEASUREMENT_ID); absent or null: no global site tag. */
  gaMeasurementId?: string | null;
  /** Newsletter sign-ups and contact messages sent too often (per address, per e-mail); in-process when absent. */
  newsletterLimits?: NewsletterLimits;
  contactLimits?: ContactLimits;
  /** Receipts and invoices asked for too often (per user); in-process when absent. */
  documentRateLimit?: RateLimiter;
  /** How long a command's answer waits for the read model it shows (read-your-writes); 2 s by default. */
  readYourWritesMs?: number;
  /** Passkey sign-in challenges asked for too often (per address, PASSKEY_OPTIONS_RATE); in-process when absent. */
  passkeyOptionsLimit?: RateLimiter;
  /** Messages posted over REST too often (per person, the live socket's rate); in-process when absent. */
  messageRateLimit?: RateLimiter;
  /** Referral codes looked up (per address) or replaced (per person) too often; in-process when absent. */
  referralLimits?: ReferralLimits;
  projections: readonly Projection[];
  /** The reactors the workers run, for the health report (absent: none expected, as in a BFF-only test app). */
  reactors?: readonly Reactor[];
  /** The live-updates sockets open on this process (start.ts; absent in API-only tests: the health page says none). */
  liveConnections?: () => { sockets: number; people: number };
  /** The demo's history filling in after a first start (start.ts), shown on the health page; absent: no demo here. */
  demo?: HealthDeps['demo'];
  /** What the admin's retry of an event a reactor parked runs (none in a BFF-only test app: such a retry is refused). */
  reactorRetryTargets?: readonly Projection[];
  rateLimits: AuthDeps['limits'];
  /** log2 of scrypt's N for new password hashes. */
  passwordCost: number;
  /** How many password hashes run at once and wait in this process (passwords.ts says why); by the cores when absent. */
  passwordHashing?: { slots: number; queue: number };
  /** Origins allowed to send mutations; empty = the origin the request was addressed to. */
  publicOrigins: readonly string[];
  /** The site's public origin (config publicUrlOf): absolute links (mail, calendar feed) never come from a request. */
  publicUrl: string;
  /** The French and English sites' origins (config FRENCH_ORIGIN, ENGLISH_ORIGIN): canonical, hreflang, sitemap. */
  siteOrigins?: SiteOrigins;
  /** Work done after the answer (reset mails); the process drains it before it stops. */
  backgroundWork: BackgroundWork;
  /** Mark cookies Secure even when the request reached us over http (TLS ends at a proxy). */
  secureCookies: boolean;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto are believed (client-address.ts). None by default. */
  trustProxy?: readonly string[];
  /** A production site running simulated payments (ALLOW_SIMULATED_PAYMENTS): every page says so (site-config). */
  simulatedPaymentsNotice?: boolean;
  localesDir: string;
  /** The built React app; absent in API-only tests. */
  frontendDist?: string;
  /** Now, for rules that depend on the date (tests fix it). */
  clock?: () => Date;
  /** TEST_CLOCK=true: the clock above can be moved forward through /api/test-clock (browser tests only). */
  testClock?: ShiftableClock;
  /** Let calendar imports reach private network addresses (tests and development only). */
  allowPrivateCalendarImports?: boolean;
  /** Google Calendar and Microsoft 365 through OAuth (GOOGLE_…, MICROSOFT_…); absent: none is offered. */
  calendarProviders?: CalendarProviders;
  /** The process's metrics (infra.metrics); absent in tests: a registry of this app's own, without Node's metrics. */
  metrics?: ProcessMetrics;
  /** GET /metrics answers `Authorization: Bearer <this>` (METRICS_TOKEN); absent: there is no such route. */
  metricsToken?: string;
  /**
   * Web push (docs/api/push.md): the VAPID public key browsers subscribe with (null or absent: push is off), and the
   * origins of PUSH_ALLOWED_ORIGINS accepted as endpoints besides public https push services.
   */
  push?: { publicKey: string | null; allowedOrigins: readonly string[] };
  /** Whether a request came through a proxy we trust, whose X-Request-Id is kept; absent: one of TRUST_PROXY. */
  trustsCaller?: TrustsCaller;
};

/** The only endpoints that take multipart/form-data (file uploads); every other mutation takes JSON. */
/** Posted by mail providers from their servers (RFC 8058 one-click unsubscribe): a form body, no site origin. */
const ONE_CLICK_PATHS = ['/api/newsletter/unsubscribe'];
const UPLOAD_PATHS = ['/api/cleaners/me/documents', '/api/cleaners/me/photos', '/api/users/me/photo', /^\/api\/bookings\/[0-9a-f-]{36}\/photos$/];

/** The spec's second set of auth paths, served by the same handlers. */
const ALIASES: Record<string, string> = {
  '/api/register': '/api/auth/signup',
  '/api/login': '/api/auth/login',
  '/api/logout': '/api/auth/logout',
};

/** The BFF, built from injected adapters so that tests call `app.request()` without a network. */
export function createApp(deps: AppDeps) {
  const i18n = createServerI18n(deps.localesDir);
  const accounts = createAccountsRepository(deps.sql);
  const sessions = createSessions(deps.sql);
  const clock = deps.clock ?? deps.testClock?.now ?? (() => new Date());
  const geocoder = deps.geocoder ?? createOfflineGeocoder();
  const tileSource = tileImageSource(deps.mapTiles ?? null);
  const tileSources = tileSource === null ? [] : [tileSource];
  const siteTag = siteTagSources(deps.gaMeasurementId ?? null);
  const metrics = deps.metrics ?? createProcessMetrics({ nodeDefaults: false });
  metrics.readAtScrape(bffScrapeSources(deps));
  // The one way a command runs: the cleaner's, the booking's and the schedule's streams alike.
  const commands = createCommandHandler(deps.store);
  const payments = createPayments({ sql: deps.sql, commands, gateway: deps.paymentGateway, logger: deps.logger, clock });
  // The simulated provider's webhooks take the route's own path (signature, inbox), without the network.
  if (deps.paymentGateway.mode === 'simulated') {
    deps.paymentGateway.onWebhook(async (body, signature) => {
      await payments.handleWebhook(body, signature);
    });
  }
  const documents = createPaymentDocuments({
    sql: deps.sql,
    taxNumbers: deps.taxNumbers ?? DEMO_TAX_NUMBERS,
    simulated: deps.paymentGateway.mode === 'simulated',
  });
  const bookingService = createBookingService({
    commands,
    facts: createBookingFacts(deps.sql),
    serviceFeeCents: deps.serviceFeeCents ?? PRICE_CONSTANTS.defaultServiceFeeCents,
    payments,
    logger: deps.logger,
  });
  const closer = cleanerAccountCloser({ store: deps.store, commands, files: deps.files, clock });
  const referrals = createReferrals({ sql: deps.sql, commands, accounts, publicUrl: deps.publicUrl, logger: deps.logger, clock });
  const auth = createAuthService({
    referrals,
    sql: deps.sql,
    accounts,
    sessions,
    passwords: createPasswordHasher(deps.passwordCost, { queue: createBoundedQueue(deps.passwordHashing ?? passwordHashingLimits()) }),
    mailer: deps.mailer,
    limits: deps.rateLimits,
    publicUrl: deps.publicUrl,
    closeOwnings: async (userId) => {
      const afterwards = await closer.close(userId);
      const profilePhoto = await profilePhotoOf(deps.sql, userId);
      return async () => {
        await afterwards();
        // A client's own picture: its files go with the account (the events name files that no longer exist).
        if (profilePhoto) await Promise.all([deps.files.delete(profilePhoto.fileId), deps.files.delete(profilePhoto.thumbnailFileId)]);
        // The messages they wrote, out of the read model too (docs/api/messages.md).
        await eraseMessagesOf(deps.sql, userId);
        await eraseAdminMessagesTo(deps.sql, userId);
        // What they wrote in their bookings (notes, checklist, reasons), as the destroyed key erases it in the log.
        await eraseBookingDetailsBy(deps.sql, userId);
        // What they wrote in disputes, likewise.
        await eraseDisputeTextsBy(deps.sql, userId);
        // Their own profile, as a cleaner (the closed profile the log folds to holds nothing of them).
        await eraseCleanerDetailsOf(deps.sql, userId);
      };
    },
    sessionsEnded: (userId, tokenHash) => publishSessionsEnded(deps.bus, userId, tokenHash),
  });

  // Passkeys, a second way to sign in; their origins and RP ids from the configured origins only (relying-party.ts).
  const passkeys = createPasskeys({
    auth,
    accounts,
    store: createPasskeyStore(deps.sql),
    relyingParty: relyingPartyOf(deps),
    signInOptionsLimit: deps.passkeyOptionsLimit ?? createRateLimiter({ name: 'passkey-options', points: PASSKEY_OPTIONS_RATE.perAddress, durationSeconds: PASSKEY_OPTIONS_RATE.windowSeconds }),
  });

  const adminMessages = createAdminMessages({ sql: deps.sql, commands, accounts });
  const reviews = createReviews({ sql: deps.sql, commands });
  const disputes = createDisputes({ sql: deps.sql, commands });
  const messaging = createMessaging({ sql: deps.sql, commands, adminUnread: adminMessages.unread });
  const documentRateLimit = deps.documentRateLimit ?? createRateLimiter({ name: 'payment-documents', points: 10, durationSeconds: 60 });
  const bookingViews = createBookingViews(deps.sql, documents);
  // Command answers wait for the read model they show, bounded (ARCHITECTURE 4).
  const reads = readYourWrites(deps.sql, deps.readYourWritesMs);
  const calendarLinks = createCalendarLinks(deps.sql, {
    allowPrivateImports: deps.allowPrivateCalendarImports ?? false,
    logger: deps.logger,
    onBusyTimes: (tx, cleanerId) => refreshFreeDates(tx, [cleanerId]),
  });
  const calendarProviders =
    deps.calendarProviders ??
    createCalendarProviders(deps.sql, { settings: {}, cipher: null, publicUrl: deps.publicUrl, logger: deps.logger, onBusyTimes: (tx, cleanerId) => refreshFreeDates(tx, [cleanerId]) });

  // The blog's articles, read and checked once (a malformed one stops the start, never a request).
  const blog = loadBlog();
  const site = createSite({ blog, sql: deps.sql, publicUrl: deps.publicUrl, origins: deps.siteOrigins ?? { french: null, english: null }, translatorFor: i18n.translator, clock });

  // The published API's document reads the app's own routes, once they are all registered (openapi-routes.ts).
  const published = publishedRoutes();
  const api = new Hono<AppEnv>()
    .use(jsonBodyLimit(UPLOAD_PATHS))
    .use(requestGuards(deps.publicOrigins, UPLOAD_PATHS, ONE_CLICK_PATHS))
    .use(sessionMiddleware({ sessions, accounts }))
    .route('/health', healthRoutes(deps))
    .route('/auth', authRoutes({ auth, accounts, secureCookies: deps.secureCookies, backgroundWork: deps.backgroundWork, translatorFor: i18n.translator }))
    .route('/auth/passkeys', passkeySignInRoutes({ passkeys, secureCookies: deps.secureCookies }))
    .route('/users/me/passkeys', passkeyAccountRoutes({ passkeys }))
    .route('/users/me/photo', profilePhotoRoutes({ sql: deps.sql, files: deps.files, commands, accounts, clock }))
    .route('/users', userRoutes({ auth, accounts }))
    .route('/push', pushRoutes({ subscriptions: createPushSubscriptions(deps.sql), publicKey: deps.push?.publicKey ?? null, allowedOrigins: deps.push?.allowedOrigins ?? [] }))
    .route('/places', placeRoutes())
    .route('/blog', blogRoutes({ blog }))
    .route('/impact', impactRoutes({ sql: deps.sql, clock }))
    .route('/map', mapRoutes(deps.mapTiles ?? null))
    .route('/site-config', siteConfigRoutes(deps.gaMeasurementId ?? null, deps.simulatedPaymentsNotice ?? false))
    // The browser stamps its events with the real time: a test clock moved forward (TEST_CLOCK) must not age them out.
    .route('/analytics', analyticsRoutes({ sql: deps.sql, limits: deps.analyticsLimits ?? inProcessAnalyticsLimits(), clock: deps.clock ?? (() => new Date()) }))
    .route('/newsletter', newsletterRoutes({ sql: deps.sql, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.publicUrl, translatorFor: i18n.translator, backgroundWork: deps.backgroundWork, clock, ...(deps.newsletterLimits ? { limits: deps.newsletterLimits } : {}) }))
    .route('/contact', contactRoutes({ sql: deps.sql, mailer: deps.mailer, logger: deps.logger, translatorFor: i18n.translator, clock, ...(deps.contactLimits ? { limits: deps.contactLimits } : {}) }))
    .route('/files', fileRoutes({ sql: deps.sql, files: deps.files }))
    .route('/gallery', galleryRoutes({ sql: deps.sql }))
    .route('/cleaners/me/gallery-pairs', cleanerGalleryRoutes({ sql: deps.sql, commands, clock }))
    .route('/cleaners/me/calendar/providers', calendarProviderRoutes({ providers: calendarProviders, clock }))
    .route('/calendar/oauth', calendarOAuthRoutes({ providers: calendarProviders, clock }))
    .route('/cleaners/me/calendar', calendarRoutes({ links: calendarLinks, clock, publicUrl: deps.publicUrl }))
    .route('/cleaners/me', cleanerMeRoutes({ sql: deps.sql, files: deps.files, commands, reads, clock }))
    .route('/cleaners', cleanerReviewRoutes({ reviews }))
    .route('/cleaners', cleanerRoutes({ sql: deps.sql, cleaners: createCleanerQueries(deps.sql), clock }))
    .route('/admin/projections', adminProjectionRoutes({ sql: deps.sql, store: deps.store, projections: [...deps.projections, ...(deps.reactorRetryTargets ?? [])], logger: deps.logger }))
    .route('/admin', adminReviewRoutes({ sql: deps.sql, commands, clock }))
    .route('/admin', adminDashboardRoutes({ sql: deps.sql, clock }))
    .route('/admin/audit', adminAuditRoutes({ sql: deps.sql, store: deps.store, commands, clock }))
    .route('/admin', financeRoutes({ finance: createFinance({ sql: deps.sql, store: deps.store }), commands, reads, clock, isCleaner: (userId) => hasRole(deps.sql, userId, 'cleaner') }))
    .route('/properties', propertyRoutes({ sql: deps.sql, geocoder, logger: deps.logger }))
    .route('/geocoding', geocodingRoutes({ geocoder, logger: deps.logger }))
    .route('/test-clock', deps.testClock ? testClockRoutes(deps.testClock) : new Hono<AppEnv>())
    .route('/bookings', bookingRoutes({
      service: bookingService,
      requests: createBookingRequests({ service: bookingService, commands, keys: createIdempotencyKeys(deps.sql, 'bookings.create') }),
      commands,
      views: bookingViews,
      reads,
      files: deps.files,
      payments,
      documents,
      documentRateLimit,
      clock,
    }))
    .route('/bookings', bookingReviewRoutes({ reviews, reads, clock }))
    .route('/bookings', bookingDisputeRoutes({ disputes, reads, clock }))
    .route('/disputes', disputeRoutes({ disputes, reads, clock }))
    .route('/admin/disputes', adminDisputeRoutes({ disputes, sql: deps.sql, store: deps.store, files: deps.files, reads, clock }))
    .route('/me', homeRoutes({ homes: createHomeViews({ sql: deps.sql, views: bookingViews }), clock }))
    .route('/reviews', reviewRoutes({ reviews, clock }))
    .route('/referrals', referralRoutes({ referrals, limits: deps.referralLimits ?? inProcessReferralLimits(), reads, clock }))
    .route('/me/client-onboarding', clientOnboardingRoutes({ sql: deps.sql, clock }))
    .route('/todos', todoRoutes({ sql: deps.sql, clock }))
    .route('/admin/referrals', adminReferralRoutes({ referrals, clock }))
    .route('/admin/users', adminUserRoutes({ adminUsers: createAdminUsers({ sql: deps.sql, store: deps.store, commands, sessionsEnded: (userId) => publishSessionsEnded(deps.bus, userId) }), clock }))
    .route('/me', myDataRoutes({ sql: deps.sql, store: deps.store, accounts, clock }))
    .route('/me/statements', statementRoutes({ sql: deps.sql, documentRateLimit, simulated: deps.paymentGateway.mode === 'simulated', clock }))
    .route('/admin/marketing', adminMarketingRoutes({ sql: deps.sql, clock }))
    .route('/payments', paymentRoutes({ payments }))
    .route('/messages/admin', adminInboxRoutes({ adminMessages, clock }))
    .route('/messages', unreadRoutes({ messaging }))
    .route('/admin/messages', adminMessageRoutes({ adminMessages, clock }))
    .route('/conversations', conversationRoutes({
      reads,
      messaging,
      sendLimit: deps.messageRateLimit ?? createRateLimiter({ name: 'messages', points: MESSAGE_RATE.perPerson, durationSeconds: MESSAGE_RATE.windowSeconds }),
      clock,
    }))
    .route('/payouts', payoutRoutes({
      sql: deps.sql,
      processor: payments.payouts,
      gateway: deps.paymentGateway,
      publicUrl: deps.publicUrl,
      documentRateLimit,
      reads,
      clock,
    }))
    // The published API: its OpenAPI document, generated from these very routes, and its interactive reference.
    .route('/', openApiRoutes(published.routes))
    .all('*', (c) => c.json({ code: 'http.404', message: c.get('t')('http.404') }, 404));

  const app = new Hono<AppEnv>({
    getPath: (request) => {
      const path = new URL(request.url).pathname;
      return ALIASES[path] ?? path;
    },
  })
    // First, so that whatever answers a request (a refusal, an error), a body it left unread is settled after it.
    .use(settleUnreadBody())
    // Before everything that needs the client's address or scheme (limits, logs, the opener policy).
    .use(forwardedClient(deps.trustProxy ?? []))
    // Before anything that answers: every answer (a refusal, an error, a 404) carries its request id, and is logged
    // and counted once. After forwardedClient, which says whether a trusted proxy sent the request (and its id).
    .use(requestId(deps.trustsCaller ?? viaTrustedProxy))
    .use(accessLog({ logger: deps.logger, metrics }))
    // The API reference's own, narrower CSP; registered first, so that it is the one sent (openapi-routes.ts).
    .use('/api/docs', docsContentSecurityPolicy)
    .use('/api/docs/*', docsContentSecurityPolicy)
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          // Google's global site tag, only when GA_MEASUREMENT_ID is configured (and loaded after consent).
          scriptSrc: ["'self'", ...siteTag.script],
          // antd writes its CSS-in-JS into <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The map's tiles, when a tile server is configured (MAP_TILE_URL).
          imgSrc: ["'self'", 'data:', 'blob:', ...tileSources, ...siteTag.img],
          connectSrc: ["'self'", ...siteTag.connect],
          // The service worker (/sw.js) and the web app manifest (/manifest.webmanifest), both from the app itself.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
        referrerPolicy: 'strict-origin-when-cross-origin',
        // Sent by openerPolicy below, only where the browser applies it.
        crossOriginOpenerPolicy: false,
        // Only what the app uses, from its own pages: the position for punching in and out (and payments to come).
        permissionsPolicy: {
          geolocation: ['self'],
          payment: ['self'],
          camera: [],
          microphone: [],
          usb: [],
          serial: [],
          hid: [],
          bluetooth: [],
          midi: [],
          magnetometer: [],
          gyroscope: [],
          accelerometer: [],
          displayCapture: [],
          browsingTopics: [],
        },
      }),
    )
    .use(openerPolicy([deps.publicUrl, deps.siteOrigins?.french, deps.siteOrigins?.english]))
    .use(async (c, next) => {
      const lang = pickLanguage(c.req.header('accept-language'));
      c.set('lang', lang);
      c.set('t', i18n.translator(lang));
      await next();
    })
    // API answers above 1 KB gzipped on the fly (docs/decisions.md: compression).
    .use('/api/*', varyOnEncoding, compress(), measureJson)
    .route('/api', api)
    .route('/locales', localeRoutes(deps.localesDir))
    .route('/ical', icalFeedRoutes({ sql: deps.sql, links: calendarLinks, clock }))
    .route('/metrics', deps.metricsToken ? metricsRoutes({ metrics, token: deps.metricsToken }) : new Hono<AppEnv>())
    .route('/', site.routes);
  if (deps.frontendDist) {
    // A server-drawn page's data comes from this app's own API, asked in process as the visitor would ask it.
    const readApi = async (url: string, c: Context) => {
      const headers = { host: c.req.header('host') ?? 'localhost', 'accept-language': c.req.header('accept-language') ?? '' };
      const response = await app.request(url, { headers }, c.env);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as unknown;
    };
    const drawn = serverPages({
      distDir: deps.frontendDist,
      serverDir: join(deps.frontendDist, '..', 'dist-server'),
      localesDir: deps.localesDir,
      readApi,
      siteOrigins: deps.siteOrigins,
    });
    app.route('/', staticFrontend(deps.frontendDist, site.renderPage, drawn, isAppRoute));
  }
  published.are(app);
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
