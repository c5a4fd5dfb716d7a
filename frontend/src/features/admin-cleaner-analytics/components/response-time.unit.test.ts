import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatResponseTime } from './response-time';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../../../domain/locales/*/admin-cleaner-analytics.json', { eager: true, import: 'default' });
const catalogue = (language: string) => catalogues[`../../../../../domain/locales/${language}/admin-cleaner-analytics.json`]!;

async function tFor(language: 'fr' | 'en') {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { 'admin-cleaner-analytics': catalogue(language) } }, ns: ['admin-cleaner-analytics'], defaultNS: 'admin-cleaner-analytics' });
  return i18n.getFixedT(language, 'admin-cleaner-analytics');
}

describe('a median response time', () => {
  it('reads in minutes under an hour, in hours and minutes beyond, in each language', async () => {
    const fr = await tFor('fr');
    const en = await tFor('en');
    const count = (value: number) => String(value);
    expect(formatResponseTime(1, fr, count)).toBe('1 minute');
    expect(formatResponseTime(45, en, count)).toBe('45 minutes');
    expect(formatResponseTime(288, fr, count)).toBe('4\u00a0h\u00a048');
    expect(formatResponseTime(288, en, count)).toBe('4 h 48 min');
    expect(formatResponseTime(60.4, en, count)).toBe('1 h 00 min');
  });
});
