import { randomUUID } from 'node:crypto';
import type { Gender, Language, Province, PublicUser, Role } from '@weklean/domain';
import type postgres from 'postgres';
import { eraseDevMailboxOf } from '../mail/mailer';
import { createPersonKeys } from '../personal-data/protect-personal-data';
import { profilePhotoUrl } from './profile-photos';

type UserRow = {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role | null;
  bio: string;
  language: Language;
  profile_pic_thumbnail: string | null;
  province: Province | null;
  phone: string | null;
};

export type Account = PublicUser & { passwordHash: string };

const toAccount = (row: UserRow): Account => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  bio: row.bio,
  language: row.language,
  // A client's own picture, as its thumbnail (profile-photos.ts); a cleaner's is their avatar, which the BFF adds.
  ...(row.profile_pic_thumbnail ? { profilePic: profilePhotoUrl(row.profile_pic_thumbnail) } : {}),
  ...(row.province ? { province: row.province } : {}),
  ...(row.phone ? { phone: row.phone } : {}),
  passwordHash: row.password_hash,
});

export const publicUser = ({ passwordHash: _hidden, ...user }: Account): PublicUser => user;

const columns = (sql: postgres.Sql) => sql`id, name, email, password_hash, role, bio, language, profile_pic_thumbnail, province, phone`;

type Db = postgres.Sql | postgres.TransactionSql;

/**
 * The province of a place the person gave (their first property, a cleaner's base city), kept only when none is known
 * yet. A property's address carries its province as text: the column's check refuses anything but two capitals.
 */
export async function recordProvinceIfUnknown(db: Db, id: string, province: string): Promise<void> {
  await db`update users set province = ${province} where id = ${id} and province is null`;
}

/** The gender a person said (client onboarding); null when not said, or no such account. */
export async function genderOf(db: Db, id: string): Promise<Gender | null> {
  const [row] = await db<{ gender: Gender | null }[]>`select gender from users where id = ${id}`;
  return row?.gender ?? null;
}

export async function setGender(db: Db, id: string, gender: Gender | null, now: Date): Promise<void> {
  await db`update users set gender = ${gender}, updated_at = ${now} where id = ${id}`;
}

/** The `users` table as sign-up, sign-in, the settings and account deletion read and write it. */
export function createAccountsRepository(sql: postgres.Sql) {
  return {
    /** Null when the e-mail is taken (case-insensitively). */
    async create(input: { name: string; email: string; passwordHash: string; language: Language; role?: Role | null }) {
      const [row] = await sql<UserRow[]>`
        insert into users (id, name, email, password_hash, language, role)
        values (${randomUUID()}, ${input.name}, ${input.email}, ${input.passwordHash}, ${input.language}, ${input.role ?? null})
        on conflict ((lower(email))) do nothing
        returning ${columns(sql)}`;
      return row ? toAccount(row) : null;
    },
    async byEmail(email: string) {
      const [row] = await sql<UserRow[]>`select ${columns(sql)} from users where lower(email) = lower(${email})`;
      return row ? toAccount(row) : null;
    },
    /** The person's province (null: not said). */
    async setProvince(id: string, province: Province | null) {
      await sql`update users set province = ${province} where id = ${id}`;
    },
    /** The province of a place the person gave (their first property), kept only when none is known yet. */
    async recordProvinceIfUnknown(id: string, province: Province) {
      await recordProvinceIfUnknown(sql, id, province);
    },
    async byId(id: string) {
      const [row] = await sql<UserRow[]>`select ${columns(sql)} from users where id = ${id}`;
      return row ? toAccount(row) : null;
    },
    /** Null when the new e-mail belongs to someone else. A null phone removes the number. */
    async update(id: string, changes: Partial<{ name: string; email: string; bio: string; language: Language; passwordHash: string; phone: string | null }>) {
      const set: Record<string, string | null> = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.email !== undefined) set.email = changes.email;
      if (changes.bio !== undefined) set.bio = changes.bio;
      if (changes.language !== undefined) set.language = changes.language;
      if (changes.passwordHash !== undefined) set.password_hash = changes.passwordHash;
      if (changes.phone !== undefined) set.phone = changes.phone;
      if (Object.keys(set).length === 0) return this.byId(id);
      try {
        const [row] = await sql<UserRow[]>`
          update users set ${sql(set)}, updated_at = now() where id = ${id} returning ${columns(sql)}`;
        return row ? toAccount(row) : null;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return null;
        throw error;
      }
    },
    /**
     * Clients and cleaners whose name or e-mail holds `query` (case-insensitively), for an admin choosing whom to
     * write to; at most `limit`, by name.
     */
    async searchPeople(query: string, limit = 10) {
      const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return sql<{ id: string; name: string; email: string; role: 'client' | 'cleaner' }[]>`
        select id::text, name, email, role from users
        where role in ('client', 'cleaner') and (name ilike ${pattern} or email ilike ${pattern})
        order by name, email limit ${limit}`;
    },
    /** The kinds of e-mail a person chose not to receive (`EMAIL_KINDS`). */
    async emailOptOuts(id: string): Promise<string[]> {
      const [row] = await sql<{ email_opt_outs: string[] }[]>`select email_opt_outs from users where id = ${id}`;
      return row?.email_opt_outs ?? [];
    },
    async setEmailOptOuts(id: string, kinds: readonly string[]) {
      await sql`update users set email_opt_outs = ${[...kinds]}::text[], updated_at = now() where id = ${id}`;
    },
    /** The kinds of push notification a person chose not to receive (`EMAIL_KINDS`, apart from their e-mails). */
    async pushOptOuts(id: string): Promise<string[]> {
      const [row] = await sql<{ push_opt_outs: string[] }[]>`select push_opt_outs from users where id = ${id}`;
      return row?.push_opt_outs ?? [];
    },
    async setPushOptOuts(id: string, kinds: readonly string[]) {
      await sql`update users set push_opt_outs = ${[...kinds]}::text[], updated_at = now() where id = ${id}`;
    },
    /** Sets the role once: false when it was already set. */
    async chooseRole(id: string, role: Role) {
      const rows = await sql`update users set role = ${role}, updated_at = now() where id = ${id} and role is null returning id`;
      return rows.length === 1;
    },
    /**
     * Removes the account and, through foreign keys, its sessions and reset tokens; the mail kept for its address;
     * and the person's key, which leaves the personal fields of their events unreadable (crypto-shredding).
     */
    async delete(id: string) {
      await sql.begin(async (tx) => {
        await createPersonKeys(sql).destroy(id, tx);
        const [row] = await tx<{ email: string }[]>`delete from users where id = ${id} returning email`;
        if (row) await eraseDevMailboxOf(tx, row.email);
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
