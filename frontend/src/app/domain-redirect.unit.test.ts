import { describe, expect, it } from 'vitest';
import { domainRedirectTarget, sitesFromMeta, type PageAddress } from './domain-redirect';
import type { SiteHosts } from './site-config';

const hosts: SiteHosts = { french: 'weklean.ca', english: 'weklean.com' };
const at = (hostname: string): PageAddress => ({
  protocol: 'https:',
  hostname,
  pathname: '/cleaners',
  search: '?city=laval',
  hash: '#top',
});

describe('domain redirect', () => {
  it('sends a Quebec French speaker to the French domain, keeping path and query', () => {
    expect(domainRedirectTarget({ address: at('weklean.com'), language: 'fr', province: 'QC', hosts })).toBe(
      'https://weklean.ca/cleaners?city=laval#top',
    );
    expect(domainRedirectTarget({ address: at('www.weklean.com'), language: 'fr', province: 'qc', hosts })).toBe(
      'https://weklean.ca/cleaners?city=laval#top',
    );
  });

  it('sends other users on the French domain to the English domain', () => {
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'en', province: 'QC', hosts })).toBe(
      'https://weklean.com/cleaners?city=laval#top',
    );
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'fr', province: 'ON', hosts })).toBe(
      'https://weklean.com/cleaners?city=laval#top',
    );
    expect(domainRedirectTarget({ address: at('weklean.ca'), language: 'en', province: null, hosts })).toBe(
      'https://weklean.com/cleaners?city=laval#top',
    );
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
