import type { Language, Role } from '@weklean/domain';
import type postgres from 'postgres';

/**
 * What other modules read of an account, each through a narrow function (issue 32: `users` is queried here only). A
 * deleted account has no row: it is simply absent from every answer.
 */

/** Whether the account has this role. */
export async function hasRole(sql: postgres.Sql, userId: string, role: Role): Promise<boolean> {
  return (await sql`select 1 from users where id = ${userId} and role = ${role}`).length === 1;
}

/** The account's role: null when it has none yet, undefined when there is no such account. */
export async function roleOf(sql: postgres.Sql, userId: string): Promise<Role | null | undefined> {
  const [row] = await sql<{ role: Role | null }[]>`select role from users where id = ${userId}`;
  return row?.role;
}

/** Whom an e-mail goes to, in their language, and the kinds of e-mail they turned off (`EMAIL_KINDS`). */
export type MailRecipient = { id: string; name: string; email: string; language: Language; emailOptOuts: string[] };

/** The people of these ids who still have an account, as a mail addresses them. */
export async function mailRecipients(sql: postgres.Sql, ids: readonly string[]): Promise<MailRecipient[]> {
  const rows = await sql<{ id: string; name: string; email: string; language: Language; email_opt_outs: string[] }[]>`
    select id::text, name, email, language, email_opt_outs from users where id = any(${[...ids]}::uuid[])`;
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, language: row.language, emailOptOuts: row.email_opt_outs }));
}

/** Whom a push notification goes to: their language and the kinds of push they turned off. */
export type PushRecipient = { id: string; name: string; language: Language; pushOptOuts: string[] };

/** The people of these ids who still have an account, as a push notification names and addresses them. */
export async function pushRecipients(sql: postgres.Sql, ids: readonly string[]): Promise<PushRecipient[]> {
  const rows = await sql<{ id: string; name: string; language: Language; push_opt_outs: string[] }[]>`
    select id::text, name, language, push_opt_outs from users where id = any(${[...ids]}::uuid[])`;
  return rows.map((row) => ({ id: row.id, name: row.name, language: row.language, pushOptOuts: row.push_opt_outs }));
}

/** Every administrator's address, with their language, oldest account first. */
export async function adminAddresses(sql: postgres.Sql): Promise<{ email: string; language: Language }[]> {
  return sql<{ email: string; language: Language }[]>`select email, language from users where role = 'admin' order by created_at`;
}

/** The first administrator's account (the demo's admin steps are signed by it); null when there is none. */
export async function firstAdminId(sql: postgres.Sql): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`select id::text from users where role = 'admin' order by created_at limit 1`;
  return row?.id ?? null;
}

/** How many accounts have an e-mail at `domain` (case aside; `%` and `_` literal): the demo's accounts so far. */
export async function countAccountsWithEmailDomain(sql: postgres.Sql, domain: string): Promise<number> {
  const pattern = `%@${domain.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}`;
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from users where lower(email) like ${pattern}`;
  return row?.n ?? 0;
}

export type Person = { id: string; name: string; role: Role | null };

/** The people of these ids who still have an account, by id; ids that are not uuids (`system`) are left out. */
export async function peopleOf(sql: postgres.Sql, ids: readonly string[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await sql<Person[]>`select id::text, name, role from users where id = any(${wanted}::uuid[])`;
  return new Map(rows.map((row) => [row.id, row]));
}
