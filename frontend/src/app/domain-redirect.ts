import type { Language } from '../lib/i18n/language';
import { isLocalHost, normalizeHost, type SiteHosts } from './site-config';

/**
 * localStorage key of the visitor's province (two-letter code such as `QC`), written by the location features
 * (onboarding, geolocation). Unset means "unknown".
 */
export const PROVINCE_STORAGE_KEY = 'weklean-province';

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
