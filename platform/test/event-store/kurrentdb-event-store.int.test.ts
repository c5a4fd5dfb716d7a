import { describe } from 'vitest';
import { createKurrentDbEventStore } from '../../src/event-store/kurrentdb-event-store';
import { containerRuntimeAvailable } from '../support/container-runtime';
import { describeEventStoreContract } from './contract';

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1';
const PORT = 2113;

const configuredUrl = process.env.TEST_KURRENTDB_URL;
const skipReason =
  configuredUrl || (await containerRuntimeAvailable())
    ? null
    : 'TEST_KURRENTDB_URL is not set and no container runtime answered';
if (skipReason) console.warn(`[tests] KurrentDB contract suite skipped: ${skipReason}`);

/** TEST_KURRENTDB_URL when set, else a throwaway in-memory node in a container. */
const startKurrentDb = async (): Promise<{ url: string; stop(): Promise<void> }> => {
  if (configuredUrl) return { url: configuredUrl, stop: async () => undefined };
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_MEM_DB: 'true' })
    .withExposedPorts(PORT)
    // /health/live answers 204 (some versions 200) once the node serves requests.
    .withWaitStrategy(Wait.forHttp('/health/live', PORT).forStatusCodeMatching((status) => status >= 200 && status < 300))
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`,
    stop: async () => void (await container.stop()),
  };
};

describe.skipIf(skipReason !== null)('KurrentDB adapter', () => {
  describeEventStoreContract('KurrentDB', async () => {
    const server = await startKurrentDb();
    const store = createKurrentDbEventStore({ connectionString: server.url });
    return {
      store,
      teardown: async () => {
        await store.close();
        await server.stop();
      },
    };
  });
});
