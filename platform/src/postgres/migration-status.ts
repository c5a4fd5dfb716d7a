import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type postgres from 'postgres';
import { migrationsDir, readModelMigrationsGlob } from './migrations';

const sqlFilesIn = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.sql')).map((name) => join(dir, name));
  } catch {
    return [];
  }
};

/** projections/src, where each read model keeps its migrations (migrations.ts says why by path). */
const readModelsRoot = dirname(dirname(dirname(readModelMigrationsGlob)));

let files: readonly string[] | null = null;
let known: readonly string[] | null = null;

/** The paths of the migration files this code ships (the platform's, then each read model's); read once. */
export function shippedMigrationFiles(): readonly string[] {
  files ??= [
    ...sqlFilesIn(migrationsDir),
    ...readdirSync(readModelsRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => sqlFilesIn(join(readModelsRoot, entry.name, 'migrations'))),
  ];
  return files;
}

/** The migrations this code ships, by node-pg-migrate's name (the file name without `.sql`); read once. */
export function shippedMigrations(): readonly string[] {
  known ??= shippedMigrationFiles().map((file) => basename(file, '.sql'));
  return known;
}

/**
 * The shipped migrations the database has not run (node-pg-migrate's `schema_migrations`): not ready to serve
 * while any is left, as when another process is still migrating. Throws when the table does not exist yet.
 */
export async function pendingMigrations(sql: postgres.Sql): Promise<string[]> {
  const applied = new Set((await sql<{ name: string }[]>`select name from schema_migrations`).map((row) => row.name));
  return shippedMigrations().filter((name) => !applied.has(name));
}
