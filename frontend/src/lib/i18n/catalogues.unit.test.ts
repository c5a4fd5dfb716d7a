import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allNamespaces } from './i18n';
import { languages } from './language';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('../../../../domain/locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.unit.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const catalogues = new Map<string, Catalogue>();
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match !== null) catalogues.set(`${match[1]}/${match[2]}`, content);
}

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of flatten(child, prefix === '' ? key : `${prefix}.${key}`)) out.set(path, text);
    }
  } else out.set(prefix, String(value));
  return out;
}

const keysOf = (language: string, namespace: string) => flatten(catalogues.get(`${language}/${namespace}`) ?? {});
/** French has a third plural form, `many` (a million, 2 millions…), that English lacks: left out when comparing. */
const sharedKeysOf = (language: string, namespace: string) => new Map([...keysOf(language, namespace)].filter(([key]) => !key.endsWith('_many')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

/** Keys built at run time from a fixed set of values. */
const dynamicKeys = [
  ...['client', 'cleaner', 'admin'].map((role) => `common:roles.${role}`),
  ...['default', 'bright', 'dark'].map((theme) => `common:theme.${theme}`),
];

describe('locale catalogues', () => {
  it('exist for every language and namespace', () => {
    for (const language of languages) {
      for (const namespace of allNamespaces) expect(catalogues.has(`${language}/${namespace}`), `${language}/${namespace}`).toBe(true);
    }
  });

  it('have the same keys and placeholders in French and English, none empty', () => {
    for (const namespace of allNamespaces) {
      const fr = sharedKeysOf('fr', namespace);
      const en = keysOf('en', namespace);
      expect([...en.keys()].sort(), namespace).toEqual([...fr.keys()].sort());
      for (const [key, text] of fr) {
        const english = en.get(key) ?? '';
        expect(text.trim(), `fr ${namespace}:${key}`).not.toBe('');
        expect(english.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(placeholders(english), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('give every French plural its _many form, as its _other reads (Intl.PluralRules: a million is "many" in French)', () => {
    let plurals = 0;
    for (const namespace of allNamespaces) {
      const fr = keysOf('fr', namespace);
      for (const [key, text] of fr) {
        if (!key.endsWith('_other')) continue;
        plurals += 1;
        expect(fr.get(`${key.slice(0, -'_other'.length)}_many`), `fr ${namespace}:${key.replace(/_other$/, '_many')}`).toBe(text);
      }
      for (const key of fr.keys()) if (key.endsWith('_many')) expect(fr.has(key.replace(/_many$/, '_other')), `fr ${namespace}:${key}`).toBe(true);
    }
    expect(plurals).toBeGreaterThan(20);
  });

  it('show a count of a million in French, not a raw key', async () => {
    const fr = i18next.createInstance();
    await fr.init({ lng: 'fr', resources: { fr: { gallery: catalogues.get('fr/gallery') ?? {} } }, interpolation: { escapeValue: false } });
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(fr.t('gallery:count', { count: 1_000_000 })).toBe('1000000 paires');
    expect(fr.t('gallery:count', { count: 1 })).toBe('1 paire');
  });

  it('hold every key the code uses, in both languages (a plural key by its _one and _other forms)', () => {
    const used = new Set(dynamicKeys);
    const pattern = new RegExp(`['"]((?:${allNamespaces.join('|')}):[\\w.-]+)['"]`, 'g');
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(pattern)) {
        if (match[1] !== undefined) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(400);
    for (const key of used) {
      const [namespace = '', path = ''] = key.split(':');
      for (const language of languages) {
        const keys = keysOf(language, namespace);
        const present = keys.has(path) || (keys.has(`${path}_one`) && keys.has(`${path}_other`));
        expect(present, `${language} ${key}`).toBe(true);
      }
    }
  });

  it('say years of experience as each language counts them, and no “0 an” (less than a year)', async () => {
    const said = async (language: 'fr' | 'en') => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: language, resources: { [language]: { cleaners: catalogues.get(`${language}/cleaners`) ?? {} } }, interpolation: { escapeValue: false } });
      return [0, 1, 2].map((count) => i18n.t('cleaners:card.experience', { count }));
    };
    expect(await said('fr')).toEqual(['Moins d’un an d’expérience', '1 an d’expérience', '2 ans d’expérience']);
    expect(await said('en')).toEqual(['Less than a year of experience', '1 year of experience', '2 years of experience']);
  });

  it('write the French apostrophe one way, the typographic ’ (d’Anne, l’adresse), never the straight \'', () => {
    const straight = [...catalogues].filter(([name]) => name.startsWith('fr/'))
      .flatMap(([name, catalogue]) => [...flatten(catalogue)].filter(([, text]) => text.includes("'")).map(([key]) => `${name}:${key}`));
    expect(straight).toEqual([]);
  });

  it('have no point médian in French (Venu·e, nettoyeur·se): an epicene wording instead; a spaced · stays a separator', () => {
    const median = [...catalogues].filter(([name]) => name.startsWith('fr/'))
      .flatMap(([name, catalogue]) => [...flatten(catalogue)].filter(([, text]) => /\p{L}[·•‧]\p{L}/u.test(text)).map(([key]) => `${name}:${key}`));
    expect(median).toEqual([]);
  });

  it('carry the exact not-found texts', () => {
    expect(keysOf('fr', 'common').get('notFound.title')).toBe('404 - Page non trouvée');
    expect(keysOf('fr', 'common').get('notFound.description')).toBe("La page que vous cherchez n’existe pas");
    expect(keysOf('en', 'common').get('notFound.title')).toBe('404 - Page not found');
    expect(keysOf('en', 'common').get('notFound.description')).toBe('The page you are looking for does not exist');
  });
});
