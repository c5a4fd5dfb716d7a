import { cleanerDecider, type CleanerState } from '@weklean/domain';
import type postgres from 'postgres';

/** A cleaner's own profile, as the cleaner-details projection has it (not started yet: the initial state). */
export async function cleanerDetailsOf(sql: postgres.Sql, cleanerId: string): Promise<CleanerState> {
  const [row] = await sql<{ state: CleanerState }[]>`select state from cleaner_details where cleaner_id = ${cleanerId}`;
  return row?.state ?? cleanerDecider.initialState;
}

/** An account deleted: its profile leaves the read model (what the log still holds of it reads as erased). */
export async function eraseCleanerDetailsOf(sql: postgres.Sql, cleanerId: string): Promise<void> {
  await sql`delete from cleaner_details where cleaner_id = ${cleanerId}`;
}
