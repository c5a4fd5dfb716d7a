import { PROVINCES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { domainRedirectTarget, takeLanguageHandOff, type PageAddress } from './domain-redirect';
import type { SiteHosts } from './site-config';

const hosts: SiteHosts = { french: 'weklean.ca', english: 'weklean.com' };
const at = (hostname: string): PageAddress => ({ protocol: 'https:', hostname, pathname: '/bookings', search: '?page=2', hash: '' });

describe('domain redirect loops', () => {
  // Every person SPEC 1's rule can meet (each language, each province or none, province spelled as a person might)
  // on each site: one hop at most, and the page it lands on keeps them there with the same path and query.
  const provinces = [null, '', ...PROVINCES, ...PROVINCES.map((code) => code.toLowerCase()), 'XX'];
  const people = (['fr', 'en'] as const).flatMap((language) => provinces.map((province) => ({ language, province })));

  it.each([hosts.french, hosts.english])('sends nobody on %s back where they came from', (host) => {
    let moved = 0;
    for (const person of people) {
      const target = domainRedirectTarget({ address: at(host), hosts, ...person });
      if (target === null) continue;
      moved += 1;
      const landed = new URL(target);
      expect(landed.hostname).not.toBe(host);
      // The language handed over, taken out on arrival: the address shows what the person asked for.
      const handOff = takeLanguageHandOff(landed.search);
      expect(handOff.language).toBe(person.language);
      expect(`${landed.pathname}${handOff.search}`).toBe('/bookings?page=2');
      expect(domainRedirectTarget({ address: at(landed.hostname), hosts, ...person })).toBeNull();
    }
    // Both directions are exercised: Quebec French speakers leave the English site, everyone else but them and French
    // speakers of unknown province leaves the French one.
    expect(moved).toBeGreaterThan(0);
  });
});
