import type { Role } from '@weklean/domain';
import type postgres from 'postgres';

/**
 * The accounts table as an admin sees it (issue 16): finding people, and the suspension the account-<userId> stream
 * decided, copied onto the row that the sign-in and the session lookup read.
 */

export type UserSummary = {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  language: 'fr' | 'en';
  createdAt: string;
  suspendedAt: string | null;
};

type SummaryRow = { id: string; name: string; email: string; role: Role | null; language: 'fr' | 'en'; created_at: Date; suspended_at: Date | null };

const toSummary = (row: SummaryRow): UserSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  language: row.language,
  createdAt: row.created_at.toISOString(),
  suspendedAt: row.suspended_at ? row.suspended_at.toISOString() : null,
});

/** Lower case, accents and other marks dropped: "Hélène" and "helene" are the same search. */
export const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
// The same folding in SQL for the stored names and e-mails (the accents of French and English names).
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿæœ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyao';
const folded = (sql: postgres.Sql, column: postgres.PendingQuery<postgres.Row[]>) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export type UserSearch = { q?: string | undefined; role?: Role | undefined; status?: 'active' | 'suspended' | undefined; page: number; pageSize: number };

/** A page of accounts, newest first: `q` within the name or the e-mail (case and accents aside, `%` and `_` literal). */
export async function searchUsers(sql: postgres.Sql, search: UserSearch): Promise<{ items: UserSummary[]; total: number }> {
  const q = search.q?.trim() ? `%${searchKey(search.q.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`where true
    ${q ? sql`and (${folded(sql, sql`name`)} like ${q} or ${folded(sql, sql`email`)} like ${q})` : sql``}
    ${search.role ? sql`and role = ${search.role}` : sql``}
    ${search.status === 'suspended' ? sql`and suspended_at is not null` : search.status === 'active' ? sql`and suspended_at is null` : sql``}`;
  const rows = await sql<(SummaryRow & { total: number })[]>`
    select id::text, name, email, role, language, created_at, suspended_at, count(*) over ()::int as total
    from users ${where}
    order by created_at desc, id
    limit ${search.pageSize} offset ${(search.page - 1) * search.pageSize}`;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && search.page > 1) {
    const [count] = await sql<{ total: number }[]>`select count(*)::int as total from users ${where}`;
    total = count?.total ?? 0;
  }
  return { items: rows.map(toSummary), total };
}

/**
 * One account as an admin sees it (no password hash), or null: with the person's phone number (E.164, null when they
 * gave none), which no one else is shown.
 */
export async function userSummary(
  sql: postgres.Sql,
  userId: string,
): Promise<(UserSummary & { suspensionReason: string | null; phone: string | null }) | null> {
  const [row] = await sql<(SummaryRow & { suspension_reason: string | null; phone: string | null })[]>`
    select id::text, name, email, role, language, created_at, suspended_at, suspension_reason, phone from users where id = ${userId}`;
  return row ? { ...toSummary(row), suspensionReason: row.suspension_reason, phone: row.phone } : null;
}

/** The names of the people who acted (admins in a suspension history), by id; a deleted account is absent. */
export async function userNames(sql: postgres.Sql, ids: readonly string[]): Promise<Map<string, string>> {
  const uuids = [...new Set(ids)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (uuids.length === 0) return new Map();
  const rows = await sql<{ id: string; name: string }[]>`select id::text, name from users where id = any(${uuids}::uuid[])`;
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Copies the account stream's state onto the row, idempotently: suspended (since `at`, with the reason) ends every
 * session of the person in the same transaction; active clears the mark (sessions are not restored).
 */
export async function applyAccountStatus(
  sql: postgres.Sql,
  userId: string,
  status: { suspended: true; at: string; reason: string } | { suspended: false },
): Promise<void> {
  await sql.begin(async (tx) => {
    if (status.suspended) {
      // The first suspension's time is kept when the same state is applied again (a retry).
      await tx`update users set suspended_at = coalesce(suspended_at, ${status.at}::timestamptz), suspension_reason = ${status.reason}, updated_at = now()
               where id = ${userId}`;
      await tx`delete from sessions where user_id = ${userId}`;
    } else {
      await tx`update users set suspended_at = null, suspension_reason = null, updated_at = now() where id = ${userId} and suspended_at is not null`;
    }
  });
}

/** Whether an admin suspended the account (a sign-in is refused). */
export async function isSuspended(sql: postgres.Sql, userId: string): Promise<boolean> {
  const [row] = await sql<{ suspended: boolean }[]>`select suspended_at is not null as suspended from users where id = ${userId}`;
  return row?.suspended ?? false;
}
