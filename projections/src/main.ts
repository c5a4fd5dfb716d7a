// The projections process of the production shape (npm run start:projections, docker compose): read models only, no HTTP.
import { boot, openInfrastructure, readProjectionStatuses, requireSharedInfrastructure, startMetricsServer } from '@weklean/platform';
import { allProjections } from './all-projections';
import { startProjections } from './process';

await boot('projections', async (config, logger) => {
  requireSharedInfrastructure(config, ['projections']);
  const infra = await openInfrastructure(config, logger);
  infra.metrics.readAtScrape({ projections: () => readProjectionStatuses(infra.sql, infra.store, allProjections) });
  const metricsServer = await startMetricsServer(config, infra.metrics.registry, logger);
  const stop = startProjections(infra);
  return async () => {
    await metricsServer?.close();
    await stop();
    await infra.close();
  };
});
