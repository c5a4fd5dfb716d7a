import { createConsumerRuntime, type Infrastructure } from '@weklean/platform';
import { allProjections } from './all-projections';

/** Runs every projection in this process; returns the stop function. */
export function startProjections(infra: Infrastructure): () => Promise<void> {
  const runner = createConsumerRuntime({
    sql: infra.sql,
    store: infra.store,
    projections: allProjections,
    logger: infra.logger.child({ component: 'projections' }),
  });
  runner.start();
  infra.logger.info('projections running', { projections: allProjections.map((p) => p.name) });
  return () => runner.stop();
}
