import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPages } from '../src/site/server-pages';

const TEMPLATE = '<!doctype html><html lang="fr"><head><!--site-style--></head><body><div id="root"><!--site-html--></div><!--site-data--></body></html>';

// Stands for frontend/dist-server/entry-server.js: draws /pricing from the catalogue it is handed, echoes the request.
const ENTRY = `export const siteDataUrls = (path, search) => (path === '/pricing' ? ['/api/prices' + search] : []);
export function renderSitePage(request) {
  if (request.path !== '/pricing') return null;
  const title = request.catalogue('fr', 'public-pages').title;
  return { lang: 'fr-CA', theme: request.themeCookie ?? 'default', html: '<h1>' + title + '</h1>', css: ':root{--x:1}',
    data: { echo: '</script><script>alert(1)</script>', language: request.languageCookie ?? null, browser: request.browserLanguage ?? null, answers: request.answers, sites: request.sites } };
}`;

describe('the pages the server draws (bff/src/site/server-pages.ts)', () => {
  let root: string;
  let app: Hono;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await app.request(`http://localhost${path}`, { method, headers: { host: 'localhost', ...headers } });
    return response.text();
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'weklean-server-pages-'));
    for (const dir of ['dist', 'dist-server', 'locales/fr']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'dist/site.html'), TEMPLATE);
    writeFileSync(join(root, 'dist-server/entry-server.js'), ENTRY);
    writeFileSync(join(root, 'locales/fr/public-pages.json'), JSON.stringify({ title: 'Les prix' }));
    // The API as the page asks it: one address answers, any other fails (the page then asks once hydrated).
    const readApi = async (url: string) => {
      if (url !== '/api/prices') throw new Error('no such answer');
      return { basic: 25 };
    };
    const drawn = serverPages({ distDir: join(root, 'dist'), serverDir: join(root, 'dist-server'), localesDir: join(root, 'locales'), readApi });
    app = new Hono().all('*', async (c) => c.text((await drawn(c))?.html ?? 'THE APP'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fills site.html with the drawn page, its theme, its styles and its data for a visitor', async () => {
    const html = await get('/pricing', { cookie: 'weklean-theme=dark; weklean-lang=en', 'accept-language': 'en-CA,en;q=0.9' });
    expect(html).toContain('<html lang="fr-CA" data-theme="dark">');
    expect(html).toContain('<style>:root{--x:1}</style>');
    expect(html).toContain('<div id="root"><h1>Les prix</h1></div>');
    expect(html).toContain('"language":"en","browser":"en-CA"');
  });

  it("asks the API for the page's data and hands the answers to the page", async () => {
    expect(await get('/pricing')).toContain('"answers":{"/api/prices":{"basic":25}}');
    // With a query the page asks something else, which fails here: the page is drawn without it.
    expect(await get('/pricing?city=laval')).toContain('"answers":{}');
  });

  it('keeps the data from closing its script element', async () => {
    const html = await get('/pricing');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('leaves the app to someone with a session, to other paths and methods, and to an address carrying a toast', async () => {
    expect(await get('/pricing', { cookie: 'weklean_session=abc' })).toBe('THE APP');
    expect(await get('/faq')).toBe('THE APP');
    expect(await get('/pricing', {}, 'POST')).toBe('THE APP');
    expect(await get('/pricing?message=newsletter%3Aconfirmed')).toBe('THE APP');
    expect(await get('/pricing?error=x')).toBe('THE APP');
  });

  it('hands the page the two sites’ hosts when both origins are set, and none otherwise', async () => {
    expect(await get('/pricing')).toContain('"sites":null');
    const named = serverPages({
      distDir: join(root, 'dist'),
      serverDir: join(root, 'dist-server'),
      localesDir: join(root, 'locales'),
      siteOrigins: { french: 'https://fr.example.org', english: 'https://en.example.org:8443' },
    });
    const withSites = new Hono().all('*', async (c) => c.text((await named(c))?.html ?? 'THE APP'));
    expect(await (await withSites.request('http://localhost/pricing')).text()).toContain('"sites":{"french":"fr.example.org","english":"en.example.org"}');
    const half = serverPages({ distDir: join(root, 'dist'), serverDir: join(root, 'dist-server'), localesDir: join(root, 'locales'), siteOrigins: { french: 'https://fr.example.org', english: null } });
    const withHalf = new Hono().all('*', async (c) => c.text((await half(c))?.html ?? 'THE APP'));
    expect(await (await withHalf.request('http://localhost/pricing')).text()).toContain('"sites":null');
  });

  it('leaves every page to the app when the front end was built without its server part', async () => {
    const drawn = serverPages({ distDir: join(root, 'dist'), serverDir: join(root, 'nowhere'), localesDir: join(root, 'locales') });
    const bare = new Hono().all('*', async (c) => c.text((await drawn(c))?.html ?? 'THE APP'));
    expect(await (await bare.request('http://localhost/pricing')).text()).toBe('THE APP');
  });
});
