import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked, type Tokens } from 'marked';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { lineSchema, objectSchema, type Language } from '@weklean/domain';

/** The articles kept in the repository: `bff/content/blog/<slug>.<fr|en>.md`. */
export const BLOG_DIR = fileURLToPath(new URL('../../content/blog', import.meta.url));

const LANGUAGES = ['fr', 'en'] as const satisfies readonly Language[];
/** Silent reading speed used for the reading time, in words per minute. */
const WORDS_PER_MINUTE = 200;
export const MIN_WORDS = 500;

const day = v.pipe(lineSchema(), v.isoDate());
const FrontMatter = objectSchema({
  slug: v.pipe(lineSchema(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(100)),
  title: v.pipe(lineSchema(), v.minLength(10), v.maxLength(110)),
  description: v.pipe(lineSchema(), v.minLength(50), v.maxLength(160)),
  publishedAt: day,
  updatedAt: v.optional(day),
  /** A team role ("L'équipe Weklean"), never a made-up person. */
  author: v.pipe(lineSchema(), v.minLength(3), v.maxLength(60)),
  tags: v.pipe(v.array(v.pipe(lineSchema(), v.minLength(2), v.maxLength(30))), v.minLength(1), v.maxLength(5)),
  /** The text of the cover illustration, for when an article has one. */
  coverAlt: v.optional(v.pipe(lineSchema(), v.minLength(5), v.maxLength(200))),
});
export type FrontMatter = v.InferOutput<typeof FrontMatter>;

export type Article = FrontMatter & { language: Language; html: string; words: number; readingMinutes: number };

/** An article that cannot be published as written: the start stops on it, and the unit test names it. */
export class BlogContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'BlogContentError';
  }
}

const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:)/i;
const isExternal = (href: string) => /^https?:\/\//i.test(href);
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Markdown as the articles may use it: no raw HTML (refused, not passed through), no heading of level 1 (the page's
 * h1 is the title), links and images only to http(s), our own paths or anchors; outside links get rel="noopener".
 */
function markdownFor(file: string) {
  return new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'html') throw new BlogContentError(file, `raw HTML is not allowed (${token.raw.trim().slice(0, 40)})`);
      if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) throw new BlogContentError(file, 'a # heading: the title is the only h1');
      if ((token.type === 'link' || token.type === 'image') && !SAFE_URL.test((token as Tokens.Link).href)) {
        throw new BlogContentError(file, `link to ${(token as Tokens.Link).href} (only http(s), our paths or anchors)`);
      }
    },
    renderer: {
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        const titled = title ? ` title="${escape(title)}"` : '';
        const rel = isExternal(href) ? ' rel="noopener"' : '';
        return `<a href="${escape(href)}"${titled}${rel}>${text}</a>`;
      },
      html({ text }) {
        return escape(text);
      },
    },
  });
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

const countWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** One file: its front matter checked, its body rendered, its length measured. */
export function parseArticle(file: string, text: string, language: Language): Article {
  const parts = FRONT_MATTER.exec(text);
  if (!parts) throw new BlogContentError(file, 'no front matter between --- lines');
  let data: unknown;
  try {
    data = parseYaml(parts[1]!);
  } catch (error) {
    throw new BlogContentError(file, `front matter is not YAML (${(error as Error).message})`);
  }
  const checked = v.safeParse(FrontMatter, data);
  if (!checked.success) {
    const issues = checked.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new BlogContentError(file, `front matter: ${issues}`);
  }
  const html = markdownFor(file).parse(parts[2]!, { async: false });
  const words = countWords(html);
  return { ...checked.output, language, html, words, readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) };
}

export type Blog = ReturnType<typeof loadBlog>;

/**
 * Every article of the folder, read, checked and rendered once at start: a malformed one stops the start (and fails
 * bff/src/blog/articles.unit.test.ts), never a request. Each slug exists in French and in English.
 */
export function loadBlog(dir: string = BLOG_DIR) {
  const bySlug = new Map<string, Partial<Record<Language, Article>>>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md')).sort()) {
    const name = /^([a-z0-9-]+)\.(fr|en)\.md$/.exec(file);
    if (!name) throw new BlogContentError(file, 'the name must be <slug>.fr.md or <slug>.en.md');
    const language = name[2] as Language;
    const article = parseArticle(file, readFileSync(join(dir, file), 'utf8'), language);
    if (article.slug !== name[1]) throw new BlogContentError(file, `slug ${article.slug} differs from the file's name`);
    bySlug.set(article.slug, { ...bySlug.get(article.slug), [language]: article });
  }
  const articles = [...bySlug.entries()].map(([slug, versions]) => {
    for (const language of LANGUAGES) {
      if (!versions[language]) throw new BlogContentError(`${slug}.${language}.md`, 'missing: every article is written in both languages');
    }
    return versions as Record<Language, Article>;
  });
  const newestFirst = (language: Language) =>
    articles.map((versions) => versions[language]).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  const lists = { fr: newestFirst('fr'), en: newestFirst('en') };
  const versionOf = createHash('sha256')
    .update(JSON.stringify(lists))
    .digest('base64url')
    .slice(0, 16);
  return {
    /** Newest first. */
    list: (language: Language): readonly Article[] => lists[language],
    find: (slug: string, language: Language): Article | undefined => bySlug.get(slug)?.[language],
    /** Changes whenever any article does (the ETag of the answers). */
    version: versionOf,
  };
}
