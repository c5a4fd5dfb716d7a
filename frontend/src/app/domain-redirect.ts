import { LANGUAGE_STORAGE_KEY, normalizeLanguage, type Language } from '../lib/i18n/language';
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

/**
 * The two sites for this page: as the server names them (FRENCH_ORIGIN and ENGLISH_ORIGIN, the same that turn the
 * domain rule on and that the server draws its pages' brand by), else the build's (VITE_FRENCH_HOST, VITE_ENGLISH_HOST).
 */
export function pageSiteHosts(metaContent: string | null | undefined, built: SiteHosts): SiteHosts {
  return sitesFromMeta(metaContent) ?? built;
}

export type PageAddress = { protocol: string; hostname: string; pathname: string; search: string; hash: string };

/**
 * The query parameter that carries the person's language to the other site: each site keeps its own choice (its own
 * storage), and SPEC 1 sends a French speaker outside Quebec to the English site in French.
 */
export const LANGUAGE_HANDOFF_PARAM = 'lang';

/** The query with the hand-off appended: the rest is kept as written (not re-encoded). */
function withLanguage(search: string, language: Language): string {
  const query = search.replace(/^\?/, '');
  return `?${query}${query === '' ? '' : '&'}${LANGUAGE_HANDOFF_PARAM}=${language}`;
}

/**
 * On arrival from the other site: the language it handed over (the last `lang` parameter, when it names one), and the
 * query without that parameter, the rest as written. No hand-off: no language, the query unchanged.
 */
export function takeLanguageHandOff(search: string): { language: Language | null; search: string } {
  const parts = search.replace(/^\?/, '').split('&');
  const index = parts.findLastIndex((part) => part.split('=')[0] === LANGUAGE_HANDOFF_PARAM);
  const language = index === -1 ? null : normalizeLanguage(decodeURIComponent(parts[index]!.slice(LANGUAGE_HANDOFF_PARAM.length + 1)));
  if (language === null) return { language: null, search };
  const rest = parts.filter((_, at) => at !== index).join('&');
  return { language, search: rest === '' ? '' : `?${rest}` };
}

/**
 * SPEC section 1: a Quebec user whose language is French goes to the French domain; otherwise a user on the French
 * domain goes to the English domain, a French speaker keeping French there (issue 33). Path, query and hash are kept;
 * the language goes along as `lang`, which the page it lands on takes out of the address (`adoptHandedOffLanguage`).
 * Returns the address to go to, or null to stay.
 *
 * Choices where the spec is silent: nothing happens on local hosts or on hosts that are neither site (previews,
 * staging); an unknown province never pulls a visitor to the French domain and, alone, never pushes a French
 * speaker off it (docs/decisions.md, "The domain rule runs in the browser").
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
  return `${address.protocol}//${target}${address.pathname}${withLanguage(address.search, language)}${address.hash}`;
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

/**
 * On arrival from the other site, before the language is detected: the language it handed over becomes this site's
 * choice (as if picked here), and leaves the address bar, which shows the path and query the person asked for.
 */
export function adoptHandedOffLanguage(): void {
  const { pathname, search, hash } = window.location;
  const handOff = takeLanguageHandOff(search);
  if (handOff.language === null) return;
  browserStore('local').setItem(LANGUAGE_STORAGE_KEY, handOff.language);
  window.history.replaceState(window.history.state, '', `${pathname}${handOff.search}${hash}`);
}

/** Keeps the signed-in person's province on this device, so that the rule applies from the next page on. */
export function rememberProvince(province: string | undefined): void {
  if (province) browserStore('local').setItem(PROVINCE_STORAGE_KEY, province);
}
