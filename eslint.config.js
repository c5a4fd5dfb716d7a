// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every table a read model's migrations create (`create table [if not exists] <name>`), sorted, plus event_type_counts. */
export function readModelTables(root = new URL('.', import.meta.url)) {
  const projections = new URL('projections/src/', root);
  const tables = new Set(['event_type_counts']);
  for (const model of readdirSync(projections, { withFileTypes: true })) {
    if (!model.isDirectory()) continue;
    const migrations = new URL(`${model.name}/migrations/`, projections);
    let files = [];
    try {
      files = readdirSync(migrations).filter((file) => file.endsWith('.sql'));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(new URL(file, migrations), 'utf8');
      for (const match of text.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi)) tables.add(match[1].toLowerCase());
    }
  }
  return [...tables].sort();
}

/**
 * Who owns each table that platform/migrations/*.sql creates (issue 32): every `create table` of a migration's up part is
 * named in a header line of its file, `-- Owner: <folder> (<table>, …)`, which may go on with `; joined for <why> by:
 * <folder>, …` for folders whose queries may read the table too (select, join), never write it (docs/decisions.md). A
 * table created without an owner, an owner line naming a table its file does not create, or a folder that does not
 * exist throws: the lint stops until the new table has its owner.
 * @returns {{ table: string; owners: string[]; joiners: string[] }[]} sorted by table
 */
export function ownedTables(root = new URL('.', import.meta.url)) {
  const migrations = new URL('platform/migrations/', root);
  const folders = (text) => text.split(',').map((folder) => folder.trim().replace(/\/+$/, '')).filter(Boolean);
  /** @type {Map<string, { table: string; owners: string[]; joiners: string[] }>} */
  const owned = new Map();
  for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort()) {
    const where = `platform/migrations/${file}`;
    const text = readFileSync(new URL(file, migrations), 'utf8');
    // What runs going up: a down part may create again a table that its up part drops.
    const up = text.split(/^\s*--[\s-]*down\s+migration/im)[0] ?? '';
    const declared = new Map();
    for (const [, owners, tables, joiners] of text.matchAll(/^--\s*Owner:\s*([^(\n]+?)\s*\(([^)\n]*)\)\s*(?:;\s*joined\b[^:\n]*\bby:\s*(.+?))?\s*$/gim)) {
      const entry = { owners: folders(owners), joiners: joiners ? folders(joiners) : [] };
      for (const folder of [...entry.owners, ...entry.joiners]) {
        if (!existsSync(new URL(`${folder}/`, root))) throw new Error(`${where}: the Owner line names ${folder}, which is not a folder of the repository.`);
      }
      for (const table of tables.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)) declared.set(table, entry);
    }
    const created = [...up.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi)].map((match) => match[1].toLowerCase());
    for (const table of created) {
      const entry = declared.get(table);
      if (!entry) {
        throw new Error(
          `${where} creates the table ${table} without an owner: add a header line "-- Owner: <folder> (${table})" naming the one module whose SQL reads and writes it (docs/decisions.md, one owner per table).`,
        );
      }
      owned.set(table, { table, ...entry });
    }
    for (const table of declared.keys()) {
      if (!created.includes(table)) throw new Error(`${where}: its Owner line names ${table}, a table this migration does not create.`);
    }
  }
  return [...owned.values()].sort((a, b) => a.table.localeCompare(b.table));
}

/**
 * Workspace boundaries (ARCHITECTURE.md section 2), enforced here rather than by goodwill.
 * domain/ may import valibot and its own files only: no node:*, no other workspace, no I/O library.
 */
const domainOnly = {
  meta: {
    type: 'problem',
    schema: [{ type: 'array', items: { type: 'string' } }],
    messages: { forbidden: "domain/ may import only valibot and its own files, not '{{source}}'" },
  },
  create(context) {
    /** @type {string[]} */
    const alsoAllowed = context.options[0] ?? [];
    /** @param {{ source?: { value?: unknown } | null } & import('estree').Node} node */
    const check = (node) => {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (source === null) return;
      if (source.startsWith('.') || source === 'valibot' || source.startsWith('valibot/') || alsoAllowed.includes(source)) return;
      context.report({ node, messageId: 'forbidden', data: { source } });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

/**
 * Frontend features stand alone (ARCHITECTURE.md, frontend): a feature may import lib/, config/, components/ and its
 * own files, never another feature; what two features share moves to lib/ or components/.
 */
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./frontend/src/features/${feature}`,
  from: './frontend/src/features',
  except: [`./${feature}`],
  message: 'A feature may not import another feature: move what they share to frontend/src/lib or frontend/src/components.',
}));

/**
 * One folder per read model (ARCHITECTURE 4): only `projections/src/<model>/` writes SQL against its tables; the BFF
 * and the workers call its queries. The tables are read from the read models' own migrations
 * (`projections/src/<model>/migrations/*.sql`), so a new table is covered the day it is created; `event_type_counts`
 * is the event-type-counts projection's, created with the checkpoints in platform/migrations.
 */
const READ_MODEL_TABLES = readModelTables();
const readModelSql = {
  selector: `TaggedTemplateExpression TemplateElement[value.raw=/\\b(${READ_MODEL_TABLES.join('|')})\\b/]`,
  message: "SQL against a read model's tables belongs to its folder in projections/src: call its queries instead.",
};

/**
 * One owner per table (issue 32): SQL naming a table of platform/migrations (a tagged template holding its name as a word,
 * as for the read models above) is written in its owner's folder only; a folder its Owner line lists as joining it may
 * read it, never insert, update or delete. Everywhere else calls the owner's functions.
 */
const REPOSITORY_ROOT = fileURLToPath(new URL('.', import.meta.url));
const OWNED_TABLES = ownedTables().map((owned) => ({
  ...owned,
  named: new RegExp(`\\b${owned.table}\\b`),
  written: new RegExp(`\\b(insert\\s+into|update|delete\\s+from|merge\\s+into|truncate(\\s+table)?|alter\\s+table|drop\\s+table)\\s+(only\\s+)?${owned.table}\\b`, 'i'),
}));
const ownerOnly = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      foreign: "SQL naming `{{table}}` belongs to {{owners}} (its migration's Owner line): call a function of that module instead.",
      write: '{{folder}} may read `{{table}}` (its Owner line lets it join it), never write it: that belongs to {{owners}}.',
    },
  },
  create(context) {
    const file = relative(REPOSITORY_ROOT, context.filename).split(sep).join('/');
    const within = (folders) => folders.some((folder) => file.startsWith(`${folder}/`));
    return {
      /** @param {import('estree').TaggedTemplateExpression} node */
      TaggedTemplateExpression(node) {
        const text = node.quasi.quasis.map((quasi) => quasi.value.raw).join(' ');
        for (const { table, owners, joiners, named, written } of OWNED_TABLES) {
          if (!named.test(text) || within(owners)) continue;
          const data = { table, owners: owners.join(', ') };
          if (!within(joiners)) context.report({ node, messageId: 'foreign', data });
          else if (written.test(text)) context.report({ node, messageId: 'write', data: { ...data, folder: joiners.find((folder) => file.startsWith(`${folder}/`)) ?? '' } });
        }
      },
    };
  },
};

/**
 * A table that scrolls must be reachable by keyboard (axe: scrollable-region-focusable, WCAG 2.1.1): antd draws its
 * scrolling element itself (`.ant-table-content`, `.ant-table-body`) and takes no prop to make it focusable, which
 * ScrollingTable (frontend/src/lib/ui/scrolling-table.tsx) does. So outside lib/ui an element named `Table` takes no
 * `scroll`. (A flat config's later object replaces the options of the same rule: any other `no-restricted-syntax` for
 * frontend files must list this one too.)
 */
const focusableScrolling = {
  selector: "JSXOpeningElement[name.name='Table'] > JSXAttribute[name.name='scroll']",
  message: "A table that scrolls is ScrollingTable (frontend/src/lib/ui/scrolling-table.tsx), not antd's Table: it makes the scrolling area reachable by keyboard (axe: scrollable-region-focusable).",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.tsbuild/**', '.data/**', 'bench/out/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Import cycles fail: a module graph with a cycle has no order to read it in, and hides an initialisation hazard.
    // (import-x skips imports of types only, which TypeScript erases; those cycles were removed by hand.)
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['domain/**/*.ts'],
    plugins: { boundaries: { rules: { 'domain-only': domainOnly } } },
    rules: { 'boundaries/domain-only': 'error' },
  },
  {
    // The domain's own tests and their fixtures (src/testing) may use the test runner (and fast-check for properties),
    // nothing else.
    files: ['domain/**/*.test.ts', 'domain/src/testing/**/*.ts'],
    rules: { 'boundaries/domain-only': ['error', ['vitest', 'fast-check']] },
  },
  {
    // Input schemas are built from the shared helpers, which refuse control characters in text and lists taken for
    // objects (issue 9): raw valibot strings and objects would let them in again.
    files: ['domain/src/**/*.ts', 'bff/src/**/*.ts'],
    ignores: ['domain/src/shared/schema.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='v'][callee.property.name=/^(string|object|looseObject|strictObject|record)$/]",
          message: 'Build input schemas from domain/src/shared/schema.ts (line, text, object, record): they refuse control characters and lists taken for objects.',
        },
        readModelSql,
      ],
    },
  },
  {
    files: ['workers/src/**/*.ts', 'platform/src/**/*.ts', 'demo/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', readModelSql] },
  },
  {
    // The demo data (ARCHITECTURE.md section 2) is played through the public use cases: demo/ imports domain, platform,
    // projections and its own files. What it needs of the BFF is declared in demo/src/demo-use-cases.ts and handed in
    // by the BFF, which imports demo, never the other way round.
    files: ['demo/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@weklean/bff', '@weklean/bff/*', '**/bff/src/**', '**/bff/test/**'],
              message: 'demo/ may not import the BFF: declare what it needs in demo/src/demo-use-cases.ts (DemoUseCases), which the BFF builds.',
            },
            {
              group: ['@weklean/workers', '@weklean/workers/*', '**/workers/src/**', '@weklean/frontend', '@weklean/frontend/*', '**/frontend/src/**'],
              message: 'demo/ may import only domain, platform, projections and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the BFF's start entry (and its tests) use the demo data.
    files: ['platform/**/*.ts', 'projections/**/*.ts', 'workers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@weklean/demo', '@weklean/demo/*', '**/demo/src/**'], message: 'Only bff/ imports the demo data (@weklean/demo).' }] },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@weklean/platform', '@weklean/platform/*', '@weklean/projections', '@weklean/projections/*', '@weklean/workers', '@weklean/workers/*', '@weklean/demo', '@weklean/demo/*',
                '**/platform/src/**', '**/projections/src/**', '**/workers/src/**', '**/demo/src/**',
              ],
              message: 'frontend/ may not import platform, projections, workers or demo.',
            },
            {
              group: ['@weklean/bff', '@weklean/bff/*', '**/bff/src/**'],
              allowTypeImports: true,
              message: 'frontend/ may import only types from bff.',
            },
            { group: ['node:*'], message: 'frontend/ runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    ignores: ['frontend/src/lib/ui/**'],
    rules: { 'no-restricted-syntax': ['error', focusableScrolling] },
  },
  {
    // One owner per table (issue 32, ownedTables above). Tests set their fixtures up in any table.
    files: ['{domain,platform,projections,workers,bff,demo}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    plugins: { tables: { rules: { 'owner-only': ownerOnly } } },
    rules: { 'tables/owner-only': 'error' },
  },
);
