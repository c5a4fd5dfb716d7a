import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** Lints `code` as if it were the file at `filePath`, and returns the rule ids it broke. */
const violations = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('workspace boundaries', () => {
  it("fails when domain/ imports 'node:fs'", async () => {
    expect(await violations('domain/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n")).toContain(
      'boundaries/domain-only',
    );
  });

  it.each([
    ["import postgres from 'postgres';\nexport const probe = postgres;\n"],
    ["import { createLogger } from '@weklean/platform';\nexport const probe = createLogger;\n"],
    ["import { readFile } from 'fs';\nexport const probe = readFile;\n"],
    ["export { Redis } from 'ioredis';\n"],
    ["export const probe = () => import('node:crypto');\n"],
  ])('fails when domain/ imports I/O or another workspace: %s', async (code) => {
    expect(await violations('domain/src/probe.ts', code)).toContain('boundaries/domain-only');
  });

  it('lets domain/ import valibot and its own files', async () => {
    const code = "import * as v from 'valibot';\nimport { DomainError } from './event-store/errors';\nexport const probe = [v, DomainError];\n";
    expect(await violations('domain/src/probe.ts', code)).toEqual([]);
  });

  it("lets domain/ tests import vitest, and still not 'node:fs'", async () => {
    expect(await violations('domain/src/probe.unit.test.ts', "import { it } from 'vitest';\nexport const probe = it;\n")).toEqual([]);
    expect(await violations('domain/src/probe.unit.test.ts', "import { rmSync } from 'node:fs';\nexport const probe = rmSync;\n")).toContain(
      'boundaries/domain-only',
    );
  });

  it.each([['@weklean/platform'], ['@weklean/projections'], ['@weklean/workers'], ['@weklean/demo']])(
    'fails when frontend/ imports %s',
    async (source) => {
      const code = `import * as probe from '${source}';\nexport default probe;\n`;
      expect(await violations('frontend/src/probe.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
    },
  );

  it('lets frontend/ import types, and only types, from bff', async () => {
    expect(await violations('frontend/src/probe.ts', "import type { App } from '@weklean/bff';\nexport type Probe = App;\n")).toEqual([]);
    expect(await violations('frontend/src/probe.ts', "import { createApp } from '@weklean/bff';\nexport const probe = createApp;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it.each([
    ["import { createApp } from '@weklean/bff';\nexport const probe = createApp;\n"],
    ["import type { App } from '@weklean/bff';\nexport type Probe = App;\n"],
    ["import { createPasswordHasher } from '../../bff/src/auth/passwords';\nexport const probe = createPasswordHasher;\n"],
    ["import { startWorkers } from '@weklean/workers';\nexport const probe = startWorkers;\n"],
  ])('fails when demo/ imports the BFF (not even its types) or the workers: %s', async (code) => {
    expect(await violations('demo/src/probe.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets demo/ import domain, platform, projections and its own files', async () => {
    const code = [
      "import { bookingTarget } from '@weklean/domain';",
      "import { createCommandHandler } from '@weklean/platform';",
      "import { hourlyCleanersServing } from '@weklean/projections';",
      "import type { DemoUseCases } from './demo-use-cases';",
      'export const probe = [bookingTarget, createCommandHandler, hourlyCleanersServing];',
      'export type Probe = DemoUseCases;',
      '',
    ].join('\n');
    expect(await violations('demo/src/probe.ts', code)).toEqual([]);
  });

  it('lets bff/ import the demo, and no other server workspace', async () => {
    const code = "import { seedDemo } from '@weklean/demo';\nexport const probe = seedDemo;\n";
    expect(await violations('bff/src/probe.ts', code)).toEqual([]);
    for (const filePath of ['platform/src/probe.ts', 'projections/src/probe.ts', 'workers/src/probe.ts']) {
      expect(await violations(filePath, code), filePath).toContain('@typescript-eslint/no-restricted-imports');
    }
  });

  it.each([
    ['domain/src/probe-schemas.ts', "import * as v from 'valibot';\nexport const Probe = v.object({ bio: v.string() });\n"],
    ['bff/src/routes/probe.ts', "import * as v from 'valibot';\nexport const Probe = v.record(v.string(), v.number());\n"],
  ])('fails when %s builds a schema from raw valibot strings or objects', async (filePath, code) => {
    expect(await violations(filePath, code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['bff/src/routes/probe.ts', 'export const probe = (sql: (s: TemplateStringsArray) => unknown) => sql`select * from bookings where id = 1`;\n'],
    ['workers/src/probe.ts', 'export const probe = (sql: (s: TemplateStringsArray) => unknown) => sql`update cleaner_profiles set verified = true`;\n'],
    ['demo/src/probe.ts', 'export const probe = (sql: (s: TemplateStringsArray) => unknown) => sql`select count(*) from cleaner_profiles`;\n'],
  ])("fails when %s writes SQL against a read model's tables (its queries live in projections/src/<model>)", async (filePath, code) => {
    expect(await violations(filePath, code)).toContain('no-restricted-syntax');
  });

  it("takes the read models' tables from their migrations, so that a new table is guarded the day it is created", async () => {
    // A JavaScript module without types: imported through a path TypeScript does not resolve.
    const configPath = '../eslint.config.js';
    const { readModelTables } = (await import(configPath)) as { readModelTables: () => string[] };
    const tables = readModelTables();
    // payment_document_counters was missing from the list kept by hand.
    expect(tables).toEqual(expect.arrayContaining(['bookings', 'ledger_lines', 'payment_document_counters', 'event_type_counts', 'gallery_pairs']));
    expect(tables).not.toContain('users');
    const code = 'export const probe = (sql: (s: TemplateStringsArray) => unknown) => sql`update payment_document_counters set next = 1`;\n';
    expect(await violations('bff/src/routes/probe.ts', code)).toContain('no-restricted-syntax');
  });

  it('lets the read model folder query its own tables', async () => {
    const code = 'export const probe = (sql: (s: TemplateStringsArray) => unknown) => sql`select * from bookings`;\n';
    expect(await violations('projections/src/bookings/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['frontend/src/features/finance/components/probe.tsx', 'x: true'],
    ['frontend/src/features/admin-dashboard/components/probe.tsx', 'y: 320'],
  ])("fails when %s gives antd's Table a scroll (its scrolling area is then out of the keyboard's reach)", async (filePath, scroll) => {
    const code = `import { Table } from 'antd';\nexport const probe = <Table<{ id: string }> rowKey="id" dataSource={[]} scroll={{ ${scroll} }} />;\n`;
    expect(await violations(filePath, code)).toContain('no-restricted-syntax');
  });

  it('lets a table scroll through ScrollingTable, and a Table that does not scroll stay a Table', async () => {
    const code = [
      "import { Table } from 'antd';",
      "import { ScrollingTable } from '../../../lib/ui/scrolling-table';",
      'export const wide = <ScrollingTable<{ id: string }> rowKey="id" dataSource={[]} scroll={{ x: true }} />;',
      'export const short = <Table<{ id: string }> rowKey="id" dataSource={[]} pagination={false} />;',
      '',
    ].join('\n');
    expect(await violations('frontend/src/features/finance/components/probe.tsx', code)).toEqual([]);
    // lib/ui is where antd's Table is wrapped.
    const inside = "import { Table } from 'antd';\nexport const probe = <Table<{ id: string }> rowKey=\"id\" dataSource={[]} scroll={{ x: true }} />;\n";
    expect(await violations('frontend/src/lib/ui/probe.tsx', inside)).toEqual([]);
  });

  it('lets schemas use the shared helpers', async () => {
    const code = "import * as v from 'valibot';\nimport { line, object } from '../shared/schema';\nexport const Probe = object({ name: line(), age: v.number() });\n";
    expect(await violations('domain/src/accounts/probe-schemas.ts', code)).toEqual([]);
  });
});

describe('import cycles and feature boundaries', () => {
  // The cycle rule follows imports on disk: two real files that import each other, removed afterwards.
  const probeDir = new URL('../domain/src/probe-cycle/', import.meta.url).pathname;
  beforeAll(() => {
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(`${probeDir}first.ts`, "import { second } from './second';\nexport const first = () => second;\n");
    writeFileSync(`${probeDir}second.ts`, "import { first } from './first';\nexport const second = () => first;\n");
  });
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  it('fails on a deliberate cycle of two modules', async () => {
    const [result] = await eslint.lintFiles([`${probeDir}first.ts`]);
    expect((result?.messages ?? []).map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('lets a module import one that does not import it back', async () => {
    const code = "import { DomainError } from '../event-store/errors';\nexport const probe = DomainError;\n";
    expect(await violations('domain/src/accounts/probe.ts', code)).toEqual([]);
  });

  it('fails when a frontend feature imports another feature', async () => {
    const code = "import { fetchProperties } from '../../properties/api/get-properties';\nexport const probe = fetchProperties;\n";
    expect(await violations('frontend/src/features/bookings/components/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files, lib/ and config/', async () => {
    const code = [
      "import { api } from '../../../lib/api-client';",
      "import { paths } from '../../../config/paths';",
      "import { fetchProperties } from '../api/get-properties';",
      'export const probe = [api, paths, fetchProperties];',
      '',
    ].join('\n');
    expect(await violations('frontend/src/features/properties/components/probe.ts', code)).toEqual([]);
  });
});

describe('the typed API contract', () => {
  it('leaves no hand-written response parser in the frontend features (their types come from @weklean/bff)', () => {
    const features = new URL('../frontend/src/features', import.meta.url).pathname;
    const files = readdirSync(features, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /(^|\/)parse-[^/]*\.ts$/.test(file))).toEqual([]);
  });
});
