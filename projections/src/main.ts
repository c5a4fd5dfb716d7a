// The projections process of the production shape (docker compose): read models only, no HTTP.
import { boot, openInfrastructure } from '@weklean/platform';
import { startProjections } from './process';

await boot('projections', async (config, logger) => {
  const infra = await openInfrastructure(config, logger);
  const stop = startProjections(infra);
  return async () => {
    await stop();
    await infra.close();
  };
});
