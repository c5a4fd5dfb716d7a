import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { brandForHost, normalizeHost, siteHosts, type SiteHosts } from '../app/site-config';
import { parseTheme } from '../app/theme/theme-name';
import { addElisionFormatters } from '../lib/i18n/elision';
import { detectPreferredLanguage, interfaceLanguage, type Language } from '../lib/i18n/language';
import { SiteApp } from './site-app';
import type { SiteData } from './site-data';
import { FRAME_NAMESPACES, sitePageAt } from './site-pages';
import { themeTokensCss } from './theme-tokens';

export type SiteRequest = {
  path: string;
  /** The query, `?…` or empty: a page may read it (the search's criteria on /cleaners). */
  search: string;
  host: string;
  /**
   * The two sites' hosts as the server names them (FRENCH_ORIGIN and ENGLISH_ORIGIN), null or absent when it does not
   * name both: the build's then (VITE_FRENCH_HOST, VITE_ENGLISH_HOST). The page's script draws its brand by the same
   * (`<meta name="weklean-sites">`, app/current-site.ts), so the drawn page and the app after it agree.
   */
  sites?: SiteHosts | null;
  /** The `weklean-lang` and `weklean-theme` cookies (lib/preference-cookie.ts), when sent. */
  languageCookie: string | undefined;
  themeCookie: string | undefined;
  /** The first language of Accept-Language: what the browser's `navigator.language` would say. */
  browserLanguage: string | undefined;
  /** A namespace's catalogue (domain/locales/{language}/{namespace}.json). */
  catalogue: (language: Language, namespace: string) => Record<string, unknown>;
  /** The API's answers to `siteDataUrls(path)`, by URL; a missing one is fetched by the page once hydrated. */
  answers: Readonly<Record<string, unknown>>;
};

/** The API addresses a page reads as it is first drawn, for the server to ask before drawing it (site-pages.tsx). */
export function siteDataUrls(path: string, search = ''): string[] {
  return (sitePageAt(path)?.data?.(new URLSearchParams(search), path) ?? []).map((request) => request.url);
}

export type SitePage = {
  /** `<html lang>` and `data-theme`. */
  lang: string;
  theme: string;
  /** The page inside #root. */
  html: string;
  /** For the page's script: what it was drawn with. */
  data: SiteData;
  /** The themes' custom properties, for a `<style>` in the head. */
  css: string;
};

/**
 * Draws a public page for a visitor (site-pages.ts), or null when the path is not one of them. The language is the
 * brand's (French on the Quebec brand), else the visitor's choice (cookie), else the browser's, as the app decides it.
 */
export function renderSitePage(request: SiteRequest): SitePage | null {
  const page = sitePageAt(request.path);
  if (page === null) return null;
  const hosts = request.sites ? { french: normalizeHost(request.sites.french), english: normalizeHost(request.sites.english) } : siteHosts;
  const brand = brandForHost(request.host, hosts);
  const language = interfaceLanguage(detectPreferredLanguage(request.languageCookie ?? null, request.browserLanguage), brand.forceFrench);
  const theme = parseTheme(request.themeCookie);
  const namespaces = [...FRAME_NAMESPACES, ...page.namespaces];
  const resources = Object.fromEntries(namespaces.map((namespace) => [namespace, request.catalogue(language, namespace)]));

  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: language,
    resources: { [language]: resources },
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  addElisionFormatters(i18n.services.formatter);

  const fallback: Record<string, unknown> = {};
  for (const wanted of page.data?.(new URLSearchParams(request.search), request.path) ?? []) {
    if (!Object.hasOwn(request.answers, wanted.url)) continue;
    const answer = request.answers[wanted.url];
    fallback[unstable_serialize(wanted.key)] = wanted.pick ? wanted.pick(answer) : answer;
  }
  const data: SiteData = { path: request.path, brandId: brand.id, language, theme, resources, fallback };
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={`${request.path}${request.search}`}>
        <SiteApp data={data} Page={page.Page} />
      </StaticRouter>
    </I18nextProvider>,
  );
  return { lang: language === 'fr' ? 'fr-CA' : 'en-CA', theme, html, data, css: themeTokensCss() };
}
