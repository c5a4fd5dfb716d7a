import type { EventStore } from '@weklean/domain';
import type { ProcessMetrics } from './process-metrics';

/** The store, with each successful append counted by stream category (weklean_event_store_appends_total). */
export function countAppends<S extends EventStore>(store: S, metrics: Pick<ProcessMetrics, 'observeAppend'>): S {
  return {
    ...store,
    appendToStream: async (stream, events, opts) => {
      const result = await store.appendToStream(stream, events, opts);
      metrics.observeAppend(stream, events.length);
      return result;
    },
  };
}
