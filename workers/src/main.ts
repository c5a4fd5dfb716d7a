// The workers process of the production shape (npm run start:workers, docker compose): process managers and timers, no HTTP.
import { allReactors } from '@weklean/domain';
import { boot, dueJobCount, openInfrastructure, readReactorStatuses, requireSharedInfrastructure, startMetricsServer } from '@weklean/platform';
import { startWorkers } from './process';
import { TIMER_QUEUE } from './timers/timers';

await boot('workers', async (config, logger) => {
  requireSharedInfrastructure(config, ['workers']);
  const infra = await openInfrastructure(config, logger);
  infra.metrics.readAtScrape({
    reactors: () => readReactorStatuses(infra.sql, infra.store, allReactors),
    timersDue: () => dueJobCount(infra.sql, TIMER_QUEUE),
  });
  const metricsServer = await startMetricsServer(config, infra.metrics.registry, logger);
  const stop = startWorkers(infra);
  return async () => {
    await metricsServer?.close();
    await stop();
    await infra.close();
  };
});
