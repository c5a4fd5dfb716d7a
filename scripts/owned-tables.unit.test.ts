import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

type OwnedTable = { table: string; owners: string[]; joiners: string[] };
// A JavaScript module without types: imported through a path TypeScript does not resolve.
const configPath = '../eslint.config.js';
const { ownedTables } = (await import(configPath)) as { ownedTables: (root?: URL) => OwnedTable[] };

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** Lints `code` as if it were the file at `filePath`, and returns the rule ids it broke. */
const violations = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};
const query = (sql: string) => `export const probe = (sql: (s: TemplateStringsArray) => unknown) => sql\`${sql}\`;\n`;

describe('one owner per table (issue 32)', () => {
  let root: string | null = null;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });
  /** A repository of its own: these migrations, and the folders their Owner lines name. */
  const repositoryWith = (migrations: Record<string, string>, folders: readonly string[] = []) => {
    root = mkdtempSync(join(tmpdir(), 'owned-tables-'));
    mkdirSync(join(root, 'platform/migrations'), { recursive: true });
    for (const folder of folders) mkdirSync(join(root, folder), { recursive: true });
    for (const [name, text] of Object.entries(migrations)) writeFileSync(join(root, 'platform/migrations', name), text);
    return pathToFileURL(`${root}/`);
  };

  it("takes each platform table's owner from its migration's Owner line", () => {
    const tables = ownedTables();
    expect(tables).toContainEqual({ table: 'users', owners: ['platform/src/accounts'], joiners: ['projections/src'] });
    expect(tables).toContainEqual({ table: 'properties', owners: ['platform/src/properties'], joiners: ['projections/src'] });
    expect(tables).toContainEqual({ table: 'todos', owners: ['bff/src/todos'], joiners: [] });
    // Created by a read model's migrations, not the platform's: the read models' rule guards it.
    expect(tables.map((owned) => owned.table)).not.toContain('bookings');
  });

  it('reads the owner, the joiners and every table of a group, and ignores what a down migration creates again', () => {
    const url = repositoryWith(
      {
        '1_gadgets.sql': [
          '-- Owner: bff/src/gadgets (gadgets, gadget_parts); joined for names by: projections/src',
          '-- Up Migration',
          'create table gadgets (id uuid primary key);',
          'create table if not exists gadget_parts (id uuid primary key);',
          'drop table old_gadgets;',
          '-- Down Migration',
          'create table old_gadgets (id uuid primary key);',
        ].join('\n'),
      },
      ['bff/src/gadgets', 'projections/src'],
    );
    expect(ownedTables(url)).toEqual([
      { table: 'gadget_parts', owners: ['bff/src/gadgets'], joiners: ['projections/src'] },
      { table: 'gadgets', owners: ['bff/src/gadgets'], joiners: ['projections/src'] },
    ]);
  });

  it('refuses a migration that creates a table without an owner, so that no new table is forgotten', () => {
    const url = repositoryWith({ '1_gadgets.sql': '-- Up Migration\ncreate table gadgets (id uuid primary key);\n' });
    expect(() => ownedTables(url)).toThrow(/1_gadgets\.sql creates the table gadgets without an owner/);
  });

  it('refuses an Owner line naming a folder that does not exist', () => {
    const url = repositoryWith({ '1_gadgets.sql': '-- Owner: bff/src/gadgetz (gadgets)\ncreate table gadgets (id uuid primary key);\n' });
    expect(() => ownedTables(url)).toThrow(/bff\/src\/gadgetz, which is not a folder/);
  });

  it.each([
    ['bff/src/contact/probe.ts', "select email from users where role = 'admin'"],
    ['workers/src/referrals/probe.ts', 'select street_address from properties where client_id = 1'],
    ['bff/src/properties/probe.ts', 'update properties set name = 1'],
    ['projections/src/audit/probe.ts', 'select * from notification_log'],
  ])('fails when %s queries a table it does not own: %s', async (filePath, sql) => {
    expect(await violations(filePath, query(sql))).toContain('tables/owner-only');
  });

  it("lets the owner's folder read and write its table", async () => {
    expect(await violations('platform/src/accounts/probe.ts', query('update users set name = 1 where id = 2'))).toEqual([]);
    expect(await violations('platform/src/properties/probe.ts', query('delete from properties where id = 1'))).toEqual([]);
  });

  it('lets a joining folder read the table in its queries, never write it', async () => {
    expect(await violations('projections/src/bookings/probe.ts', query('select b.*, u.name from bookings b left join users u on u.id = b.client_id'))).toEqual([]);
    expect(await violations('projections/src/bookings/probe.ts', query('update users set name = 1'))).toContain('tables/owner-only');
    expect(await violations('projections/src/reviews/probe.ts', query('delete from properties where id = 1'))).toContain('tables/owner-only');
  });

  it('leaves tests free to set up their fixtures in any table', async () => {
    expect(await violations('bff/src/contact/probe.int.test.ts', query('insert into users (id) values (1)'))).toEqual([]);
  });
});
