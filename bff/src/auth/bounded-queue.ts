/** Thrown by `run` when every slot is taken and the queue is full: the caller answers "busy" at once. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * At most `slots` tasks at a time and at most `queue` waiting for a slot; past that, `run` refuses at once rather than
 * letting the wait grow without bound (p-limit and the like queue everything). A task that fails frees its slot too.
 */
export function createBoundedQueue(options: { slots: number; queue: number }) {
  const waiting: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line: `running` stays as it is.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.slots) running += 1;
      else if (waiting.length < options.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new QueueFullError();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type BoundedQueue = ReturnType<typeof createBoundedQueue>;
