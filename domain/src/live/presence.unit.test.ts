import { describe, expect, it } from 'vitest';
import { chosenPresenceOf, counterpartOf, presenceOf } from './presence';

describe('a person’s presence, from their open sockets and their punch-in', () => {
  it('is offline without any open socket, even punched in', () => {
    expect(presenceOf([], false)).toBe('offline');
    expect(presenceOf([], true)).toBe('offline');
  });

  it('is online while one screen is in use, even when others are idle', () => {
    expect(presenceOf(['online'], false)).toBe('online');
    expect(presenceOf(['away', 'online', 'away'], false)).toBe('online');
  });

  it('is away once every open screen is idle or hidden', () => {
    expect(presenceOf(['away'], false)).toBe('away');
    expect(presenceOf(['away', 'away'], false)).toBe('away');
  });

  it('is busy while punched in on a booking, whatever the screens say', () => {
    expect(presenceOf(['online'], true)).toBe('busy');
    expect(presenceOf(['away'], true)).toBe('busy');
  });

  it('is busy when one screen set it, over online and away', () => {
    expect(presenceOf(['online', 'busy'], false)).toBe('busy');
    expect(presenceOf(['away', 'busy'], false)).toBe('busy');
  });
});

describe('what a screen says of its person', () => {
  it('says online in use, away idle or hidden, busy when chosen (idle or not)', () => {
    expect(chosenPresenceOf({ busy: false, idle: false })).toBe('online');
    expect(chosenPresenceOf({ busy: false, idle: true })).toBe('away');
    expect(chosenPresenceOf({ busy: true, idle: false })).toBe('busy');
    expect(chosenPresenceOf({ busy: true, idle: true })).toBe('busy');
  });
});

describe('the other person of a booking', () => {
  const booking = { clientId: 'client', cleanerId: 'cleaner' };
  it('is the cleaner for the client, the client for the cleaner, nobody for a stranger', () => {
    expect(counterpartOf(booking, 'client')).toBe('cleaner');
    expect(counterpartOf(booking, 'cleaner')).toBe('client');
    expect(counterpartOf(booking, 'stranger')).toBeNull();
  });
});
