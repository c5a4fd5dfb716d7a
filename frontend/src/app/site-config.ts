/**
 * The two sites of the product (SPEC section 1), chosen by host name.
 *
 * - `VITE_FRENCH_HOST` (default `weklean.ca`): the main Canadian French host. It and local hosts (localhost,
 *   *.localhost, 127.0.0.1, ::1) show the French brand with the interface forced to French.
 * - `VITE_ENGLISH_HOST` (default `weklean.com`): the English host; every host that is neither shows this brand.
 *
 * Both defaults are placeholders until the real domains are settled; set the variables at build time (Vite inlines
 * `import.meta.env`). A local host named in `VITE_ENGLISH_HOST` shows the English brand, which is how to try the
 * English interface locally (e.g. `VITE_ENGLISH_HOST=127.0.0.1`).
 */
export type SiteHosts = { french: string; english: string };
export type BrandId = 'quebec' | 'canada';
export type Brand = { id: BrandId; name: string; forceFrench: boolean };

export const DEFAULT_HOSTS: SiteHosts = { french: 'weklean.ca', english: 'weklean.com' };

export const brands: Record<BrandId, Brand> = {
  quebec: { id: 'quebec', name: 'Weklean Québec', forceFrench: true },
  canada: { id: 'canada', name: 'Weklean', forceFrench: false },
};

/** Lower case, no trailing dot, no `www.`, no port. */
export function normalizeHost(host: string): string {
  const bare = host.trim().toLowerCase().replace(/\.$/, '');
  const withoutPort = bare.startsWith('[') ? bare.replace(/^(\[[^\]]*\]).*$/, '$1') : bare.replace(/:\d+$/, '');
  return withoutPort.replace(/^www\./, '');
}

export function readSiteHosts(env: { VITE_FRENCH_HOST?: string; VITE_ENGLISH_HOST?: string }): SiteHosts {
  const pick = (value: string | undefined, fallback: string) =>
    value !== undefined && value.trim() !== '' ? normalizeHost(value) : fallback;
  return { french: pick(env.VITE_FRENCH_HOST, DEFAULT_HOSTS.french), english: pick(env.VITE_ENGLISH_HOST, DEFAULT_HOSTS.english) };
}

export function isLocalHost(hostname: string): boolean {
  const host = normalizeHost(hostname);
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function brandForHost(hostname: string, hosts: SiteHosts): Brand {
  const host = normalizeHost(hostname);
  if (host === hosts.english) return brands.canada;
  return host === hosts.french || isLocalHost(host) ? brands.quebec : brands.canada;
}

export const siteHosts: SiteHosts = readSiteHosts(import.meta.env);
