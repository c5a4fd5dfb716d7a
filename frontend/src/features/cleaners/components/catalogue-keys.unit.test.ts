import { describe, expect, it } from 'vitest';
import { languages } from '../../../lib/i18n/language';

type Catalogue = Record<string, unknown>;

/**
 * The keys the cleaners, home and places screens use exist in both languages, a plural key counting when its
 * `_one` and `_other` forms do. (The shared catalogue test checks parity, not these namespaces' usage.)
 */
const files = import.meta.glob<Catalogue>('../../../../../domain/locales/*/{cleaners,home}.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(
  ['../../{cleaners,home,places}/**/*.{ts,tsx}', '!../../**/*.unit.test.ts'],
  { eager: true, query: '?raw', import: 'default' },
);

function flatten(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix === '' ? key : `${prefix}.${key}`, out);
  } else out.add(prefix);
  return out;
}

function keysOf(language: string, namespace: string): Set<string> {
  const entry = Object.entries(files).find(([file]) => file.endsWith(`/${language}/${namespace}.json`));
  return flatten(entry?.[1] ?? {});
}

describe('cleaners and home catalogues', () => {
  it('hold every key the screens use', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/['"]((?:cleaners|home):[\w.-]+)['"]/g)) {
        if (match[1] !== undefined) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(100);
    for (const key of used) {
      const [namespace = '', path = ''] = key.split(':');
      for (const language of languages) {
        const keys = keysOf(language, namespace);
        const present = keys.has(path) || (keys.has(`${path}_one`) && keys.has(`${path}_other`));
        expect(present, `${language} ${key}`).toBe(true);
      }
    }
  });
});
