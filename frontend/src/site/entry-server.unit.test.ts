import { describe, expect, it } from 'vitest';
import type { Language } from '../lib/i18n/language';
import { renderSitePage, siteDataUrls, type SiteRequest } from './entry-server';

// The catalogues as the server reads them (domain/locales), through the bundler: frontend code has no file system.
const catalogues = import.meta.glob<Record<string, unknown>>('../../../domain/locales/*/*.json', { eager: true, import: 'default' });
const catalogue = (language: Language, namespace: string) => catalogues[`../../../domain/locales/${language}/${namespace}.json`] ?? {};

const request = (overrides: Partial<SiteRequest>): SiteRequest => ({
  path: '/pricing',
  search: '',
  host: 'localhost:3000',
  languageCookie: undefined,
  themeCookie: undefined,
  browserLanguage: undefined,
  catalogue,
  answers: {},
  ...overrides,
});

describe('the public pages the server draws', () => {
  it('draws /pricing whole for a visitor: its heading, the prices, the header and the footer with the sign-up', () => {
    const page = renderSitePage(request({}))!;
    expect(page.lang).toBe('fr-CA');
    expect(page.html).toContain('<h1 class="wk-title page-hero-title">Les prix</h1>');
    expect(page.html).toMatch(/25,00\s\$\/h/);
    expect(page.html).toContain('Weklean Québec');
    expect(page.html).toMatch(/<footer class="app-footer">[\s\S]*Infolettre[\s\S]*Version bêta 0\.92\.12/);
    expect(page.html).not.toMatch(/class="[^"]*\bant-/); // nothing of antd
    expect(page.html).not.toMatch(/\b\w+:[a-z]+\.[\w.]+\b(?=<)/); // no raw translation key
  });

  it('speaks the brand language on the Quebec brand whatever the browser says, the chosen one elsewhere', () => {
    expect(renderSitePage(request({ browserLanguage: 'en-US', languageCookie: 'en' }))!.lang).toBe('fr-CA');
    const english = renderSitePage(request({ host: 'weklean.com', browserLanguage: 'fr-CA', languageCookie: 'en' }))!;
    expect(english.lang).toBe('en-CA');
    expect(english.html).toContain('>Pricing</h1>');
    expect(renderSitePage(request({ host: 'weklean.com', browserLanguage: 'fr-CA' }))!.lang).toBe('fr-CA');
    expect(renderSitePage(request({ host: 'weklean.com', browserLanguage: 'de-DE' }))!.lang).toBe('fr-CA');
  });

  it('draws the brand of the sites the server names (FRENCH_ORIGIN, ENGLISH_ORIGIN) over the build’s hosts, as the browser does', () => {
    const sites = { french: 'fr.example.org', english: 'WWW.en.example.org:443' };
    const french = renderSitePage(request({ host: 'fr.example.org', sites, browserLanguage: 'en-US', languageCookie: 'en' }))!;
    expect(french.lang).toBe('fr-CA');
    expect(french.data).toMatchObject({ brandId: 'quebec', language: 'fr' });
    expect(french.html).toContain('Weklean Québec');
    const english = renderSitePage(request({ host: 'en.example.org', sites, languageCookie: 'en' }))!;
    expect(english.data).toMatchObject({ brandId: 'canada', language: 'en' });
    // The build's French host is neither of the named sites: the other brand, as the browser would draw it.
    expect(renderSitePage(request({ host: 'weklean.ca', sites, languageCookie: 'en' }))!.data).toMatchObject({ brandId: 'canada' });
    // Local hosts stay French, and without named sites the build's hosts decide.
    expect(renderSitePage(request({ host: 'localhost:3000', sites, languageCookie: 'en' }))!.data).toMatchObject({ brandId: 'quebec' });
    expect(renderSitePage(request({ host: 'weklean.ca', sites: null, languageCookie: 'en' }))!.data).toMatchObject({ brandId: 'quebec' });
  });

  it('draws the theme of the cookie, with the three themes’ colours from the app’s antd configuration', () => {
    const page = renderSitePage(request({ themeCookie: 'dark' }))!;
    expect(page.theme).toBe('dark');
    expect(page.html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="dark"/);
    expect(page.css).toMatch(/:root\[data-theme=default\]\{[^}]*--ant-color-primary:#0f766e/);
    // The dark algorithm derives its own primary from #2dd4bf, as antd does for the app's pages.
    expect(page.css).toMatch(/:root\[data-theme=dark\]\{[^}]*--ant-color-primary:#29b7a5[^}]*--ant-button-primary-color:#0d1413/);
    expect(page.css).toMatch(/:root\[data-theme=bright\]\{[^}]*--wk-header-bg:#f0f9ff/);
    expect(renderSitePage(request({ themeCookie: 'neon' }))!.theme).toBe('default');
  });

  it('hands the page the catalogues it was drawn with, and draws nothing for a path it does not own', () => {
    const page = renderSitePage(request({}))!;
    expect(Object.keys(page.data.resources).sort()).toEqual(['common', 'consent', 'errors', 'newsletter', 'public-pages', 'vocabulary']);
    expect(page.data).toMatchObject({ path: '/pricing', brandId: 'quebec', language: 'fr', theme: 'default' });
    expect(renderSitePage(request({ path: '/faq' }))).toBeNull();
    expect(renderSitePage(request({ path: '/pricing/' }))).toBeNull();
    expect(renderSitePage(request({ path: '/__proto__' }))).toBeNull();
  });

  it('draws the home with the cleaners the API gave, popular without those recommended, under its hooks’ keys', () => {
    const urls = siteDataUrls('/');
    expect(urls).toEqual(['/api/cleaners/recommended?limit=8', '/api/cleaners/popular?limit=16']);
    const card = {
      slug: 'amelie-m-1', name: 'Amélie M.', city: 'Laval', avatarUrl: null, verified: true, rating: 4.8, reviewCount: 12,
      yearsOfExperience: 6, hourlyRateCents: 3200, fromPriceCents: null, availabilityLabel: 'available', ecoCertified: true,
      petsTolerated: [], languages: ['fr'], whyListed: null,
    };
    const other = { ...card, slug: 'bruno-t-2', name: 'Bruno T.', hourlyRateCents: 4100 };
    const answers = { [urls[0]!]: { items: [card] }, [urls[1]!]: { items: [card, other] } };
    const page = renderSitePage(request({ path: '/', answers }))!;
    expect(page.html).toContain('<h1 id="home-hero-title" class="wk-title page-hero-title">Trouvez un nettoyeur de confiance près de chez vous</h1>');
    // Amélie is recommended, so popular shows only Bruno: each profile is linked once, each row named by its heading.
    expect(page.html.match(/href="\/cleaners\/amelie-m-1"/g)).toHaveLength(1);
    expect(page.html.match(/href="\/cleaners\/bruno-t-2"/g)).toHaveLength(1);
    expect(page.html).toMatch(/32,00\s\$\/h/);
    expect(page.html).toContain('aria-labelledby="home-popular-title"');
    // One field for a city: the hero's.
    expect(page.html.match(/role="combobox"/g)).toHaveLength(1);
    // No hole for a cleaner without a photo: initials.
    expect(page.html).toMatch(/class="wk-avatar"[^>]*>AM</);
    expect(page.data.fallback).toEqual({ [`@"${urls[0]!}",null,`]: [card], [urls[1]!]: [card, other] });
    expect(Object.keys(page.data.resources)).toEqual(expect.arrayContaining(['home', 'cleaners']));
    expect(siteDataUrls('/pricing')).toEqual([]);
    expect(siteDataUrls('/nowhere')).toEqual([]);
  });

  it("draws /cleaners from the address's search, and a profile from its slug, but not /cleaners/join", () => {
    expect(siteDataUrls('/cleaners', '?city=laval&availableSoon=true&page=2')).toEqual([
      '/api/cleaners?city=laval&availableSoon=true&sort=recommended&page=2&pageSize=12',
      '/api/places/cities/laval',
    ]);
    const list = renderSitePage(
      request({ path: '/cleaners', search: '?city=laval', answers: { '/api/cleaners?city=laval&sort=recommended&page=1&pageSize=12': { items: [], total: 0 } } }),
    )!;
    expect(list.html).toContain('<h1 class="wk-title">Trouver un nettoyeur</h1>');
    expect(list.html).toContain('Aucun nettoyeur dans cette ville');
    expect(list.data.fallback).toEqual({ '/api/cleaners?city=laval&sort=recommended&page=1&pageSize=12': { items: [], total: 0 } });

    expect(siteDataUrls('/cleaners/amelie-m-1')).toEqual(['/api/cleaners/amelie-m-1', '/api/cleaners/amelie-m-1/reviews']);
    expect(siteDataUrls('/cleaners/%E0')).toEqual([]);
    expect(renderSitePage(request({ path: '/cleaners/join' }))).toBeNull();
    expect(renderSitePage(request({ path: '/cleaners/a/b' }))).toBeNull();
    // Without its data the profile is drawn loading; the page asks once hydrated.
    expect(renderSitePage(request({ path: '/cleaners/amelie-m-1' }))!.html).toContain('aria-busy="true"');
  });
});
