import { describe, expect, it } from 'vitest';
import { createBoundedQueue, QueueFullError } from '../src/auth/bounded-queue';
import { createPasswordHasher, passwordHashingLimits } from '../src/auth/passwords';
import { RetryLater } from '../src/http/refusal';

/** A task that runs until the test lets it end, one way or the other. */
const gated = () => {
  let finish: (outcome: 'ok' | 'fail') => void = () => undefined;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<string>((resolve, reject) => {
      finish = (outcome) => (outcome === 'ok' ? resolve('done') : reject(new Error('task failed')));
    });
  };
  return { task, finish: (outcome: 'ok' | 'fail') => finish(outcome), started: () => started };
};

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the bounded queue', () => {
  it('runs as many tasks as it has slots, queues up to its queue, and refuses the next at once', async () => {
    const queue = createBoundedQueue({ slots: 2, queue: 1 });
    const [a, b, c, d] = [gated(), gated(), gated(), gated()];
    const runs = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    await turn();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 1 });
    // Refused before it starts: the task is never called.
    await expect(queue.run(d.task)).rejects.toBeInstanceOf(QueueFullError);
    expect(d.started()).toBe(false);
    a.finish('ok');
    await turn();
    expect(c.started()).toBe(true);
    b.finish('ok');
    c.finish('ok');
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done']);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails, or throws before returning a promise', async () => {
    const queue = createBoundedQueue({ slots: 1, queue: 1 });
    const failing = gated();
    const next = gated();
    const first = queue.run(failing.task);
    const second = queue.run(next.task);
    failing.finish('fail');
    await expect(first).rejects.toThrow('task failed');
    await turn();
    expect(next.started()).toBe(true);
    next.finish('ok');
    expect(await second).toBe('done');
    await expect(queue.run(() => { throw new Error('at once'); })).rejects.toThrow('at once');
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'still usable')).toBe('still usable');
  });
});

describe('password hashing under the cap', () => {
  it('leaves a core to the event loop and a pool thread to I/O: cores − 1 slots, at least 1, at most 3', () => {
    expect(passwordHashingLimits(1)).toEqual({ slots: 1, queue: 4 });
    expect(passwordHashingLimits(2)).toEqual({ slots: 1, queue: 4 });
    expect(passwordHashingLimits(3)).toEqual({ slots: 2, queue: 8 });
    expect(passwordHashingLimits(16)).toEqual({ slots: 3, queue: 12 });
  });

  it('refuses a hash or a verify past the queue with auth.busy (503, Retry-After), and verifies again once it drains', async () => {
    const queue = createBoundedQueue({ slots: 1, queue: 1 });
    const hasher = createPasswordHasher(12, { queue });
    const stored = await hasher.hash('un-mot-de-passe');
    const both = [hasher.verify('un-mot-de-passe', stored), hasher.hash('autre-mot-de-passe')];
    const refused = await hasher.verify('un-mot-de-passe', stored).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLater);
    expect(refused).toMatchObject({ code: 'auth.busy', status: 503, retryAfterSeconds: 1 });
    await expect(hasher.hash('encore-un')).rejects.toBeInstanceOf(RetryLater);
    const [verified, hashed] = await Promise.all(both);
    expect(verified).toBe(true);
    expect(await hasher.verify('autre-mot-de-passe', hashed as string)).toBe(true);
  });
});
