import { describe, expect, it } from 'vitest';
import { FAQ_SECTIONS, faqKeys, faqSectionTitleKey } from './faq-sections';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../../../domain/locales/*/public-pages.json', { eager: true, import: 'default' });
const catalogueOf = (language: string) => Object.entries(catalogues).find(([file]) => file.includes(`/${language}/`))?.[1];
const fr = catalogueOf('fr');
const en = catalogueOf('en');

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .replace(/^public-pages:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), catalogue);

describe('the FAQ', () => {
  it('has six sections of six to eight questions', () => {
    expect(FAQ_SECTIONS.map((section) => section.id)).toEqual(['booking', 'payment', 'cancellation', 'payouts', 'safety', 'verification']);
    for (const section of FAQ_SECTIONS) expect(section.questions.length).toBeGreaterThanOrEqual(6);
    for (const section of FAQ_SECTIONS) expect(section.questions.length).toBeLessThanOrEqual(8);
  });

  it('finds every title, question and answer it builds in French and in English', () => {
    expect(fr).toBeDefined();
    expect(en).toBeDefined();
    for (const catalogue of [fr, en]) {
      for (const section of FAQ_SECTIONS) {
        expect(typeof lookup(catalogue, faqSectionTitleKey(section.id)), section.id).toBe('string');
        for (const question of section.questions) {
          const keys = faqKeys(section.id, question);
          expect(typeof lookup(catalogue, keys.question), keys.question).toBe('string');
          expect(typeof lookup(catalogue, keys.answer), keys.answer).toBe('string');
        }
      }
    }
  });

  it('writes French questions with a no-break space before the question mark', () => {
    for (const section of FAQ_SECTIONS) {
      for (const question of section.questions) {
        const text = lookup(fr, faqKeys(section.id, question).question);
        expect(text, String(text)).toMatch(/\u00a0\?$/);
      }
    }
  });
});
