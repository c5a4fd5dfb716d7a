// A projection runner in its own process, so that a test can kill it with SIGKILL in the middle of a batch.
import postgres from 'postgres';
import { createConsumerRuntime, createLogger, createPostgresEventStore } from '@weklean/platform';
import { seenOnce } from './seen-once-projection';

const url = process.env.CHILD_DATABASE_URL;
if (!url) throw new Error('CHILD_DATABASE_URL is required');
const sql = postgres(url, { max: 4, onnotice: () => undefined });
const store = await createPostgresEventStore({ connectionString: url });
const projection = seenOnce(2);
let applied = 0;
const counting = {
  ...projection,
  apply: async (...args: Parameters<typeof projection.apply>) => {
    await projection.apply(...args);
    applied += 1;
    process.stdout.write(`applied ${applied}\n`);
  },
};
createConsumerRuntime({
  sql,
  store,
  projections: [counting],
  logger: createLogger({ level: 'warn', json: true }),
  batchSize: 50,
}).start();
