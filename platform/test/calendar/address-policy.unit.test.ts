import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/calendar/address-policy';

describe('addresses a calendar import may connect to', () => {
  it.each([
    '::ffff:7f00:1', '::ffff:127.0.0.1', '64:ff9b::7f00:1', '64:ff9b:1::1', '169.254.169.254', 'fe80::1', '224.0.0.1',
    '0.0.0.0', '100.64.0.1', '192.0.0.1', '198.18.0.1', '240.0.0.1', '255.255.255.255', '2001:db8::1', '::', '::1',
    'fc00::1', 'fd12::1', 'fec0::1', '2002:7f00:1::1', '2001::1', '10.0.0.1', '172.16.0.1', '192.168.1.1', '127.0.0.1',
    '203.0.113.5', 'ff02::1', 'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '142.250.64.78', '2606:4700:4700::1111', '2607:f8b0::1', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
