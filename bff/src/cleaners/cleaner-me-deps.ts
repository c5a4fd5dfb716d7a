import type { CommandHandler, FileStorage } from '@weklean/platform';
import type postgres from 'postgres';
import type { ReadYourWrites } from '../http/read-your-writes';

/** What the cleaner's own routes (/api/cleaners/me and its uploads) need. */
export type CleanerMeDeps = {
  sql: postgres.Sql;
  files: FileStorage;
  commands: CommandHandler;
  /** Waits for the cleaner-details read model after a command (read-your-writes). */
  reads: ReadYourWrites;
  clock: () => Date;
};
