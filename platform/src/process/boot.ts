import { ConfigError, loadConfig, type Config } from '../config/config';
import { createLogger, type Logger } from '../log/logger';

/**
 * Entry-point harness: parses the configuration (a bad variable stops the process with a message naming it),
 * runs `main`, and on SIGINT/SIGTERM runs the stop function it returned. A second signal exits at once.
 */
export async function boot(name: string, main: (config: Config, logger: Logger) => Promise<() => Promise<void>>) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }
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
    logger.error('start failed', { error });
    process.exit(1);
  }
}
