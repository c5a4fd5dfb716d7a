import type { Infrastructure } from '@weklean/platform';

/** A process manager or timer: started with the infrastructure, returns its stop function. */
export type Worker = { name: string; start(infra: Infrastructure): () => Promise<void> };

/**
 * Every worker of the product. The first ones (booking expiry, payments, payouts, referrals) come with the
 * bookings and payments issues; until then this process runs and reports an empty list.
 */
export const allWorkers: readonly Worker[] = [];

export function startWorkers(infra: Infrastructure, workers: readonly Worker[] = allWorkers): () => Promise<void> {
  const stops = workers.map((worker) => worker.start(infra));
  infra.logger.info('workers running', { workers: workers.map((w) => w.name) });
  return async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
}
