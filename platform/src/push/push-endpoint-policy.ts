import { isIP } from 'node:net';

/**
 * Names that are not on the public DNS (RFC 6761, RFC 6762, RFC 8375, RFC 7686, and common private suffixes): a
 * push endpoint there would have the server call into its own network.
 */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'test', 'example', 'invalid', 'onion', 'arpa'];

/**
 * Whether the server may deliver to a push endpoint (docs/api/push.md): by default an https URL on the default port
 * whose host is a public DNS name (no IP literal, no single label, no private suffix); an origin of
 * PUSH_ALLOWED_ORIGINS is accepted as it is (tests, a local push service). Where the name resolves is checked again
 * at each delivery (workers' push sender, through the calendar imports' guarded lookup: DNS rebinding gets nowhere).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host) !== 0) return false;
  const labels = host.split('.');
  const top = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(top)) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
