import { pino, stdSerializers, stdTimeFunctions, type DestinationStream, type Logger as PinoLogger } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
};

/**
 * Callers pass errors under any name (`error`, `cause`…), not only pino's `err`: each one is written with its stack,
 * and a bigint (an event position) as text rather than as a number a collector would round.
 */
const serialise = (value: unknown): unknown =>
  value instanceof Error ? stdSerializers.err(value) : typeof value === 'bigint' ? value.toString() : value;
const serialiseAll = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, serialise(value)]));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The terminal's line, `12:34:56.789 info  message {"field":1}`, with an error's stack on the lines below it. */
function readable(json: string): string {
  const { level, time, msg, ...fields } = JSON.parse(json) as Record<string, unknown>;
  const stacks: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!isRecord(value) || typeof value.stack !== 'string') continue;
    const { stack, ...rest } = value;
    fields[key] = rest;
    stacks.push(`\n  ${stack.replaceAll('\n', '\n  ')}`);
  }
  const extra = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
  return `${String(time).slice(11, 23)} ${String(level).padEnd(5)} ${String(msg)}${extra}${stacks.join('')}`;
}

const wrap = (logger: PinoLogger): Logger => {
  const at =
    (level: LogLevel) =>
    (message: string, fields?: Record<string, unknown>): void =>
      fields ? logger[level](serialiseAll(fields), message) : logger[level](message);
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (bindings) => wrap(logger.child(serialiseAll(bindings))),
  };
};

/**
 * pino's JSON lines in production (for the log collector: `level` as its name, `time` as an ISO instant, `pid`,
 * `hostname`, the bindings and fields, `msg`), one readable line per entry otherwise. Written synchronously, through
 * `write` when given (tests read the lines as soon as the call returns). Fields never include personal data: callers
 * pass ids, not names or e-mails.
 */
export function createLogger(
  options: { level: LogLevel; json: boolean; write?: (line: string) => void },
  bindings: Record<string, unknown> = {},
): Logger {
  const write = options.write ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const destination: DestinationStream = {
    write: (chunk) => {
      const line = chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk;
      write(options.json ? line : readable(line));
    },
  };
  const root = pino(
    {
      level: options.level,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The process and host say which replica wrote a line; the terminal has only one.
      ...(options.json ? {} : { base: null }),
    },
    destination,
  );
  return wrap(Object.keys(bindings).length > 0 ? root.child(serialiseAll(bindings)) : root);
}
