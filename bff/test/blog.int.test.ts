import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const FR = 'https://weklean.test';
const EN = 'https://weklean-en.test';
const INDEX = '<!doctype html><html lang="fr"><head><meta charset="UTF-8"><title>Weklean</title></head><body><div id="root"></div></body></html>';
const MOVING = 'liste-menage-demenagement-1er-juillet';

type Listed = { slug: string; title: string; description: string; publishedAt: string; tags: string[]; readingMinutes: number };

describe('the blog (issue 17)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'weklean-blog-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await createTestApp('blog', { frontendDist: dist, siteOrigins: { french: FR, english: EN } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (path: string, language: 'fr' | 'en', headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { 'Accept-Language': language, ...headers } });
  const page = async (path: string, host: string) => (await t.app.request(`http://${host}${path}`, { headers: { host } })).text();

  it('lists the articles newest first in the language of the request, with their reading time', async () => {
    const fr = await get('/api/blog', 'fr');
    expect(fr.status).toBe(200);
    const { posts } = (await fr.json()) as { posts: Listed[] };
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.map((post) => post.publishedAt)).toEqual(posts.map((post) => post.publishedAt).sort().reverse());
    const moving = posts.find((post) => post.slug === MOVING)!;
    expect(moving.title).toBe('Déménagement du 1er juillet\u00a0: la liste de ménage pièce par pièce');
    expect(moving.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(Object.keys(moving).sort()).toEqual(['description', 'publishedAt', 'readingMinutes', 'slug', 'tags', 'title']);

    const en = (await (await get('/api/blog', 'en')).json()) as { posts: Listed[] };
    expect(en.posts.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
    expect(en.posts.find((post) => post.slug === MOVING)!.title).toBe('Moving on July 1st: a room-by-room cleaning checklist');
  });

  it('gives one article rendered to HTML, with its other language and outside links marked noopener', async () => {
    const response = await get(`/api/blog/${MOVING}`, 'en');
    expect(response.status).toBe(200);
    const article = (await response.json()) as Listed & { html: string; updatedAt: string | null; alternate: { fr: string; en: string } };
    expect(article.slug).toBe(MOVING);
    expect(article.updatedAt).toBeNull();
    expect(article.html).toContain('<h2>The kitchen</h2>');
    expect(article.html).toContain('<a href="https://www.tal.gouv.qc.ca" rel="noopener">');
    expect(article.html).not.toMatch(/<script|<h1/);
    expect(article.alternate).toEqual({ fr: `/blog/${MOVING}`, en: `/blog/${MOVING}` });
  });

  it('answers an unknown or malformed slug with the localized 404', async () => {
    for (const slug of ['nope', 'Not%20A%20Slug', '..%2Fetc']) {
      const response = await get(`/api/blog/${slug}`, 'fr');
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'http.404', message: expect.any(String) });
    }
  });

  it('lets browsers and proxies keep the answers, per language, and answers 304 to a matching ETag', async () => {
    const first = await get(`/api/blog/${MOVING}`, 'fr');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('vary')).toContain('Accept-Language');
    const again = await get(`/api/blog/${MOVING}`, 'fr', { 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect((await get(`/api/blog/${MOVING}`, 'en', { 'If-None-Match': tag })).status).toBe(200);
    expect((await get('/api/blog', 'fr')).headers.get('etag')).not.toBe(tag);
    expect((await get('/api/blog/nope', 'fr')).headers.get('etag')).toBeNull();
  });

  it("sends an article's page with its own title, description, canonical, hreflang and og:type article", async () => {
    const fr = await page(`/blog/${MOVING}`, 'weklean.test');
    expect(fr).toContain('<title>Déménagement du 1er juillet\u00a0: la liste de ménage pièce par pièce | Weklean Québec</title>');
    expect(fr.match(/<title>/g)).toHaveLength(1);
    expect(fr).toMatch(/<meta name="description" content="Une liste de vérification pour rendre ou recevoir un logement propre/);
    expect(fr).toContain(`<link rel="canonical" href="${FR}/blog/${MOVING}">`);
    expect(fr).toContain(`<link rel="alternate" hreflang="en-CA" href="${EN}/blog/${MOVING}">`);
    expect(fr).toContain('<meta property="og:type" content="article">');
    expect(fr).toContain('<meta property="article:published_time" content="2026-10-06">');
    expect(fr).not.toContain('noindex');

    const en = await page(`/blog/${MOVING}`, 'weklean-en.test');
    expect(en).toContain('<title>Moving on July 1st: a room-by-room cleaning checklist | Weklean</title>');
    expect(en).toContain(`<link rel="canonical" href="${EN}/blog/${MOVING}">`);
  });

  it('sends the blog page its own title, and an unknown article a noindex page without canonical', async () => {
    expect(await page('/blog', 'weklean-en.test')).toContain('<title>Blog | Weklean</title>');
    const unknown = await page('/blog/nope', 'weklean.test');
    expect(unknown).toContain('<meta name="robots" content="noindex">');
    expect(unknown).not.toContain('canonical');
  });

  it('lists every article on both origins in sitemap.xml, with its date as lastmod', async () => {
    const xml = await (await t.app.request(`${FR}/sitemap.xml`)).text();
    expect(xml).toContain(`<url><loc>${FR}/blog/${MOVING}</loc><lastmod>2026-10-06</lastmod>`);
    expect(xml).toContain(`<url><loc>${EN}/blog/${MOVING}</loc><lastmod>2026-10-06</lastmod>`);
    expect(xml.match(/<loc>https:\/\/weklean\.test\/blog\/[a-z0-9-]+<\/loc>/g)?.length).toBeGreaterThanOrEqual(6);
  });
});
