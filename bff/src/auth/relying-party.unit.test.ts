import { describe, expect, it } from 'vitest';
import { challengeOf, relyingPartyOf } from './relying-party';

describe('relyingPartyOf', () => {
  const party = relyingPartyOf({
    publicUrl: 'https://weklean.ca',
    publicOrigins: ['https://weklean.ca', 'https://www.weklean.ca/'],
    siteOrigins: { french: 'https://weklean.ca', english: 'https://weklean.com' },
  });

  it('expects every configured origin once, without a path', () => {
    expect(party.origins).toEqual(['https://weklean.ca', 'https://www.weklean.ca', 'https://weklean.com']);
    expect(party.rpIds).toEqual(['weklean.ca', 'www.weklean.ca', 'weklean.com']);
  });

  it('takes the RP id of the configured origin the browser is on', () => {
    expect(party.rpIdFor('https://weklean.com')).toBe('weklean.com');
    expect(party.rpIdFor('https://www.weklean.ca')).toBe('www.weklean.ca');
  });

  it('falls back on the public URL for an origin it does not know, or none', () => {
    expect(party.rpIdFor('https://evil.example')).toBe('weklean.ca');
    expect(party.rpIdFor('http://weklean.com')).toBe('weklean.ca');
    expect(party.rpIdFor('not a url')).toBe('weklean.ca');
    expect(party.rpIdFor(undefined)).toBe('weklean.ca');
  });

  it('works with the public URL alone (development)', () => {
    const local = relyingPartyOf({ publicUrl: 'http://localhost:3000', publicOrigins: [] });
    expect(local.origins).toEqual(['http://localhost:3000']);
    expect(local.rpIdFor('http://localhost:3000')).toBe('localhost');
  });
});

describe('challengeOf', () => {
  const encoded = (data: unknown) => Buffer.from(JSON.stringify(data)).toString('base64url');

  it('reads the challenge of a clientDataJSON', () => {
    expect(challengeOf(encoded({ type: 'webauthn.get', challenge: 'abcdefghijklmnopqrstuv', origin: 'https://weklean.ca' }))).toBe('abcdefghijklmnopqrstuv');
  });

  it('answers null for anything else', () => {
    expect(challengeOf('')).toBeNull();
    expect(challengeOf('%%%')).toBeNull();
    expect(challengeOf(encoded(['challenge']))).toBeNull();
    expect(challengeOf(encoded({ challenge: 42 }))).toBeNull();
    expect(challengeOf(encoded({ challenge: 'short' }))).toBeNull();
    expect(challengeOf(encoded({ challenge: 'has spaces and is long enough' }))).toBeNull();
    expect(challengeOf(Buffer.from('not json').toString('base64url'))).toBeNull();
  });
});
