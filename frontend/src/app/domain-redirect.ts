import type { Language } from '../lib/i18n/language';
import { browserStore } from '../lib/storage';
import { isLocalHost, normalizeHost, type SiteHosts } from './site-config';

/**
 * localStorage key of the visitor's province (two-letter code such as `QC`), written by the location features
 * (onboarding, geolocation). Unset means "unknown".
 */
export const PROVINCE_STORAGE_KEY = 'weklean-province';

/**
 * The two sites' hosts as the server writes them in the page (`<meta name="weklean-sites" content="<french> <english>">`,
 * from FRENCH_ORIGIN and ENGLISH_ORIGIN): null when they are not both configured, and the rule is then off.
 */
export function sitesFromMeta(content: string | null | undefined): SiteHosts | null {
  const [french, english, ...rest] = (content ?? '').trim().split(/\s+/);
  if (!french || !english || rest.length > 0 || french === english) return null;
  return { french: normalizeHost(french), english: normalizeHost(english) };
}

export type PageAddress = { protocol: string; hostname: string; pathname: string; search: string; hash: string };

/**
 * SPEC section 1: a Quebec user whose language is French goes to the French domain; otherwise a user on the French
 * domain goes to the English domain. Path, query and hash are kept. Returns the address to go to, or null to stay.
 *
 * Choices where the spec is silent: nothing happens on local hosts or on hosts that are neither site (previews,
 * staging); an unknown province never pulls a visitor to the French domain and, alone, never pushes a French
 * speaker off it.
 */
export function domainRedirectTarget(input: {
  address: PageAddress;
  language: Language;
  province: string | null;
  hosts: SiteHosts;
}): string | null {
  const { address, language, hosts } = input;
  if (isLocalHost(address.hostname)) return null;
  const host = normalizeHost(address.hostname);
  const onFrench = host === hosts.french;
  if (!onFrench && host !== hosts.english) return null;

  const province = input.province?.trim().toUpperCase() || null;
  const quebecFrench = language === 'fr' && province === 'QC';
  const keepOnFrench = language === 'fr' && (province === null || province === 'QC');

  let target: string | null = null;
  if (quebecFrench && !onFrench) target = hosts.french;
  else if (onFrench && !keepOnFrench) target = hosts.english;
  if (target === null) return null;
  return `${address.protocol}//${target}${address.pathname}${address.search}${address.hash}`;
}

/**
 * SPEC 1's domain rule for this page: on when the server names both sites (FRENCH_ORIGIN and ENGLISH_ORIGIN
 * configured), with the province stored on this device (the signed-in person's, written by `rememberProvince`).
 */
export function redirectTarget(language: Language): string | null {
  const hosts = sitesFromMeta(document.querySelector('meta[name="weklean-sites"]')?.getAttribute('content'));
  if (hosts === null) return null;
  return domainRedirectTarget({ address: window.location, language, province: browserStore('local').getItem(PROVINCE_STORAGE_KEY), hosts });
}

/** Keeps the signed-in person's province on this device, so that the rule applies from the next page on. */
export function rememberProvince(province: string | undefined): void {
  if (province) browserStore('local').setItem(PROVINCE_STORAGE_KEY, province);
}
