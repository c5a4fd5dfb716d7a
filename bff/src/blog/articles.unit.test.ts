import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_DIR, BlogContentError, loadBlog, MIN_WORDS, parseArticle } from './articles';

const FRONT = `---
slug: un-article
title: Un titre assez long
description: Une description qui dit de quoi parle l'article en plus de cinquante caractères.
publishedAt: 2026-10-01
author: L'équipe Weklean
tags:
  - conseils
---
`;
const body = (text: string) => `${FRONT}\n${text}\n`;

describe('the articles of the repository', () => {
  const blog = loadBlog();
  const files = readdirSync(BLOG_DIR).filter((name) => name.endsWith('.md'));

  it('has at least six articles, each written in French and in English under one slug', () => {
    const slugs = new Set(files.map((name) => name.replace(/\.(fr|en)\.md$/, '')));
    expect(slugs.size).toBeGreaterThanOrEqual(6);
    for (const slug of slugs) expect(files.filter((name) => name.startsWith(`${slug}.`)).sort()).toEqual([`${slug}.en.md`, `${slug}.fr.md`]);
    expect(blog.list('fr').map((a) => a.slug).sort()).toEqual([...slugs].sort());
    expect(blog.list('en').map((a) => a.slug).sort()).toEqual([...slugs].sort());
  });

  it.each(files)('%s has valid front matter, at least 500 words and at most 900', (file) => {
    const language = file.endsWith('.fr.md') ? 'fr' : 'en';
    const article = parseArticle(file, readFileSync(join(BLOG_DIR, file), 'utf8'), language);
    expect(article.words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(article.words).toBeLessThanOrEqual(900);
    expect(article.description.length).toBeLessThanOrEqual(160);
    expect(article.readingMinutes).toBe(Math.ceil(article.words / 200));
    expect(article.html).toContain('<h2');
  });

  it('writes the French articles with French typography (a no-break space before : ; ? ! and inside « »)', () => {
    for (const article of blog.list('fr')) {
      const text = article.html.replace(/<[^>]+>/g, '');
      expect(text, article.slug).not.toMatch(/ [:;?!»]|« /);
      expect(article.title, article.slug).not.toMatch(/ [:;?!]/);
    }
  });

  it('lists the newest first and gives both languages the same dates', () => {
    const fr = blog.list('fr');
    expect(fr.map((a) => a.publishedAt)).toEqual([...fr.map((a) => a.publishedAt)].sort().reverse());
    for (const article of fr) expect(blog.find(article.slug, 'en')?.publishedAt).toBe(article.publishedAt);
  });
});

describe('an article that cannot be published', () => {
  it('refuses raw HTML, blocks and inline alike', () => {
    expect(() => parseArticle('x.fr.md', body('<div>bonjour</div>'), 'fr')).toThrow(/raw HTML/);
    expect(() => parseArticle('x.fr.md', body('Un texte <img src=x onerror=alert(1)> ici.'), 'fr')).toThrow(/raw HTML/);
  });

  it('refuses links that are not http(s), our own paths or anchors', () => {
    expect(() => parseArticle('x.fr.md', body('[clic](javascript:alert(1))'), 'fr')).toThrow(/link to javascript/);
    expect(() => parseArticle('x.fr.md', body('[clic](//ailleurs.example)'), 'fr')).toThrow(/link to/);
  });

  it('refuses a level-1 heading (the title is the page h1)', () => {
    expect(() => parseArticle('x.fr.md', body('# Un autre titre'), 'fr')).toThrow(/only h1/);
  });

  it('names the front matter field that is wrong', () => {
    const long = FRONT.replace(/description: .*/, `description: ${'x'.repeat(161)}`);
    expect(() => parseArticle('x.fr.md', `${long}\ntexte`, 'fr')).toThrow(/x\.fr\.md: front matter: description/);
    expect(() => parseArticle('x.fr.md', FRONT.replace('publishedAt: 2026-10-01', 'publishedAt: hier') + 'texte', 'fr')).toThrow(/publishedAt/);
    expect(() => parseArticle('x.fr.md', 'pas de front matter', 'fr')).toThrow(BlogContentError);
  });

  it('adds rel="noopener" to outside links only', () => {
    const article = parseArticle('x.fr.md', body('[Revenu Québec](https://www.revenuquebec.ca) et [nos prix](/pricing).'), 'fr');
    expect(article.html).toContain('<a href="https://www.revenuquebec.ca" rel="noopener">Revenu Québec</a>');
    expect(article.html).toContain('<a href="/pricing">nos prix</a>');
  });

  describe('in a folder', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('stops the start when an article lacks its other language or its slug differs from its file', () => {
      dir = mkdtempSync(join(tmpdir(), 'weklean-blog-'));
      writeFileSync(join(dir, 'un-article.fr.md'), body('texte'));
      expect(() => loadBlog(dir)).toThrow(/un-article\.en\.md: missing/);
      writeFileSync(join(dir, 'autre.en.md'), body('text'));
      expect(() => loadBlog(dir)).toThrow(/autre\.en\.md: slug un-article differs/);
    });
  });
});
