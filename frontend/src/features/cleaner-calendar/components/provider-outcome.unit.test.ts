import { describe, expect, it } from 'vitest';
import { PROVIDER_ERRORS, providerErrorOf } from '../api/get-calendar-providers';
import { CALLBACK_ERRORS, callbackErrorOf } from './provider-outcome';

type Catalogue = { providers: Record<string, Record<string, string> | undefined> };
const catalogues = import.meta.glob<Catalogue>('../../../../../domain/locales/*/calendar.json', { eager: true, import: 'default' });
const texts = (language: 'fr' | 'en') => {
  const catalogue = Object.entries(catalogues).find(([file]) => file.includes(`/locales/${language}/`))?.[1];
  if (!catalogue) throw new Error(`no ${language} calendar catalogue`);
  return catalogue.providers;
};

describe('the outcome of a calendar provider connection', () => {
  it('reads the callback error codes it knows, and any other as oauth-failed', () => {
    expect(callbackErrorOf('oauth-denied')).toBe('oauth-denied');
    expect(callbackErrorOf('oauth-state-invalid')).toBe('oauth-state-invalid');
    expect(callbackErrorOf('<script>')).toBe('oauth-failed');
  });

  it('reads a connection last error it does not know as failed', () => {
    expect(providerErrorOf(undefined)).toBeNull();
    expect(providerErrorOf('invalid-grant')).toBe('invalid-grant');
    expect(providerErrorOf('something-new')).toBe('failed');
  });

  it.each(['fr', 'en'] as const)('has a %s text for every code and every provider it can show', (language) => {
    const providers = texts(language);
    for (const code of CALLBACK_ERRORS) expect(providers.callbackErrors![code]).toMatch(/\S/);
    for (const code of PROVIDER_ERRORS) expect(providers.errors![code]).toMatch(/\S/);
    for (const name of ['google', 'microsoft']) expect(providers.names![name]).toMatch(/\S/);
  });
});
