import { ConfigError, loadConfig, type Config, type ProcessRole } from '../config/config';
import { loadDotEnv } from '../config/dot-env';
import { createLogger, type Logger } from '../log/logger';

/**
 * The configuration of a process: `.env` read into the unset variables, then parsed. A bad or missing setting stops
 * the process with one line per setting, naming it.
 */
export function loadConfigOrExit(): Config {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    const lines = error instanceof ConfigError ? error.issues : [error instanceof Error ? error.message : String(error)];
    process.stderr.write(`Weklean cannot start: ${lines.length === 1 ? lines[0] : `\n${lines.map((line) => `  - ${line}`).join('\n')}`}\nSee .env.example for every setting.\n`);
    process.exit(1);
  }
}

const ALL_ROLES: readonly ProcessRole[] = ['bff', 'projections', 'workers'];

/**
 * The roles this process runs: those named on the command line (`npm run start:bff` passes `bff`), else
 * PROCESS_ROLES. Running fewer than all three needs the shared database and bus (requireSharedInfrastructure).
 */
export function rolesOf(config: Config, args: readonly string[]): ProcessRole[] {
  const named = args.filter((arg) => !arg.startsWith('-'));
  const unknown = named.filter((arg) => !ALL_ROLES.includes(arg as ProcessRole));
  if (unknown.length > 0) throw new ConfigError([`roles: each role must be one of ${ALL_ROLES.join(', ')} (got ${JSON.stringify(unknown.join(','))})`]);
  const roles = named.length > 0 ? (named as ProcessRole[]) : config.PROCESS_ROLES;
  if (ALL_ROLES.some((role) => !roles.includes(role))) requireSharedInfrastructure(config, roles);
  return roles;
}

/**
 * A process that runs only some of the roles shares the database and the bus with the others: an embedded
 * PostgreSQL or the in-process bus would give it a world of its own. Throws a ConfigError naming the setting.
 */
export function requireSharedInfrastructure(config: Config, roles: readonly string[]) {
  const missing = [
    ...(config.DATABASE_URL ? [] : [`DATABASE_URL: is required to run ${roles.join(', ')} as a separate process (the processes share one database)`]),
    ...(config.REDIS_URL ? [] : [`REDIS_URL: is required to run ${roles.join(', ')} as a separate process (the processes share one bus)`]),
  ];
  if (missing.length > 0) throw new ConfigError(missing);
}

/**
 * Entry-point harness: parses the configuration (a bad variable stops the process with a message naming it),
 * runs `main`, and on SIGINT/SIGTERM runs the stop function it returned. A second signal exits at once.
 */
export async function boot(name: string, main: (config: Config, logger: Logger) => Promise<() => Promise<void>>) {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.LOG_LEVEL, json: config.NODE_ENV === 'production' }, { process: name });
  let stop: (() => Promise<void>) | null = null;
  let stoppingSince = 0;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches both npm and this process, and npm forwards it: a repeat within 2 s is the same request.
    if (stoppingSince > 0) {
      if (Date.now() - stoppingSince < 2000) return;
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info(`${signal}: stopping`);
    try {
      await stop?.();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error('stop failed', { error });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    stop = await main(config, logger);
  } catch (error) {
    if (error instanceof ConfigError) process.stderr.write(`Weklean cannot start: ${error.issues.join('; ')}\nSee .env.example for every setting.\n`);
    else logger.error('start failed', { error });
    process.exit(1);
  }
}
