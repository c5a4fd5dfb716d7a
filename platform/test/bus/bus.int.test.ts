import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from '../../src/bus/bus';

const received = (bus: Bus, channel: string) => {
  const messages: unknown[] = [];
  return { messages, ready: bus.subscribe(channel, (message) => messages.push(message)) };
};

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

const busContract = (name: string, make: () => Bus) =>
  describe(`bus: ${name}`, () => {
    it('delivers a published message to every subscriber of the channel, as a copy, and not to others', async () => {
      const bus = make();
      const other = make();
      try {
        const a = received(bus, 'conversation-1');
        const b = received(other, 'conversation-1');
        const c = received(bus, 'conversation-2');
        await Promise.all([a.ready, b.ready, c.ready]);
        const message = { type: 'NEW_MESSAGE', text: 'Bonjour' };
        await bus.publish('conversation-1', message);
        await waitFor(() => a.messages.length === 1 && (name === 'memory' || b.messages.length === 1));
        expect(a.messages).toEqual([message]);
        expect(a.messages[0]).not.toBe(message);
        if (name === 'redis') expect(b.messages).toEqual([message]);
        expect(c.messages).toEqual([]);
        await bus.ping();
      } finally {
        await bus.close();
        await other.close();
      }
    });

    it('stops delivering after unsubscribe', async () => {
      const bus = make();
      try {
        const messages: unknown[] = [];
        const unsubscribe = await bus.subscribe('c', (m) => messages.push(m));
        await unsubscribe();
        await bus.publish('c', { n: 1 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(messages).toEqual([]);
      } finally {
        await bus.close();
      }
    });
  });

busContract('memory', createMemoryBus);

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('[tests] Redis bus tests skipped: TEST_REDIS_URL is not set');
describe.skipIf(!redisUrl)('with Redis', () => {
  busContract('redis', () => createRedisBus(redisUrl!));
});
