import { allReactors } from '@weklean/domain';
import { checkpointName, createCommandHandler, createLogger, createMailer, type VapidKeys } from '@weklean/platform';
import { createDispatch, createReactorRuntime, createTimers, reactionEffects, readReactorStatuses } from '@weklean/workers';
import { PUBLIC_URL, type TestApp } from './test-app';
import { liveReadModelsCaughtUp } from './wait-for-projection';

const logger = createLogger({ level: 'error', json: true });
const checkpointNames = allReactors.map((reactor) => checkpointName({ kind: 'reactor', name: reactor.name }));

/**
 * Runs every reactor in this process until it has handled the whole log, as the workers process does on its own:
 * the slot of a booking that ended is freed, the expiry timer of a request is set, the payment's charges and refunds
 * go to the app's simulated provider. `clock`: the reactions' time (the real one by default). Live updates are published
 * without waiting for read models (tests run them by hand) unless `waitForReadModelMs` says otherwise; e-mails go to
 * the dev mailbox whatever the tests' clock says; pushes are sent only when `push` gives the keys. `timeoutMs`: how long
 * the reactors may take (60 s by default; a catch-up of the demo's history takes longer on a busy machine).
 */
export async function settleReactions(t: Pick<TestApp, 'sql' | 'store' | 'database' | 'gateway' | 'bus'>, clock?: () => Date, options: { waitForReadModelMs?: number; push?: { vapid: VapidKeys; allowedOrigins: readonly string[] }; timeoutMs?: number } = {}) {
  const commands = createCommandHandler(t.store);
  const timers = createTimers({ databaseUrl: t.database.url, logger });
  const runtime = createReactorRuntime({ sql: t.sql, store: t.store, reactors: allReactors, dispatch: createDispatch({ commands, timers, logger, effects: reactionEffects({ commands, gateway: t.gateway, bus: t.bus, sql: t.sql, mailer: createMailer({ from: 'test@weklean.local', sql: t.sql, logger }), publicUrl: PUBLIC_URL, logger, waitForReadModelMs: options.waitForReadModelMs ?? 0, emailStaleAfterMs: Number.POSITIVE_INFINITY, ...(options.push ? { push: options.push } : {}) }), ...(clock ? { clock } : {}) }), logger, lockRetryMs: 50 });
  runtime.start();
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  try {
    for (;;) {
      // "Lag 0" alone is not enough: a committed event can stay hidden from $all readers for a moment while an older
      // transaction on the server (another test's) is still open. Each reactor must also have handled as many events
      // of its types as the events table holds (plain MVCC visibility), as waitForProjection does for read models.
      // That count is two small queries, so it is what the loop polls; the statuses (each reactor's lag read from the
      // log, up to a thousand events apiece) are read once it holds: polled every 25 ms through a catch-up of the
      // demo's history, they took the reactors' share of the machine.
      const committed = new Map((await t.sql<{ type: string; n: number }[]>`select event_type as type, count(*)::int as n from events group by event_type`).map((row) => [row.type, row.n]));
      const handled = new Map((await t.sql<{ name: string; n: string }[]>`select name, events_applied::text as n from projection_checkpoints where name = any(${checkpointNames})`).map((row) => [row.name, Number(row.n)]));
      const caughtUp = (name: string, eventsHandled: number) => {
        const reactor = allReactors.find((candidate) => candidate.name === name);
        return !reactor || eventsHandled >= reactor.eventTypes.reduce((sum, type) => sum + (committed.get(type) ?? 0), 0);
      };
      const late = Date.now() > deadline;
      if (late || allReactors.every((reactor) => caughtUp(reactor.name, handled.get(checkpointName({ kind: 'reactor', name: reactor.name })) ?? 0))) {
        const statuses = await readReactorStatuses(t.sql, t.store, allReactors);
        if (statuses.every((s) => s.lag === 0 && s.lastError === null && caughtUp(s.name, s.eventsHandled))) {
          // And the screens show what the reactions did.
          await liveReadModelsCaughtUp(t.sql);
          return;
        }
        if (late) throw new Error(`reactors did not settle: ${JSON.stringify(statuses)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await runtime.stop();
    await timers.stop();
  }
}

/** Fires the timers due by the app's clock (`now`), once each; returns how many changed something. */
export async function fireDueTimers(t: TestApp, now: Date) {
  const timers = createTimers({ databaseUrl: t.database.url, logger, clock: () => now });
  try {
    const fired = await timers.runDue(createCommandHandler(t.store));
    await liveReadModelsCaughtUp(t.sql);
    return { fired };
  } finally {
    await timers.stop();
  }
}

/** When the timer of a command is due (null: no such timer). */
export async function timerDueAt(t: TestApp, commandId: string) {
  const timers = createTimers({ databaseUrl: t.database.url, logger });
  try {
    return (await timers.job(commandId))?.startAfter.toISOString() ?? null;
  } finally {
    await timers.stop();
  }
}
