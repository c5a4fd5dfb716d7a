export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const serialise = (value: unknown): unknown =>
  value instanceof Error
    ? { name: value.name, message: value.message, stack: value.stack }
    : typeof value === 'bigint'
      ? value.toString()
      : value;

/**
 * JSON lines in production (for the log collector), one readable line per entry otherwise. Fields never include
 * personal data: callers pass ids, not names or e-mails.
 */
export function createLogger(
  options: { level: LogLevel; json: boolean; write?: (line: string) => void },
  bindings: Record<string, unknown> = {},
): Logger {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const log = (level: LogLevel, message: string, fields: Record<string, unknown> = {}) => {
    if (rank[level] < rank[options.level]) return;
    const all = Object.fromEntries(Object.entries({ ...bindings, ...fields }).map(([k, v]) => [k, serialise(v)]));
    if (options.json) {
      write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...all }));
      return;
    }
    const extra = Object.keys(all).length ? ` ${JSON.stringify(all)}` : '';
    write(`${new Date().toISOString().slice(11, 23)} ${level.padEnd(5)} ${message}${extra}`);
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    child: (more) => createLogger(options, { ...bindings, ...more }),
  };
}
