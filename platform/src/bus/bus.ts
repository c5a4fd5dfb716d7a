import { Redis } from 'ioredis';

/** Fan-out of live-update messages across processes. At most once: a subscriber that is down misses messages. */
export type Bus = {
  kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  /** Resolves when the bus answers; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    kind: 'memory',
    publish: async (channel, message) => {
      // Same contract as Redis: subscribers get a copy, delivered after the publisher's turn.
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      for (const handler of handlers.get(channel) ?? []) queueMicrotask(() => handler(copy));
    },
    subscribe: async (channel, handler) => {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return async () => void set.delete(handler);
    },
    ping: async () => undefined,
    close: async () => handlers.clear(),
  };
}

export function createRedisBus(url: string): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, raw: string) => {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    kind: 'redis',
    publish: async (channel, message) => void (await publisher.publish(channel, JSON.stringify(message))),
    subscribe: async (channel, handler) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },
    ping: async () => void (await publisher.ping()),
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
