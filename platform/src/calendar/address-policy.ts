import ipaddr from 'ipaddr.js';

/**
 * Which addresses a server-side fetch for a user (a calendar import) may connect to: globally routable unicast only.
 * An allow-list, not a list of private ranges: ipaddr.js classifies the special ranges (loopback, private, link-local
 * and its cloud metadata address, carrier-grade NAT, multicast, broadcast, reserved, 6to4, Teredo, NAT64, …); IPv6
 * must also be in 2000::/3, the only block handed out as global unicast (this leaves out site-local fec0::/10,
 * unique-local fc00::/7, 64:ff9b:1::/48 and the rest); an IPv4-mapped address (::ffff:a.b.c.d) is judged as its IPv4.
 */

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** IPv4 blocks that ipaddr.js reads as unicast but that are not on the public internet. */
const NOT_PUBLIC_V4 = [
  '0.0.0.0/8',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
].map((cidr) => ipaddr.parseCIDR(cidr));

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv6') return (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6 as [ipaddr.IPv6, number]);
  return !NOT_PUBLIC_V4.some((cidr) => (parsed as ipaddr.IPv4).match(cidr as [ipaddr.IPv4, number]));
}
