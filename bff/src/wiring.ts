import { join } from 'node:path';
import { createGeocoder, createLocalFileStorage, createMailer, createRateLimiter, type Infrastructure } from '@weklean/platform';
import type { Projection } from '@weklean/projections';
import type { AppDeps } from './app';
import { createShiftableClock } from './http/shiftable-clock';

/** Login attempts allowed per 15 minutes: per e-mail, and per client address (which may be shared, so higher). */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 50, windowSeconds: 15 * 60 } as const;

/** The BFF's dependencies in a running process (the tests build their own). */
export function appDepsFrom(
  infra: Infrastructure,
  extra: { projections: readonly Projection[]; localesDir: string; frontendDist?: string },
): AppDeps {
  const { config } = infra;
  const limiter = (name: string, points: number, durationSeconds: number) =>
    createRateLimiter({ name, points, durationSeconds, redis: infra.redis ?? undefined });
  return {
    sql: infra.sql,
    store: infra.store,
    bus: infra.bus,
    logger: infra.logger,
    files: createLocalFileStorage(join(config.DATA_DIR, 'files')),
    geocoder: createGeocoder(config),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, sql: infra.sql, logger: infra.logger }),
    rateLimits: {
      loginPerAccount: limiter('login-account', LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds),
      loginPerAddress: limiter('login-address', LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowSeconds),
      resetPerAccount: limiter('reset-account', 5, 3600),
    },
    passwordCost: config.PASSWORD_HASH_COST,
    serviceFeeCents: config.SERVICE_FEE_CENTS,
    ...(config.TEST_CLOCK ? { testClock: createShiftableClock() } : {}),
    publicOrigins: config.PUBLIC_ORIGINS,
    secureCookies: config.NODE_ENV === 'production',
    ...extra,
  };
}
