import type { Bus, CommandHandler, Logger, Mailer, PaymentGateway } from '@weklean/platform';
import type postgres from 'postgres';
import { liveEffects } from './live/live-effects';
import { emailEffects } from './notifications/email-notifications';
import { providerEffects } from './provider-effects';
import { referralEffects } from './referrals/referral-effects';
import type { EffectHandler } from './reactors/dispatch';

/**
 * Every effect the reactors ask for, in one map: the payment provider's calls, the referral checks, the live updates
 * on the bus, the e-mails. The workers, the BFF's retry of parked events and the tests build theirs here.
 */
export const reactionEffects = (deps: {
  commands: CommandHandler;
  gateway: PaymentGateway;
  bus: Bus;
  sql: postgres.Sql;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** Tests: publish live updates without waiting for read models; mail whatever their clock says. */
  waitForReadModelMs?: number;
  emailStaleAfterMs?: number;
}): Record<string, EffectHandler> => ({
  ...providerEffects({ commands: deps.commands, gateway: deps.gateway }),
  ...referralEffects({ commands: deps.commands, gateway: deps.gateway, sql: deps.sql }),
  ...liveEffects({ bus: deps.bus, sql: deps.sql, logger: deps.logger, ...(deps.waitForReadModelMs === undefined ? {} : { waitForReadModelMs: deps.waitForReadModelMs }) }),
  ...emailEffects({ sql: deps.sql, mailer: deps.mailer, publicUrl: deps.publicUrl, logger: deps.logger, ...(deps.emailStaleAfterMs === undefined ? {} : { staleAfterMs: deps.emailStaleAfterMs }) }),
});
