// A workers process for the reactor tests: runs every reactor on the database given, and either settles (handles the
// whole log, then exits 0) or is killed (SIGKILL, no clean-up) just before or just after sending its first command.
import postgres from 'postgres';
import { allReactors } from '@weklean/domain';
import { createCommandHandler, createLogger, createPostgresEventStore } from '@weklean/platform';
import { createDispatch, createReactorRuntime, type Dispatch } from '../../src/reactors/reactor-runtime';
import { readReactorStatuses } from '../../src/reactors/reactor-status';
import { createTimers } from '../../src/timers/timers';

const [databaseUrl, mode = 'settle'] = process.argv.slice(2) as [string, 'settle' | 'kill-before-command' | 'kill-after-command'];
const logger = createLogger({ level: 'error', json: true });
const sql = postgres(databaseUrl, { max: 4, onnotice: () => undefined });
const store = await createPostgresEventStore({ connectionString: databaseUrl });
const commands = createCommandHandler(store);
const timers = createTimers({ databaseUrl, logger });
const send = createDispatch({ commands, timers, logger });
const dispatch: Dispatch = async (reaction, cause) => {
  if (reaction.kind === 'command' && mode === 'kill-before-command') process.kill(process.pid, 'SIGKILL');
  await send(reaction, cause);
  if (reaction.kind === 'command' && mode === 'kill-after-command') process.kill(process.pid, 'SIGKILL');
};
const runtime = createReactorRuntime({ sql, store, reactors: allReactors, dispatch, logger, lockRetryMs: 100, retryMs: 100 });
runtime.start();
for (let i = 0; i < 600; i += 1) {
  const statuses = await readReactorStatuses(sql, store, allReactors);
  if (statuses.every((s) => s.lag === 0 && s.lastError === null)) break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await runtime.stop();
await timers.stop();
await store.close();
await sql.end();
console.log('settled');
