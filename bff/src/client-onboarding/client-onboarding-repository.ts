import { furthestStep, type ClientOnboarding, type ClientOnboardingProgress, type ClientOnboardingStep, type Gender } from '@weklean/domain';
import { genderOf, hasProperties, isPropertyOf, setGender } from '@weklean/platform';
import type postgres from 'postgres';

type Row = { step: ClientOnboardingStep; status: 'in-progress' | 'completed' | 'skipped'; property_id: string | null };

/**
 * A client who never opened the onboarding but already has a property (a client from before it, the demo's) has done
 * what it leads to: theirs is complete, not to be started again at its first step (issue 30).
 */
const toOnboarding = (row: Row | undefined, gender: Gender | null, hasProperty: boolean): ClientOnboarding => {
  if (row === undefined && hasProperty) return { step: 'celebration', status: 'completed', gender, propertyId: null };
  return { step: row?.step ?? 'welcome', status: row?.status ?? 'new', gender, propertyId: row?.property_id ?? null };
};

/** The `client_onboarding` table, read and written together with the account's gender (platform/src/accounts). */
export function createClientOnboardingRepository(sql: postgres.Sql) {
  const read = async (db: postgres.Sql | postgres.TransactionSql, userId: string) => {
    const [[row], gender, hasProperty] = await Promise.all([
      db<Row[]>`select step, status, property_id from client_onboarding where user_id = ${userId}`,
      genderOf(db, userId),
      hasProperties(db, userId),
    ]);
    return toOnboarding(row, gender, hasProperty);
  };
  return {
    get: (userId: string) => read(sql, userId),
    /** Whether the property is one of this client's (a property of someone else is not named here). */
    ownsProperty: (userId: string, propertyId: string): Promise<boolean> => isPropertyOf(sql, userId, propertyId),
    /** Saves where the client got to (never behind the step already reached) and their answers, in one transaction. */
    async save(userId: string, progress: ClientOnboardingProgress, now: Date): Promise<ClientOnboarding> {
      return sql.begin(async (tx) => {
        const [current] = await tx<{ step: ClientOnboardingStep; property_id: string | null }[]>`
          select step, property_id from client_onboarding where user_id = ${userId} for update`;
        if (progress.gender !== undefined) await setGender(tx, userId, progress.gender, now);
        const finished = progress.status === 'in-progress' ? null : now;
        const row = {
          user_id: userId,
          step: current ? furthestStep(current.step, progress.step) : progress.step,
          status: progress.status,
          property_id: progress.propertyId === undefined ? (current?.property_id ?? null) : progress.propertyId,
          updated_at: now,
          finished_at: finished,
        };
        await tx`
          insert into client_onboarding ${tx(row)}
          on conflict (user_id) do update set step = excluded.step, status = excluded.status, property_id = excluded.property_id,
            updated_at = excluded.updated_at, finished_at = coalesce(client_onboarding.finished_at, excluded.finished_at)`;
        return read(tx, userId);
      });
    },
  };
}
