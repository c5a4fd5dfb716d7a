import {
  calendarProvidersFromConfig,
  createGeocoder,
  createFileStorage,
  createMailer,
  createRateLimiter,
  publicUrlOf,
  requestOriginsOf,
  smtpUrlOf,
  vapidKeysOf,
  type Infrastructure,
} from '@weklean/platform';
import type { Reactor } from '@weklean/domain';
import { refreshFreeDates, type Projection } from '@weklean/projections';
import type { AppDeps } from './app';
import { createBackgroundWork } from './auth/background-work';
import { mapTilesOf } from './system/map-routes';
import { ANALYTICS_RATE } from './analytics/analytics-routes';
import { MESSAGE_RATE } from './messages/message-routes';
import { PASSKEY_OPTIONS_RATE } from './auth/passkeys';
import { REFERRAL_LIMITS } from './referrals/referral-routes';

/**
 * Login attempts allowed per 15 minutes: per e-mail from one client address (so that a stranger's guesses do not lock
 * the owner out), and per client address (which may be shared, so higher).
 */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 50, windowSeconds: 15 * 60 } as const;
/**
 * Sign-ups allowed per client address per hour: generous, since an office or a school signs many people up from one
 * address, yet enough to stop a script from filling the users table. The default of SIGNUP_LIMIT_PER_HOUR.
 */
export const SIGNUP_LIMITS = { perAddress: 30, windowSeconds: 3600 } as const;

/** The BFF's dependencies in a running process (the tests build their own). */
export function appDepsFrom(
  infra: Infrastructure,
  extra: {
    projections: readonly Projection[];
    reactors: readonly Reactor[];
    reactorRetryTargets: readonly Projection[];
    localesDir: string;
    frontendDist?: string;
  },
): AppDeps {
  const { config } = infra;
  const limiter = (name: string, points: number, durationSeconds: number) =>
    createRateLimiter({ name, points, durationSeconds, redis: infra.redis ?? undefined });
  return {
    sql: infra.sql,
    store: infra.store,
    bus: infra.bus,
    logger: infra.logger,
    metrics: infra.metrics,
    ...(config.METRICS_TOKEN ? { metricsToken: config.METRICS_TOKEN } : {}),
    files: createFileStorage(config, { logger: infra.logger }),
    geocoder: createGeocoder(config),
    mapTiles: mapTilesOf(config),
    mailer: createMailer({ smtpUrl: smtpUrlOf(config), from: config.MAIL_FROM, sql: infra.sql, logger: infra.logger }),
    rateLimits: {
      loginPerAccount: limiter('login-account', LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds),
      loginPerAddress: limiter('login-address', LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowSeconds),
      resetPerAccount: limiter('reset-account', 5, 3600),
      signupPerAddress: limiter('signup-address', config.SIGNUP_LIMIT_PER_HOUR, SIGNUP_LIMITS.windowSeconds),
    },
    passwordCost: config.PASSWORD_HASH_COST,
    serviceFeeCents: config.SERVICE_FEE_CENTS,
    paymentGateway: infra.paymentGateway,
    taxNumbers: { gst: config.GST_REGISTRATION_NUMBER, qst: config.QST_REGISTRATION_NUMBER },
    documentRateLimit: limiter('payment-documents', 10, 60),
    analyticsLimits: {
      perVisitor: limiter('analytics-visitor', ANALYTICS_RATE.perVisitor, ANALYTICS_RATE.windowSeconds),
      perAddress: limiter('analytics-address', ANALYTICS_RATE.perAddress, ANALYTICS_RATE.windowSeconds),
      rowsPerAddress: limiter('analytics-address-rows', ANALYTICS_RATE.rowsPerAddress, ANALYTICS_RATE.windowSeconds),
    },
    messageRateLimit: limiter('messages', MESSAGE_RATE.perPerson, MESSAGE_RATE.windowSeconds),
    passkeyOptionsLimit: limiter('passkey-options', PASSKEY_OPTIONS_RATE.perAddress, PASSKEY_OPTIONS_RATE.windowSeconds),
    referralLimits: {
      lookupsPerAddress: limiter('referral-lookups', REFERRAL_LIMITS.lookupsPerAddress, REFERRAL_LIMITS.lookupWindowSeconds),
      replacementsPerPerson: limiter('referral-replacements', REFERRAL_LIMITS.replacementsPerPerson, REFERRAL_LIMITS.replacementWindowSeconds),
    },
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    ...(infra.testClock ? { testClock: infra.testClock } : {}),
    // Both sites of the domain rule are among them (issue 33).
    publicOrigins: requestOriginsOf(config),
    publicUrl: publicUrlOf(config),
    calendarProviders: calendarProvidersFromConfig(infra.sql, config, {
      publicUrl: publicUrlOf(config),
      logger: infra.logger,
      onBusyTimes: (tx, cleanerId) => refreshFreeDates(tx, [cleanerId]),
    }),
    siteOrigins: { french: config.FRENCH_ORIGIN ?? null, english: config.ENGLISH_ORIGIN ?? null },
    backgroundWork: createBackgroundWork(infra.logger),
    secureCookies: config.NODE_ENV === 'production',
    trustProxy: config.TRUST_PROXY,
    simulatedPaymentsNotice: config.NODE_ENV === 'production' && config.PAYMENTS === 'simulated',
    // The same pair as the workers send with (VAPID_* settings, or DATA_DIR/vapid.json outside production).
    push: { publicKey: vapidKeysOf(config)?.publicKey ?? null, allowedOrigins: config.PUSH_ALLOWED_ORIGINS },
    ...extra,
  };
}
