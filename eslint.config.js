// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
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
    files: ['workers/src/**/*.ts', 'platform/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', readModelSql] },
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
              group: ['@weklean/platform', '@weklean/platform/*', '@weklean/projections', '@weklean/projections/*', '@weklean/workers', '@weklean/workers/*', '**/platform/src/**', '**/projections/src/**', '**/workers/src/**'],
              message: 'frontend/ may not import platform, projections or workers.',
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
);
