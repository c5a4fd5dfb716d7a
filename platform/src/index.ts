export { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from './event-store/postgres-event-store';
export { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './postgres/embedded-postgres';
