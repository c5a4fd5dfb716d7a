import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Language } from '@weklean/domain';
import { SESSION_COOKIE } from '../auth/sessions';
import { siteHostsOf, type SiteOrigins } from './site';

/** frontend/src/site/entry-server.tsx's contract, as built into frontend/dist-server/entry-server.js. */
type SiteRequest = {
  path: string;
  search: string;
  host: string;
  sites: { french: string; english: string } | null;
  languageCookie: string | undefined;
  themeCookie: string | undefined;
  browserLanguage: string | undefined;
  catalogue: (language: Language, namespace: string) => Record<string, unknown>;
  answers: Readonly<Record<string, unknown>>;
};
type SitePage = { lang: string; theme: string; html: string; data: unknown; css: string };
type SiteModule = { renderSitePage: (request: SiteRequest) => SitePage | null; siteDataUrls: (path: string, search: string) => string[] };

/** Asks the app's own API, as this visitor would (their host and language, no session), for a page's data. */
export type ApiReader = (url: string, c: Context) => Promise<unknown>;

export type ServerPage = { html: string; lang: string };

/** JSON inside a `<script>` element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * The public pages the server draws for a visitor (issue 17): frontend/src/site renders them to HTML with React on
 * the server, in the visitor's language and theme, into dist/site.html, whose small script hydrates them. Someone
 * with a session cookie gets the app instead (their header, their data), as does every path the site does not draw.
 * Without the server build (frontend/dist-server) every page is the app's, as before.
 */
export function serverPages(options: {
  distDir: string;
  serverDir: string;
  localesDir: string;
  readApi?: ApiReader;
  /**
   * The French and English sites' origins (FRENCH_ORIGIN, ENGLISH_ORIGIN): the brand of a page is drawn by their hosts
   * when both are set, as the page's script decides it, else by the hosts the front end was built with.
   */
  siteOrigins?: SiteOrigins;
}) {
  // The same hosts as the page's `<meta name="weklean-sites">`, by which its script draws the brand once hydrated.
  const sites = options.siteOrigins ? siteHostsOf(options.siteOrigins) : null;
  const entry = join(options.serverDir, 'entry-server.js');
  const template = join(options.distDir, 'site.html');
  let site: Promise<SiteModule | null> | null = null;
  const load = () => (site ??= existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<SiteModule>) : Promise.resolve(null));

  /** The answers the page needs; one that fails is left out (the page asks for it itself once hydrated). */
  const answersFor = async (urls: readonly string[], c: Context): Promise<Record<string, unknown>> => {
    if (options.readApi === undefined) return {};
    const reader = options.readApi;
    const answers = await Promise.all(urls.map((url) => reader(url, c).then((answer) => [url, answer] as const, () => null)));
    return Object.fromEntries(answers.filter((entry) => entry !== null));
  };

  const catalogues = new Map<string, Record<string, unknown>>();
  const catalogue = (language: Language, namespace: string): Record<string, unknown> => {
    const key = `${language}/${namespace}`;
    let found = catalogues.get(key);
    if (found === undefined) {
      if (!/^[a-z-]+$/.test(namespace)) throw new Error(`not a namespace: ${namespace}`);
      found = JSON.parse(readFileSync(join(options.localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
      catalogues.set(key, found);
    }
    return found;
  };

  return async (c: Context): Promise<ServerPage | null> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
    if (getCookie(c, SESSION_COOKIE) !== undefined) return null;
    // A toast carried by the address (`?message=`, `?error=`: a confirmed sign-up, a verified e-mail) is the app's to
    // show (SPEC section 2): such an arrival gets the app.
    if (c.req.query('message') !== undefined || c.req.query('error') !== undefined) return null;
    const module = await load();
    if (module === null || !existsSync(template)) return null;
    const search = new URL(c.req.url).search;
    const urls = module.siteDataUrls(c.req.path, search);
    const page = module.renderSitePage({
      path: c.req.path,
      search,
      host: c.req.header('host') ?? '',
      sites,
      languageCookie: getCookie(c, 'weklean-lang'),
      themeCookie: getCookie(c, 'weklean-theme'),
      browserLanguage: c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim(),
      catalogue,
      answers: urls.length === 0 ? {} : await answersFor(urls, c),
    });
    if (page === null) return null;
    const source = await readFile(template, 'utf8');
    const html = source
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" data-theme="${page.theme}">`)
      .replace('<!--site-style-->', `<style>${page.css}</style>`)
      .replace('<!--site-html-->', () => page.html)
      .replace('<!--site-data-->', () => `<script type="application/json" id="site-data">${scriptJson(page.data)}</script>`);
    return { html, lang: page.lang };
  };
}
