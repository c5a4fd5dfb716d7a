import { describe, expect, it } from 'vitest';
import { domainRedirectTarget, pageSiteHosts, sitesFromMeta, takeLanguageHandOff, type PageAddress } from './domain-redirect';
import { DEFAULT_HOSTS, brandForHost, type SiteHosts } from './site-config';

const hosts: SiteHosts = { french: 'weklean.ca', english: 'weklean.com' };
const at = (hostname: string): PageAddress => ({
  protocol: 'https:',
  hostname,
  pathname: '/cleaners',
  search: '?city=laval',
  hash: '#top',
});

describe('domain redirect', () => {
  it('sends a Quebec French speaker to the French domain, keeping path and query, the language handed over', () => {
    expect(domainRedirectTarget({ address: at('weklean.com'), language: 'fr', province: 'QC', hosts })).toBe(
      'https://weklean.ca/cleaners?city=laval&lang=fr#top',
    );
    expect(domainRedirectTarget({ address: at('www.weklean.com'), language: 'fr', province: 'qc', hosts })).toBe(
      'https://weklean.ca/cleaners?city=laval&lang=fr#top',
    );
  });

  it('sends other users on the French domain to the English domain, in their language', () => {
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'en', province: 'QC', hosts })).toBe(
      'https://weklean.com/cleaners?city=laval&lang=en#top',
    );
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'en', province: null, hosts })).toBe(
      'https://weklean.com/cleaners?city=laval&lang=en#top',
    );
  });

  it('sends a French speaker of a known province other than Quebec to the English domain, in French', () => {
    for (const province of ['ON', 'nb', 'BC']) {
      expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'fr', province, hosts }), province).toBe(
        'https://weklean.com/cleaners?city=laval&lang=fr#top',
      );
    }
    const landed = new URL('https://weklean.com/cleaners?city=laval&lang=fr#top');
    expect(takeLanguageHandOff(landed.search)).toEqual({ language: 'fr', search: '?city=laval' });
  });

  it('leaves users where they belong', () => {
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'fr', province: 'QC', hosts })).toBeNull();
    expect(domainRedirectTarget({ address: at('weklean.com'), language: 'en', province: 'QC', hosts })).toBeNull();
    expect(domainRedirectTarget({ address: at('weklean.com'), language: 'fr', province: 'ON', hosts })).toBeNull();
  });

  it('does not move a French speaker of unknown province either way', () => {
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'fr', province: null, hosts })).toBeNull();
    expect(domainRedirectTarget({ address: at('weklean.com'), language: 'fr', province: null, hosts })).toBeNull();
  });

  it('is off on local hosts and on hosts that are neither site', () => {
    for (const hostname of ['localhost', 'app.localhost', '127.0.0.1', '[::1]', 'preview.example.dev']) {
      expect(domainRedirectTarget({ address: at(hostname), language: 'en', province: 'QC', hosts }), hostname).toBeNull();
      expect(domainRedirectTarget({ address: at(hostname), language: 'fr', province: 'QC', hosts }), hostname).toBeNull();
    }
  });
});

describe('sitesFromMeta (the two sites the server names when FRENCH_ORIGIN and ENGLISH_ORIGIN are configured)', () => {
  it('reads the French then the English host', () => {
    expect(sitesFromMeta('weklean.ca weklean.com')).toEqual({ french: 'weklean.ca', english: 'weklean.com' });
    expect(sitesFromMeta('  WWW.Weklean.ca   weklean.com ')).toEqual({ french: 'weklean.ca', english: 'weklean.com' });
  });

  it('turns the rule off when the page names no sites, one site, the same site twice, or more', () => {
    for (const content of [null, undefined, '', 'weklean.ca', 'weklean.ca weklean.ca', 'a.ca b.com c.fr']) expect(sitesFromMeta(content)).toBeNull();
  });
});

describe('the language handed to the other site', () => {
  it('goes as the last query parameter, the query before it as written', () => {
    const address = { ...at('weklean.ca'), search: '?q=a%20b+c&city=laval', hash: '' };
    expect(domainRedirectTarget({ address, language: 'fr', province: 'ON', hosts })).toBe('https://weklean.com/cleaners?q=a%20b+c&city=laval&lang=fr');
    expect(domainRedirectTarget({ address: { ...address, search: '' }, language: 'fr', province: 'ON', hosts })).toBe('https://weklean.com/cleaners?lang=fr');
  });

  it('is taken out of the address on arrival, the rest of the query as written', () => {
    expect(takeLanguageHandOff('?q=a%20b+c&city=laval&lang=fr')).toEqual({ language: 'fr', search: '?q=a%20b+c&city=laval' });
    expect(takeLanguageHandOff('?lang=en')).toEqual({ language: 'en', search: '' });
    expect(takeLanguageHandOff('?lang=EN-ca')).toEqual({ language: 'en', search: '' });
  });

  it('leaves an address without a hand-off, or with a language we do not have, as it is', () => {
    for (const search of ['', '?city=laval', '?lang=de', '?lang=', '?language=fr', '?slang=fr']) {
      expect(takeLanguageHandOff(search), search).toEqual({ language: null, search });
    }
  });
});

describe('the sites a page belongs to', () => {
  it('are the ones the server names (FRENCH_ORIGIN, ENGLISH_ORIGIN), so the brand follows the runtime configuration', () => {
    const named = pageSiteHosts('menage.example.ca cleaning.example.com', DEFAULT_HOSTS);
    expect(named).toEqual({ french: 'menage.example.ca', english: 'cleaning.example.com' });
    expect(brandForHost('menage.example.ca', named)).toMatchObject({ id: 'quebec', forceFrench: true });
    expect(brandForHost('cleaning.example.com', named)).toMatchObject({ id: 'canada', forceFrench: false });
  });

  it('are the built ones when the server names none', () => {
    expect(pageSiteHosts(null, DEFAULT_HOSTS)).toEqual(DEFAULT_HOSTS);
    expect(pageSiteHosts('only-one.example', DEFAULT_HOSTS)).toEqual(DEFAULT_HOSTS);
  });
});
