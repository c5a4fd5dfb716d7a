export { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from './event-store/postgres-event-store';
export { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './postgres/embedded-postgres';
export { migrate, migrationsDir } from './postgres/migrations';
export { loadConfig, ConfigError, type Config, type ProcessRole } from './config/config';
export { createLogger, type Logger, type LogLevel } from './log/logger';
export { createMemoryBus, createRedisBus, type Bus } from './bus/bus';
export { createKurrentDbEventStore } from './event-store/kurrentdb-event-store';
export { openInfrastructure, readRuntimeFile, type Infrastructure } from './infrastructure';
export { boot } from './process/boot';
