// `npm start`: the embedded default runs the BFF, projections and workers in this one process. `npm run start:bff`
// (this file with the argument `bff`) or PROCESS_ROLES narrows it: the production shape runs the BFF here and the
// projections and the workers in their own processes (npm run start:projections, start:workers).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allReactors } from '@weklean/domain';
import { boot, rolesOf, calendarProvidersFromConfig, createCommandHandler, createMailer, createMemoryPresenceStore, createRedisPresenceStore, openInfrastructure, publicUrlOf, seedsDemoData, vapidKeysOf, startMetricsServer, type Logger } from '@weklean/platform';
import { allProjections, startProjections } from '@weklean/projections';
import { createDispatch, createTimers, reactionEffects, reactorRetryTarget, readReactorStatuses, startWorkers, TIMER_QUEUE } from '@weklean/workers';
import { createDemoProgress, DEMO_CLEANER_PASSWORD, progressBar, seedAccounts, seedDemo, type DemoStatus, type SeededDemo } from '@weklean/demo';
import { createApp } from './app';
import { demoUseCasesFrom } from './demo-use-cases';
import { appDepsFrom } from './wiring';
import { serveApp } from './http/node-server';
import { liveSocketsFor } from './live/live-sockets';
import type { BackgroundWork } from './auth/background-work';

/**
 * On a first start with the demo, the workers catch up with the demo's past (its reactions, ~1,200 timers due long
 * ago): the last step of the demo's progress. Bounded: past `ms`, the demo is said ready and the catching up goes on.
 */
async function catchUpWithin(infra: { sql: Parameters<typeof readReactorStatuses>[0]; store: Parameters<typeof readReactorStatuses>[1] }, ms: number, logger: Logger) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const statuses = await readReactorStatuses(infra.sql, infra.store, allReactors);
    const [timers] = await infra.sql<{ due: number }[]>`
      select count(*)::int as due from pgboss.job where name = ${TIMER_QUEUE} and state in ('created', 'retry') and start_after <= now()`.catch(
      () => [{ due: 0 }],
    );
    if (statuses.every((status) => status.lag === 0) && (timers?.due ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  logger.warn('the workers are still catching up with the demo: it is usable meanwhile');
}

/** Waits for the background work to finish, at most `ms`; says how many jobs are given up otherwise. */
/** The demo's progress in the terminal: one line redrawn on a terminal, a line per step in a log. */
function demoProgressPrinter(): (status: DemoStatus) => void {
  let last = '';
  return (status) => {
    if (status.state !== 'seeding') return;
    const line = `  Demo history: ${progressBar(status)}`;
    if (line === last) return;
    last = line;
    process.stdout.write(process.stdout.isTTY ? `\r${line}\x1b[K` : `${line}\n`);
  };
}

/** The demo is complete: which demo accounts show what, to sign in as. */
function printDemoReady(demo: SeededDemo, status: DemoStatus) {
  const seconds = Math.round((Date.parse(status.finishedAt ?? '') - Date.parse(status.startedAt)) / 1000);
  process.stdout.write(
    `${process.stdout.isTTY ? '\r\x1b[K' : ''}  The demo is ready (its history took ${seconds} s).\n` +
      (demo.bookingsCleaner
        ? `  The demo client's bookings are with demo cleaners; one waiting for an answer: ${demo.bookingsCleaner} / ${DEMO_CLEANER_PASSWORD}\n`
        : '') +
      (demo.chatCleaner ? `  The demo client and the cleaner of their next confirmed booking chat in Messages: ${demo.chatCleaner} / ${DEMO_CLEANER_PASSWORD}\n` : '') +
      (demo.payoutsCleaner ? `  A demo cleaner whose earning waits for their payout setup: ${demo.payoutsCleaner} / ${DEMO_CLEANER_PASSWORD}\n` : '') +
      '\n',
  );
}

async function drainWithin(work: BackgroundWork, ms: number, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), ms)));
  const late = await Promise.race([work.drain().then(() => false), gaveUp]);
  clearTimeout(timer);
  if (late) logger.warn(`stopping with ${work.pending} background jobs unfinished (lost; a person can ask again)`);
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const frontendDist = join(root, 'frontend', 'dist');
const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');

await boot('weklean', async (config, logger) => {
  const roles = new Set(rolesOf(config, process.argv.slice(2)));
  if (roles.has('bff') && !existsSync(join(frontendDist, 'index.html'))) {
    logger.info('building the frontend (first start, about a minute)');
    // Quiet: its list of assets would bury the start banner; shown whole only when the build fails.
    const build = spawnSync('npm', ['run', 'build', '--workspace', '@weklean/frontend'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (build.status !== 0) {
      process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
      throw new Error('the frontend build failed');
    }
    logger.info('built the frontend');
  }
  const infra = await openInfrastructure(config, logger);
  const stops: [string, () => Promise<void>][] = [];
  // METRICS_PORT: this process's metrics on a port of their own (the BFF's gauges are fed by createApp).
  const metricsServer = await startMetricsServer(config, infra.metrics.registry, logger);
  if (metricsServer) stops.push(['metrics', () => metricsServer.close()]);
  if (roles.has('projections')) stops.push(['projections', startProjections(infra)]);
  // The workers' reactors and timers start once the demo data is in (below): the demo is played at its own past
  // instants, and timers due long ago (a request's 24 hours, a review window) must not overtake the seed's own next
  // step. Started after it, they find each reaction done (the seed used their command ids).
  const startWorkersOnce = () => {
    if (roles.has('workers') && !stops.some(([name]) => name === 'workers')) stops.push(['workers', startWorkers(infra)]);
  };
  if (roles.has('bff')) {
    const withDemo = seedsDemoData(config);
    // The demo (and the admin account) are made through the BFF's own use cases, as the screens make them.
    const demoUseCases = demoUseCasesFrom({ sql: infra.sql, store: infra.store, logger, paymentGateway: infra.paymentGateway, serviceFeeCents: config.SERVICE_FEE_CENTS });
    const logins = await seedAccounts(demoUseCases, config, withDemo, logger);
    // The admin's "retry" of an event a reactor parked reacts again from here, through the same command handler and
    // timers as the workers (the timers' connection opens only if a retry sets one).
    const retryTimers = createTimers({ databaseUrl: infra.databaseUrl, logger, testClock: infra.testClock });
    stops.push(['retry timers', () => retryTimers.stop()]);
    const retryCommands = createCommandHandler(infra.store);
    const dispatch = createDispatch({ commands: retryCommands, timers: retryTimers, logger, effects: reactionEffects({ commands: retryCommands, gateway: infra.paymentGateway, bus: infra.bus, sql: infra.sql, mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, sql: infra.sql, logger }), publicUrl: publicUrlOf(config), logger, push: { vapid: vapidKeysOf(config), allowedOrigins: config.PUSH_ALLOWED_ORIGINS }, calendarProviders: calendarProvidersFromConfig(infra.sql, config, { publicUrl: publicUrlOf(config), logger }) }), ...(infra.testClock ? { clock: infra.testClock.now } : {}) });
    const reactorRetryTargets = allReactors.map((reactor) => reactorRetryTarget(reactor, { store: infra.store, dispatch }));
    const deps = appDepsFrom(infra, { projections: allProjections, reactors: allReactors, reactorRetryTargets, localesDir, frontendDist });
    // The demo's history fills in behind the started app (issue 34): the logins work at once, the workers start after
    // it (they would otherwise overtake its past steps), and /api/health shows its progress to an admin.
    const demoProgress = withDemo ? createDemoProgress(demoProgressPrinter()) : null;
    // The live-updates socket, /ws/messages, on the same server (docs/api/live.md); its count shows on the health page.
    // Presence is shared by every BFF instance through Redis when it is configured (bff/src/live/presence.ts).
    const presenceStore = infra.redis ? createRedisPresenceStore(infra.redis) : createMemoryPresenceStore();
    const live = liveSocketsFor({ ...deps, presenceStore, ...(infra.testClock ? { clock: infra.testClock.now } : {}) });
    const app = createApp({
      ...deps,
      liveConnections: () => ({ sockets: live.count(), people: live.people() }),
      ...(demoProgress ? { demo: demoProgress.status } : {}),
    });
    const server = serveApp(app.fetch, { hostname: config.HOST, port: config.PORT });
    await live.attach(server as Server);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    // Pushed before 'http', so it runs after the server has stopped taking requests: mails promised by the last
    // answers go out before the database closes. Bounded, so that a stuck mail server cannot hold the stop for ever.
    stops.push(['background work', () => drainWithin(deps.backgroundWork, 5000, logger)]);
    stops.push([
      'http',
      () =>
        new Promise<void>((resolve) => {
          // Stop accepting, drop idle keep-alive connections now, and cut the rest after a short grace period.
          const cut = setTimeout(() => (server as Server).closeAllConnections(), 3000);
          server.close(() => {
            clearTimeout(cut);
            resolve();
          });
          (server as Server).closeIdleConnections();
        }),
    ]);
    // Stopped first (the list runs backwards): open sockets are told 1001 and closed before the server stops.
    stops.push(['live sockets', () => live.close()]);
    // The address the links in mail point to (PUBLIC_URL, or http://localhost:<PORT> in development), so that what is
    // printed and what is mailed agree; where the server listens is shown when it is not that.
    const url = deps.publicUrl;
    const listening = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
    process.stdout.write(
      `\n  Weklean is running at ${url}\n` +
        (url === `http://localhost:${config.PORT}` && ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(config.HOST)
          ? ''
          : `  Listening on ${listening}\n`) +
        `  Health: ${url}/api/health\n` +
        (infra.embedded ? `  Data: ${config.DATA_DIR} (embedded PostgreSQL)\n` : '') +
        // Passwords are printed only with demo data (never in production): the admin's is the one it was created with.
        (withDemo ? `  Logins:\n${logins.map((l) => `    ${l.label.padEnd(8)} ${l.email} / ${l.password}`).join('\n')}\n` : '') +
        `  Ctrl-C stops everything.\n\n`,
    );
    if (demoProgress) {
      let stopping = false;
      const filling = (async () => {
        const demo = await seedDemo({ infra, files: deps.files, useCases: demoUseCases, progress: demoProgress });
        if (stopping) return;
        startWorkersOnce();
        if (demo.firstStart && roles.has('workers')) {
          demoProgress.begin('workers');
          await catchUpWithin(infra, 180_000, logger);
        }
        demoProgress.ready();
        printDemoReady(demo, demoProgress.status());
      })().catch((error: unknown) => {
        demoProgress.failed(error);
        logger.error('the demo could not be seeded: the app runs without the rest of it', { error });
        if (!stopping) startWorkersOnce();
      });
      // Stopped before the server (the list runs backwards): a stop waits for the demo, which a half-made history
      // would leave incomplete for good (a second Ctrl-C stops at once).
      stops.push([
        'demo',
        async () => {
          stopping = true;
          if (demoProgress.status().state === 'seeding') logger.info('the demo history is still filling in: stopping once it is done (Ctrl-C again stops now)');
          await filling;
        },
      ]);
    }
  }
  if (!seedsDemoData(config) || !roles.has('bff')) startWorkersOnce();
  return async () => {
    for (const [name, stop] of stops.reverse()) {
      logger.debug(`stopping ${name}`);
      await stop();
    }
    logger.debug('closing the infrastructure');
    await infra.close();
  };
});
