import { Cron } from 'croner';
import { createCommandHandler, createWebhookInbox, type Infrastructure } from '@weklean/platform';
import type { Worker } from '../worker';

/** Every minute: a crashed delivery's event waits at most WEBHOOK_STALE_AFTER_SECONDS plus a minute. */
export const WEBHOOK_SWEEP_CRON = '* * * * *';

/**
 * Acts again on provider events whose handling never finished (a process killed while handling one, a failure the
 * provider has not redelivered yet): once at start, then every minute. Every workers process sweeps; each event is
 * claimed by one of them (the inbox's `for update skip locked` claim), so an event is handled once across processes.
 */
export function startWebhookSweep(infra: Pick<Infrastructure, 'sql' | 'store' | 'paymentGateway' | 'logger' | 'testClock'>): () => Promise<void> {
  const log = infra.logger.child({ worker: 'webhook-sweep' });
  const inbox = createWebhookInbox({
    sql: infra.sql,
    commands: createCommandHandler(infra.store),
    gateway: infra.paymentGateway,
    logger: log,
    ...(infra.testClock ? { clock: infra.testClock.now } : {}),
  });
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = inbox.sweep().then((result) => {
      if (result.retried + result.failed + result.parked > 0) log.info('webhook events swept', result);
    });
    return running;
  };
  // protect: a sweep still running when the next minute comes is not doubled in this process.
  const job = new Cron(WEBHOOK_SWEEP_CRON, { protect: true, catch: (error) => log.error('webhook sweep failed', { error }) }, sweep);
  void job.trigger();
  return async () => {
    job.stop();
    // The database closes after the workers stop: a sweep under way finishes first.
    await running.catch(() => undefined);
  };
}

export const webhookSweepWorker: Worker = { name: 'webhook-sweep', start: startWebhookSweep };
