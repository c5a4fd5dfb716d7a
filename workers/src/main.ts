// The workers process of the production shape (docker compose): process managers and timers, no HTTP.
import { boot, openInfrastructure } from '@weklean/platform';
import { startWorkers } from './process';

await boot('workers', async (config, logger) => {
  const infra = await openInfrastructure(config, logger);
  const stop = startWorkers(infra);
  return async () => {
    await stop();
    await infra.close();
  };
});
