import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger';

const capture = (level: 'debug' | 'info' | 'warn' | 'error', json: boolean, bindings?: Record<string, unknown>) => {
  const lines: string[] = [];
  const logger = createLogger({ level, json, write: (line) => lines.push(line) }, bindings);
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};

describe('the logger (pino)', () => {
  it("writes one JSON line per entry, at once, in pino's shape with the level by name", () => {
    const { logger, lines, parsed } = capture('info', true, { process: 'bff' });
    logger.info('booking requested', { bookingId: 'b-1', position: 12n });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    const [line] = parsed();
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      process: 'bff',
      bookingId: 'b-1',
      position: '12',
      msg: 'booking requested',
    });
  });

  it('leaves out the entries below its level', () => {
    const { logger, parsed } = capture('warn', true);
    logger.debug('hidden');
    logger.info('hidden too');
    logger.warn('shown');
    logger.error('shown too');
    expect(parsed().map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'shown'],
      ['error', 'shown too'],
    ]);
  });

  it("adds a child's bindings to each of its lines, not to its parent's", () => {
    const { logger, parsed } = capture('debug', true, { process: 'workers' });
    const child = logger.child({ reactor: 'free-slot' }).child({ eventId: 'e-1' });
    child.debug('handled', { ms: 3 });
    logger.info('parent');
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 'debug', process: 'workers', reactor: 'free-slot', eventId: 'e-1', ms: 3, msg: 'handled' }),
      expect.not.objectContaining({ reactor: expect.anything() }),
    ]);
  });

  it('writes an error, under whatever name, with its type, message, code and stack', () => {
    const { logger, parsed } = capture('error', true);
    const error = Object.assign(new TypeError('the gateway is down'), { code: 'E_DOWN' });
    logger.error('charge failed', { error, cause: new Error('socket hang up') });
    const [line] = parsed();
    expect(line).toMatchObject({
      error: { type: 'TypeError', message: 'the gateway is down', code: 'E_DOWN', stack: expect.stringContaining('TypeError: the gateway is down\n    at ') },
      cause: { type: 'Error', message: 'socket hang up', stack: expect.stringContaining('at ') },
    });
  });

  it('keeps a message as written (no printf-style substitution)', () => {
    const { logger, parsed } = capture('info', true);
    logger.info('100% done %s %d', { n: 1 });
    logger.info('50% %o');
    expect(parsed().map((line) => line.msg)).toEqual(['100% done %s %d', '50% %o']);
  });

  it('writes one readable line for the terminal, with an error stack below it', () => {
    const { logger, lines } = capture('debug', false, { process: 'bff' });
    logger.info('listening', { port: 3000 });
    logger.debug('plain');
    logger.error('failed', { error: new Error('boom') });
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} info {2}listening \{"process":"bff","port":3000\}$/);
    expect(lines[1]).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} debug plain \{"process":"bff"\}$/);
    const [first, ...stack] = lines[2]!.split('\n');
    expect(first).toMatch(/ error failed \{"process":"bff","error":\{"type":"Error","message":"boom"\}\}$/);
    expect(stack[0]).toBe('  Error: boom');
    expect(stack[1]).toMatch(/^ {6}at /);
  });
});
