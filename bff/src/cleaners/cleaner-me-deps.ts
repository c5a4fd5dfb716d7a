import type { EventStore } from '@weklean/domain';
import type { CommandHandler, FileStorage } from '@weklean/platform';
import type postgres from 'postgres';

/** What the cleaner's own routes (/api/cleaners/me and its uploads) need. */
export type CleanerMeDeps = {
  sql: postgres.Sql;
  store: EventStore;
  files: FileStorage;
  commands: CommandHandler;
  clock: () => Date;
};
