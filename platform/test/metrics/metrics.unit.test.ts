import type { EventStore } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger';
import { countAppends } from '../../src/metrics/counted-event-store';
import { startMetricsServer } from '../../src/metrics/metrics-server';
import { createProcessMetrics, streamCategoryOf } from '../../src/metrics/process-metrics';

const quiet = createLogger({ level: 'error', json: true, write: () => undefined });

/** A store that only appends (what the decorator touches), failing for streams named `refused-…`. */
const appendOnlyStore = () =>
  ({
    appendToStream: async (stream: string) => {
      if (stream.startsWith('refused-')) throw new Error('wrong expected version');
      return { nextExpectedStreamVersion: 1n, createdNewStream: true };
    },
  }) as unknown as EventStore;

describe('process metrics', () => {
  it('names a stream category by the part before the first "-"', () => {
    expect(streamCategoryOf('booking-6f1d2c1e-0c4b-4a8f-9f2e-3f1b2a4c5d6e')).toBe('booking');
    expect(streamCategoryOf('cleaner-schedule-42')).toBe('cleaner');
    expect(streamCategoryOf('settings')).toBe('settings');
  });

  it('counts successful appends and their events by stream category', async () => {
    const metrics = createProcessMetrics({ nodeDefaults: false });
    const store = countAppends(appendOnlyStore(), metrics);
    await store.appendToStream('booking-1', [{ type: 'A', data: {} }, { type: 'B', data: {} }]);
    await store.appendToStream('booking-2', [{ type: 'A', data: {} }]);
    await expect(store.appendToStream('refused-1', [{ type: 'A', data: {} }])).rejects.toThrow('wrong expected version');
    const text = await metrics.registry.metrics();
    expect(text).toContain('weklean_event_store_appends_total{category="booking"} 2');
    expect(text).toContain('weklean_event_store_appended_events_total{category="booking"} 3');
    expect(text).not.toContain('category="refused"');
  });

  it('reads its gauges when scraped, and shows only those something feeds', async () => {
    const metrics = createProcessMetrics({ nodeDefaults: false });
    let lag = 4;
    metrics.readAtScrape({ projections: async () => [{ name: 'bookings', lag }], timersDue: () => Promise.reject(new Error('database down')) });
    expect(await metrics.registry.metrics()).toContain('weklean_projection_lag_events{projection="bookings"} 4');
    lag = 0;
    const text = await metrics.registry.metrics();
    expect(text).toContain('weklean_projection_lag_events{projection="bookings"} 0');
    // Unknown, not "none due", while the count cannot be read.
    expect(text).toMatch(/^weklean_timers_due nan$/im);
    expect(text).not.toContain('weklean_reactor_lag_events');
    expect(text).not.toContain('weklean_live_sockets');
  });

  it('counts unusual methods as one', async () => {
    const metrics = createProcessMetrics({ nodeDefaults: false });
    metrics.observeRequest({ method: 'PROPFIND', route: '*', status: 404, seconds: 0.001 });
    expect(await metrics.registry.metrics()).toContain('http_requests_total{method="OTHER",route="*",status="404"} 1');
  });

  it("includes Node's process metrics by default", async () => {
    expect(await createProcessMetrics().registry.metrics()).toContain('process_cpu_user_seconds_total');
  });
});

describe('the METRICS_PORT server', () => {
  it('does not start without METRICS_PORT', async () => {
    expect(await startMetricsServer({ HOST: '127.0.0.1', METRICS_PORT: undefined }, createProcessMetrics({ nodeDefaults: false }).registry, quiet)).toBeNull();
  });

  it('serves /metrics alone, without a token', async () => {
    const metrics = createProcessMetrics({ nodeDefaults: false });
    metrics.observeRequest({ method: 'GET', route: '/api/health/live', status: 200, seconds: 0.002 });
    const server = await startMetricsServer({ HOST: '127.0.0.1', METRICS_PORT: 0 }, metrics.registry, quiet);
    try {
      const base = `http://127.0.0.1:${server!.port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      expect(await response.text()).toContain('http_requests_total{method="GET",route="/api/health/live",status="200"} 1');
      expect((await fetch(`${base}/metrics?x=1`)).status).toBe(200);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await server?.close();
    }
  });
});
