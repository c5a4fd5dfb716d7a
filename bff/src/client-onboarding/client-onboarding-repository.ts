import { furthestStep, type ClientOnboarding, type ClientOnboardingProgress, type ClientOnboardingStep, type Gender } from '@weklean/domain';
import type postgres from 'postgres';

type Row = {
  step: ClientOnboardingStep | null;
  status: 'in-progress' | 'completed' | 'skipped' | null;
  property_id: string | null;
  gender: Gender | null;
  has_property: boolean;
};

/**
 * A client who never opened the onboarding but already has a property (a client from before it, the demo's) has done
 * what it leads to: theirs is complete, not to be started again at its first step (issue 30).
 */
const toOnboarding = (row: Row | undefined): ClientOnboarding => {
  if (row !== undefined && row.status === null && row.has_property) return { step: 'celebration', status: 'completed', gender: row.gender, propertyId: null };
  return { step: row?.step ?? 'welcome', status: row?.status ?? 'new', gender: row?.gender ?? null, propertyId: row?.property_id ?? null };
};

/** The `client_onboarding` table and the account's gender, read and written together. */
export function createClientOnboardingRepository(sql: postgres.Sql) {
  const read = async (db: postgres.Sql | postgres.TransactionSql, userId: string) => {
    const [row] = await db<Row[]>`
      select o.step, o.status, o.property_id, u.gender, exists (select 1 from properties p where p.client_id = u.id) as has_property
      from users u left join client_onboarding o on o.user_id = u.id
      where u.id = ${userId}`;
    return toOnboarding(row);
  };
  return {
    get: (userId: string) => read(sql, userId),
    /** Whether the property is one of this client's (a property of someone else is not named here). */
    async ownsProperty(userId: string, propertyId: string): Promise<boolean> {
      return (await sql`select 1 from properties where id = ${propertyId} and client_id = ${userId}`).length === 1;
    },
    /** Saves where the client got to (never behind the step already reached) and their answers, in one transaction. */
    async save(userId: string, progress: ClientOnboardingProgress, now: Date): Promise<ClientOnboarding> {
      return sql.begin(async (tx) => {
        const [current] = await tx<{ step: ClientOnboardingStep; property_id: string | null }[]>`
          select step, property_id from client_onboarding where user_id = ${userId} for update`;
        if (progress.gender !== undefined) await tx`update users set gender = ${progress.gender}, updated_at = ${now} where id = ${userId}`;
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
