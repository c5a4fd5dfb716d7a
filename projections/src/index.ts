export type { Projection, Tx } from './runner/projection';
export { createProjectionRunner, type ProjectionRunner } from './runner/runner';
export { readProjectionStatuses, type ProjectionStatus } from './runner/status';
export { rebuildProjection } from './runner/rebuild';
export { eventTypeCounts } from './event-type-counts/event-type-counts';
export { allProjections } from './all-projections';
export { startProjections } from './process';
export { cleanerSearch, cleanerSlug } from './cleaner-search/cleaner-search';
export { servedPlaceIds } from './cleaner-search/cleaner-search';
