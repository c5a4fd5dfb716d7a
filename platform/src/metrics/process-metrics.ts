import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What each lag gauge reads: one entry per projection or reactor (the status functions of their workspaces). */
type Lags = () => Promise<readonly { name: string; lag: number }[]>;

/**
 * Read when Prometheus scrapes, from whatever the process can see: the lag of read models and reactors comes from
 * the database and the log (any process can read it), the open sockets from this process alone.
 */
export type ScrapeSources = {
  projections?: Lags;
  reactors?: Lags;
  timersDue?: () => Promise<number>;
  liveSockets?: () => number;
};

export type ProcessMetrics = {
  /** The process's one registry, in Prometheus text format through `registry.metrics()`. */
  registry: Registry;
  /** One answered HTTP request, by route pattern (never the raw path: no ids, no personal data). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** One successful append of `events` events to `stream`. */
  observeAppend(stream: string, events: number): void;
  /** Adds (or replaces) readers of the gauges below; a gauge appears once something feeds it. */
  readAtScrape(sources: ScrapeSources): void;
};

/** The methods the app answers; anything else is counted as one, so that a scanner cannot grow the label set. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** `booking-3f2a…` → `booking`: the stream's kind, without the id. */
export const streamCategoryOf = (stream: string): string => stream.split('-', 1)[0] ?? stream;

/** Every metric of docs/metrics.md, in a registry of its own: one per process (openInfrastructure makes it). */
export function createProcessMetrics(options: { nodeDefaults?: boolean } = {}): ProcessMetrics {
  const registry = new Registry();
  // CPU, memory, event-loop lag, handles, GC: prom-client's standard process_* and nodejs_* metrics.
  if (options.nodeDefaults ?? true) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer being ready (the body may stream on), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const appends = new Counter({
    name: 'weklean_event_store_appends_total',
    help: 'Successful appends to the event store, by stream category (the stream name before its first "-").',
    labelNames: ['category'] as const,
    registers: [registry],
  });
  const appendedEvents = new Counter({
    name: 'weklean_event_store_appended_events_total',
    help: 'Events appended to the event store, by stream category.',
    labelNames: ['category'] as const,
    registers: [registry],
  });

  const sources: ScrapeSources = {};
  // Registered only once fed: a process without sockets (or without the timers' view) shows no false zero.
  const lagGauge = (name: string, help: string, label: 'projection' | 'reactor', read: () => Lags | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [],
      async collect() {
        this.reset();
        const lags = await read()?.().catch(() => null);
        for (const { name: which, lag } of lags ?? []) this.set({ [label]: which }, lag);
      },
    });
  const gauges = {
    projections: lagGauge(
      'weklean_projection_lag_events',
      'Events of its types a projection has not applied yet, counted up to 1000 (read at scrape time).',
      'projection',
      () => sources.projections,
    ),
    reactors: lagGauge(
      'weklean_reactor_lag_events',
      'Events of its types a reactor has not handled yet, counted up to 1000 (read at scrape time).',
      'reactor',
      () => sources.reactors,
    ),
    timersDue: new Gauge({
      name: 'weklean_timers_due',
      help: 'Reactor timers whose time has come and that no worker has run yet (read at scrape time).',
      registers: [],
      async collect() {
        // NaN, not 0, when the count cannot be read: "none due" would hide stuck timers behind a database fault.
        this.set((await sources.timersDue?.().catch(() => null)) ?? Number.NaN);
      },
    }),
    liveSockets: new Gauge({
      name: 'weklean_live_sockets',
      help: 'Live-update WebSockets open on this process.',
      registers: [],
      collect() {
        this.set(sources.liveSockets?.() ?? 0);
      },
    }),
  } satisfies Record<keyof ScrapeSources, Gauge>;
  const registered = new Set<keyof ScrapeSources>();

  return {
    registry,
    observeRequest: ({ method, route, status, seconds }) => {
      const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observeAppend: (stream, events) => {
      const category = streamCategoryOf(stream);
      appends.inc({ category });
      appendedEvents.inc({ category }, events);
    },
    readAtScrape: (more) => {
      for (const key of Object.keys(more) as (keyof ScrapeSources)[]) {
        if (more[key] === undefined) continue;
        Object.assign(sources, { [key]: more[key] });
        if (registered.has(key)) continue;
        registry.registerMetric(gauges[key]);
        registered.add(key);
      }
    },
  };
}
