import type { Bus, CalendarProviders, CommandHandler, Logger, Mailer, PaymentGateway, VapidKeys } from '@weklean/platform';
import type postgres from 'postgres';
import { calendarEffects } from './calendar-import/calendar-effects';
import { liveEffects } from './live/live-effects';
import { emailEffects } from './notifications/email-notifications';
import { pushEffects } from './notifications/push-notifications';
import { providerEffects } from './provider-effects';
import { referralEffects } from './referrals/referral-effects';
import type { EffectHandler } from './reactors/dispatch';

/**
 * Every effect the reactors ask for, in one map: the payment provider's calls, the referral checks, the live updates
 * on the bus, the calendar providers' events, the e-mails, the pushes. The workers, the BFF's retry of parked events and the tests build theirs here.
 */
export const reactionEffects = (deps: {
  commands: CommandHandler;
  gateway: PaymentGateway;
  bus: Bus;
  sql: postgres.Sql;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** The calendar providers configured (GOOGLE_…, MICROSOFT_…); absent: none, and the calendar effects do nothing. */
  calendarProviders?: CalendarProviders;
  /** Tests: publish live updates without waiting for read models; mail whatever their clock says. */
  waitForReadModelMs?: number;
  emailStaleAfterMs?: number;
  /** Web push (vapidKeysOf, PUSH_ALLOWED_ORIGINS); absent or without keys: push is off. Old news is not pushed, as not mailed. */
  push?: { vapid: VapidKeys | null; allowedOrigins: readonly string[] };
}): Record<string, EffectHandler> => ({
  ...providerEffects({ commands: deps.commands, gateway: deps.gateway }),
  ...referralEffects({ commands: deps.commands, gateway: deps.gateway, sql: deps.sql }),
  ...liveEffects({ bus: deps.bus, sql: deps.sql, logger: deps.logger, ...(deps.waitForReadModelMs === undefined ? {} : { waitForReadModelMs: deps.waitForReadModelMs }) }),
  ...calendarEffects({ sql: deps.sql, logger: deps.logger, publicUrl: deps.publicUrl, ...(deps.calendarProviders ? { providers: deps.calendarProviders } : {}) }),
  ...emailEffects({ sql: deps.sql, mailer: deps.mailer, publicUrl: deps.publicUrl, logger: deps.logger, ...(deps.emailStaleAfterMs === undefined ? {} : { staleAfterMs: deps.emailStaleAfterMs }) }),
  ...pushEffects({ sql: deps.sql, logger: deps.logger, vapid: deps.push?.vapid ?? null, allowedOrigins: deps.push?.allowedOrigins ?? [], ...(deps.emailStaleAfterMs === undefined ? {} : { staleAfterMs: deps.emailStaleAfterMs }) }),
});
