import { allReactors } from '@weklean/domain';
import { calendarProvidersFromConfig, createCommandHandler, createConsumerRuntime, createMailer, publicUrlOf, smtpUrlOf, vapidKeysOf } from '@weklean/platform';
import type { Worker } from '../worker';
import { createTimers } from '../timers/timers';
import { createDispatch } from './dispatch';
import { reactionEffects } from '../reaction-effects';

/** Every reactor of the product on $all, and the durable timers they set, run through the one command handler. */
export const reactorsWorker: Worker = {
  name: 'reactors',
  start(infra) {
    const logger = infra.logger.child({ worker: 'reactors' });
    const commands = createCommandHandler(infra.store);
    const timers = createTimers({ databaseUrl: infra.databaseUrl, logger, testClock: infra.testClock });
    const clock = infra.testClock?.now;
    const runtime = createConsumerRuntime({
      sql: infra.sql,
      store: infra.store,
      reactors: allReactors,
      dispatch: createDispatch({ commands, timers, logger, effects: reactionEffects({ commands, gateway: infra.paymentGateway, bus: infra.bus, sql: infra.sql, mailer: createMailer({ smtpUrl: smtpUrlOf(infra.config), from: infra.config.MAIL_FROM, sql: infra.sql, logger }), publicUrl: publicUrlOf(infra.config), logger, push: { vapid: vapidKeysOf(infra.config), allowedOrigins: infra.config.PUSH_ALLOWED_ORIGINS }, calendarProviders: calendarProvidersFromConfig(infra.sql, infra.config, { publicUrl: publicUrlOf(infra.config), logger }) }), ...(clock ? { clock } : {}) }),
      logger,
    });
    runtime.start();
    const working = timers.work(commands).catch((error: unknown) => logger.error('timers could not start', { error }));
    return async () => {
      await runtime.stop();
      await working;
      await timers.stop();
    };
  },
};
