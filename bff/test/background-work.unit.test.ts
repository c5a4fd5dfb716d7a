import { describe, expect, it } from 'vitest';
import type { Logger } from '@weklean/platform';
import { createBackgroundWork } from '../src/auth/background-work';

type Entry = { level: string; message: string; fields?: Record<string, unknown> };

const recordingLogger = () => {
  const entries: Entry[] = [];
  const logger: Logger = {
    debug: (message, fields) => void entries.push({ level: 'debug', message, ...(fields ? { fields } : {}) }),
    info: (message, fields) => void entries.push({ level: 'info', message, ...(fields ? { fields } : {}) }),
    warn: (message, fields) => void entries.push({ level: 'warn', message, ...(fields ? { fields } : {}) }),
    error: (message, fields) => void entries.push({ level: 'error', message, ...(fields ? { fields } : {}) }),
    child: () => logger,
  };
  return { logger, entries };
};

/** A promise that the test settles when it wants to. */
const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('background work', () => {
  it('returns at once and runs the job afterwards; drain waits for it', async () => {
    const { logger } = recordingLogger();
    const work = createBackgroundWork(logger);
    const blocker = gate();
    const done: string[] = [];
    work.enqueue('mail', async () => {
      await blocker.opened;
      done.push('mail');
    });
    expect(work.pending).toBe(1);
    expect(done).toEqual([]);
    let drained = false;
    const draining = work.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drained).toBe(false);
    blocker.open();
    await draining;
    expect(done).toEqual(['mail']);
    expect(work.pending).toBe(0);
  });

  it('logs a failed job under its name and goes on with the others', async () => {
    const { logger, entries } = recordingLogger();
    const work = createBackgroundWork(logger);
    const done: string[] = [];
    work.enqueue('rejects', () => Promise.reject(new Error('smtp down')));
    work.enqueue('throws', () => {
      throw new Error('sync bug');
    });
    work.enqueue('fine', async () => void done.push('fine'));
    await work.drain();
    expect(done).toEqual(['fine']);
    // Jobs run side by side: the two failures may be logged in either order.
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        { level: 'error', message: 'background job failed: rejects', fields: { error: new Error('smtp down') } },
        { level: 'error', message: 'background job failed: throws', fields: { error: new Error('sync bug') } },
      ]),
    );
  });

  it('drains work enqueued while draining, and resolves at once when idle', async () => {
    const { logger } = recordingLogger();
    const work = createBackgroundWork(logger);
    await expect(work.drain()).resolves.toBeUndefined();
    const done: string[] = [];
    work.enqueue('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      work.enqueue('second', async () => void done.push('second'));
      done.push('first');
    });
    await work.drain();
    expect(done).toEqual(['first', 'second']);
  });

  it('runs at most `concurrency` jobs at a time and drops (with a warning) past its capacity', async () => {
    const { logger, entries } = recordingLogger();
    const work = createBackgroundWork(logger, { concurrency: 2, capacity: 1 });
    const blocker = gate();
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await blocker.opened;
      running -= 1;
    };
    expect([work.enqueue('a', job), work.enqueue('b', job)]).toEqual([true, true]);
    expect(work.enqueue('c', job)).toBe(true);
    expect(work.enqueue('d', job)).toBe(false);
    expect(entries).toEqual([{ level: 'warn', message: 'background queue full (1 waiting): dropped d' }]);
    blocker.open();
    await work.drain();
    expect(most).toBe(2);
    expect(work.pending).toBe(0);
  });
});
