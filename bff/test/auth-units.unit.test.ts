import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/auth/passwords';
import { pickLanguage } from '../src/i18n/server-i18n';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['fr-CA', 'fr'],
    ['de-DE,de;q=0.9', 'fr'],
    ['de,en;q=0.5', 'en'],
    ['en;q=0.2,fr;q=0.9', 'fr'],
    ['en;q=0', 'fr'],
  ])('reads %s as %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('password hashing', () => {
  it('hashes with the production cost (scrypt N=2^17, r=8, p=1) and verifies', async () => {
    const hasher = createPasswordHasher(17);
    const hash = await hasher.hash('un mot de passe é');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await hasher.verify('un mot de passe é', hash)).toBe(true);
    expect(await hasher.verify('un mot de passe e', hash)).toBe(false);
    // Three production-cost hashes: about a second on an idle machine, several while an app starts beside it.
  }, 30_000);

  it('verifies a hash made with another cost, and refuses a malformed one', async () => {
    const old = await createPasswordHasher(12).hash('ancien');
    expect(await createPasswordHasher(17).verify('ancien', old)).toBe(true);
    expect(await createPasswordHasher(17).verify('ancien', 'md5$abc')).toBe(false);
  });
});
