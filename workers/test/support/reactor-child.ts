// A workers process for the reactor tests (each reactor holds one connection for its lock: the pool has room for
// them all and the queries): runs every reactor on the database given, with the simulated payment provider, and either
// settles (handles the whole log, then exits 0) or is killed (SIGKILL, no clean-up) just before or just after sending
// its first slot release, or just after the provider charged a card and before the charge is recorded.
import postgres from 'postgres';
import { allReactors } from '@weklean/domain';
import { createCommandHandler, createConsumerRuntime, createLogger, createMailer, createMemoryBus, createPostgresEventStore, createSimulatedGateway, readReactorStatuses, SIMULATED_WEBHOOK_SECRET, type Dispatch, type PaymentGateway } from '@weklean/platform';
import { reactionEffects } from '../../src/reaction-effects';
import { createDispatch } from '../../src/reactors/dispatch';
import { createTimers } from '../../src/timers/timers';

type Mode = 'settle' | 'kill-before-command' | 'kill-after-command' | 'kill-after-charge';
const [databaseUrl, mode = 'settle'] = process.argv.slice(2) as [string, Mode];
const logger = createLogger({ level: 'error', json: true });
const sql = postgres(databaseUrl, { max: 30, onnotice: () => undefined });
const store = await createPostgresEventStore({ connectionString: databaseUrl });
const commands = createCommandHandler(store);
const timers = createTimers({ databaseUrl, logger });
const simulated = createSimulatedGateway({ sql, webhookSecret: SIMULATED_WEBHOOK_SECRET, logger });
const gateway: PaymentGateway = {
  ...simulated,
  charge: async (request) => {
    const result = await simulated.charge(request);
    // The provider has taken the money; the process dies before the outcome reaches the payment stream.
    if (mode === 'kill-after-charge') process.kill(process.pid, 'SIGKILL');
    return result;
  },
};
// No read model runs here and nobody listens to this bus: a live update goes out at once, where waiting for its read
// model (3 s by default) held each reactor's event that long, as in the tests' settleReactions.
const send = createDispatch({ commands, timers, logger, effects: reactionEffects({ commands, gateway, bus: createMemoryBus(), sql, mailer: createMailer({ from: 'test@weklean.local', sql, logger }), publicUrl: 'http://localhost', logger, waitForReadModelMs: 0 }) });
// The kill lands on the free-slot reactor's release (the one the tests watch), whatever the other reactors do first.
const dispatch: Dispatch = async (reaction, cause) => {
  const release = reaction.kind === 'command' && reaction.commandId.startsWith('free-slot:');
  if (release && mode === 'kill-before-command') process.kill(process.pid, 'SIGKILL');
  await send(reaction, cause);
  if (release && mode === 'kill-after-command') process.kill(process.pid, 'SIGKILL');
};
const runtime = createConsumerRuntime({ sql, store, reactors: allReactors, dispatch, logger, lockRetryMs: 100, retryMs: 100 });
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
