import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTS, brandForHost, normalizeHost, readSiteHosts } from './site-config';

describe('brands by host', () => {
  it('shows the French brand, French forced, on the French host and on localhost', () => {
    for (const host of ['weklean.ca', 'www.weklean.ca', 'WEKLEAN.CA.', 'localhost', '127.0.0.1']) {
      const brand = brandForHost(host, DEFAULT_HOSTS);
      expect(brand.id, host).toBe('quebec');
      expect(brand.forceFrench).toBe(true);
    }
  });

  it('shows the other brand everywhere else', () => {
    for (const host of ['weklean.com', 'staging.weklean.ca', 'example.org']) {
      const brand = brandForHost(host, DEFAULT_HOSTS);
      expect(brand.id, host).toBe('canada');
      expect(brand.forceFrench).toBe(false);
    }
  });

  it('lets a local host be declared the English host', () => {
    const hosts = readSiteHosts({ VITE_ENGLISH_HOST: '127.0.0.1' });
    expect(brandForHost('127.0.0.1', hosts).id).toBe('canada');
    expect(brandForHost('localhost', hosts).id).toBe('quebec');
  });

  it('reads hosts from the environment with defaults', () => {
    expect(readSiteHosts({})).toEqual(DEFAULT_HOSTS);
    expect(readSiteHosts({ VITE_FRENCH_HOST: ' www.Nettoyage.QC.ca ', VITE_ENGLISH_HOST: '' })).toEqual({
      french: 'nettoyage.qc.ca',
      english: DEFAULT_HOSTS.english,
    });
  });

  it('normalizes host names', () => {
    expect(normalizeHost('WWW.Weklean.ca:8443')).toBe('weklean.ca');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});
