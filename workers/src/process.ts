import type { Infrastructure } from '@weklean/platform';
import { calendarImportWorker } from './calendar-import/calendar-import-worker';
import { reactorsWorker } from './reactors/reactors-worker';
import { financeSchedulesWorker } from './payouts/schedules';
import { messageDigestsWorker } from './notifications/message-digests';
import { analyticsRetentionWorker } from './analytics/retention';
import { webhookSweepWorker } from './payments/webhook-sweep-worker';
import type { Worker } from './worker';

/**
 * Every worker of the product: the reactors with their timers, the calendar imports, the finance schedules, the
 * analytics' retention, the webhook inbox's sweep.
 */
export const allWorkers: readonly Worker[] = [calendarImportWorker, reactorsWorker, financeSchedulesWorker, messageDigestsWorker, analyticsRetentionWorker, webhookSweepWorker];

export function startWorkers(infra: Infrastructure, workers: readonly Worker[] = allWorkers): () => Promise<void> {
  const stops = workers.map((worker) => worker.start(infra));
  infra.logger.info('workers running', { workers: workers.map((w) => w.name) });
  return async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
}
