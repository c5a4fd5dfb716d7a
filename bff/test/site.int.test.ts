import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@weklean/platform';
import { cleanerSearch, createProjectionRunner } from '@weklean/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCleaner } from './support/cleaners';
import { createTestApp, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-20T15:00:00Z');
const FR = 'https://weklean.test';
const EN = 'https://weklean-en.test';
const INDEX = '<!doctype html><html lang="fr"><head><meta charset="UTF-8"><title>Weklean</title></head><body><div id="root"></div></body></html>';

const distWith = (html: string) => {
  const dist = mkdtempSync(join(tmpdir(), 'weklean-site-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  return dist;
};

async function withCleaners(t: TestApp) {
  const admin = randomUUID();
  await createCleaner(t.store, { name: 'Amélie M.', city: 'trois-rivieres', serviceTypes: ['basic'] }, NOW, admin);
  await createCleaner(t.store, { name: '<script>alert(1)</script> & "Zoé"', city: 'laval', serviceTypes: ['basic'] }, NOW, admin);
  await createCleaner(t.store, { name: 'Émile S.', city: 'montreal', serviceTypes: ['basic'], verified: false }, NOW, admin);
  const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch], logger: createLogger({ level: 'error', json: true }) });
  runner.start();
  await waitForProjection(t.sql, cleanerSearch);
  await runner.stop();
  return (await t.sql<{ slug: string; display_name: string }[]>`select slug, display_name from cleaner_profiles order by display_name`);
}

describe('the public site with both origins configured', () => {
  let t: TestApp;
  let dist: string;
  let slugs: Map<string, string>;
  beforeAll(async () => {
    dist = distWith(INDEX);
    t = await createTestApp('site', { clock: () => NOW, frontendDist: dist, siteOrigins: { french: FR, english: EN } });
    slugs = new Map((await withCleaners(t)).map((row) => [row.display_name, row.slug]));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const page = async (path: string, host = 'weklean.test') => {
    const response = await t.app.request(`http://${host}${path}`, { headers: { host } });
    return { status: response.status, html: await response.text() };
  };

  it('gives /pricing its own title, description, canonical, hreflang alternates and Open Graph, in French on the French host', async () => {
    const { status, html } = await page('/pricing');
    expect(status).toBe(200);
    expect(html).toContain('<title>Prix et frais | Weklean Québec</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Les tarifs du ménage[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="${FR}/pricing">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${FR}/pricing">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-CA" href="${EN}/pricing">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${FR}/pricing">`);
    expect(html).toContain('<meta property="og:locale" content="fr_CA">');
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).not.toContain('noindex');
  });

  it('speaks English on the English host', async () => {
    const { html } = await page('/pricing', 'weklean-en.test');
    expect(html).toContain('<title>Prices and fees | Weklean</title>');
    expect(html).toContain(`<link rel="canonical" href="${EN}/pricing">`);
    expect(html).toContain('<meta property="og:locale" content="en_CA">');
  });

  it("gives a cleaner's profile the name and city in its title, and escapes a name with markup", async () => {
    const amelie = await page(`/cleaners/${slugs.get('Amélie M.')}`);
    expect(amelie.html).toContain('<title>Amélie M. — ménage à Trois-Rivières | Weklean Québec</title>');
    expect(amelie.html).toContain(`<link rel="canonical" href="${FR}/cleaners/${slugs.get('Amélie M.')}">`);
    expect(amelie.html).toContain('<meta property="og:type" content="profile">');
    const odd = await page(`/cleaners/${slugs.get('<script>alert(1)</script> & "Zoé"')}`);
    expect(odd.html).not.toContain('<script>alert');
    expect(odd.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Zoé&quot; — ménage à Laval');
  });

  it('serves an unknown or unverified cleaner the page with a generic title and noindex', async () => {
    for (const slug of ['nobody-123456', slugs.get('Émile S.')!]) {
      const { status, html } = await page(`/cleaners/${slug}`);
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('titles city and region pages', async () => {
    expect((await page('/city/trois-rivieres')).html).toContain('<title>Ménage à Trois-Rivières | Weklean Québec</title>');
    expect((await page('/region/montreal', 'weklean-en.test')).html).toContain('<title>House cleaning in Montreal | Weklean</title>');
  });

  it('leaves the signed-in pages without public head tags', async () => {
    const { html } = await page('/bookings');
    expect(html).toContain('<title>Weklean</title>');
    expect(html).not.toContain('canonical');
  });

  it('lists public pages, verified cleaners, cities and regions in sitemap.xml with hreflang alternates', async () => {
    const response = await t.app.request(`${FR}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${FR}/pricing</loc>`);
    expect(xml).toContain(`<loc>${EN}/pricing</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${EN}/cleaners/${slugs.get('Amélie M.')}"/>`);
    expect(xml).toContain(`<loc>${FR}/region/estrie</loc>`);
    expect(xml).toContain(`<loc>${FR}/city/trois-rivieres</loc>`);
    expect(xml).not.toContain(slugs.get('Émile S.')!);
    expect(xml).not.toContain('/admin');
  });

  it('keeps search engines out of the signed-in app in robots.txt and points at the sitemap', async () => {
    const robots = await (await t.app.request(`${EN}/robots.txt`, { headers: { host: 'weklean-en.test' } })).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /bookings');
    expect(robots).toContain(`Sitemap: ${EN}/sitemap.xml`);
  });

  it('serves the installable app\'s manifest in the language of each host, with its icons and the root as start', async () => {
    const manifest = async (host: string) => {
      const response = await t.app.request(`http://${host}/manifest.webmanifest`, { headers: { host } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/manifest+json');
      return (await response.json()) as { name: string; short_name: string; lang: string; start_url: string; scope: string; display: string; icons: { sizes: string; purpose: string }[] };
    };
    const french = await manifest('weklean.test');
    expect(french).toMatchObject({ name: 'Weklean Québec', lang: 'fr-CA', start_url: '/', scope: '/', display: 'standalone' });
    const english = await manifest('weklean-en.test');
    expect(english).toMatchObject({ name: 'Weklean', lang: 'en-CA', start_url: '/' });
    expect(english.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('lets the pages use their service worker and manifest (CSP), and has the worker checked for a new version on each visit', async () => {
    writeFileSync(join(dist, 'sw.js'), "self.addEventListener('fetch', () => undefined);\n");
    const worker = await t.app.request('http://weklean.test/sw.js', { headers: { host: 'weklean.test' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = (await t.app.request('http://weklean.test/pricing', { headers: { host: 'weklean.test' } })).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('the public site without origins configured', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = distWith(INDEX);
    t = await createTestApp('site_plain', { clock: () => NOW, frontendDist: dist, publicUrl: 'http://localhost:3000' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the canonical link on PUBLIC_URL and no hreflang alternates', async () => {
    const html = await (await t.app.request('http://localhost:3000/faq', { headers: { host: 'localhost:3000' } })).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/faq">');
    expect(html).not.toContain('hreflang');
    const xml = await (await t.app.request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/faq</loc>');
    expect(xml).not.toContain('hreflang');
  });
});
