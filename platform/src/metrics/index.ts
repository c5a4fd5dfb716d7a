export { createProcessMetrics, streamCategoryOf, type ProcessMetrics, type ScrapeSources } from './process-metrics';
export { countAppends } from './counted-event-store';
export { dueJobCount } from './due-jobs';
export { startMetricsServer, type MetricsServer } from './metrics-server';
