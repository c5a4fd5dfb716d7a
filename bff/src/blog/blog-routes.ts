import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { isWellFormed } from '../http/params';
import { notFound } from '../http/refusal';
import type { Article, Blog } from './articles';

const summary = (article: Article) => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  publishedAt: article.publishedAt,
  tags: article.tags,
  readingMinutes: article.readingMinutes,
});

/** `/api/blog` (docs/api/blog.md): the articles of the blog, in the request's language. Public. */
export const blogRoutes = (deps: { blog: Blog }) =>
  new Hono<AppEnv>()
    // The same answer for everyone in a language until the next release: cached five minutes, with an ETag (the
    // articles' version, the language and the path), and `Vary: Accept-Language` since the language comes from it.
    .use('*', async (c, next) => {
      const tag = `"${deps.blog.version}-${c.get('lang')}-${c.req.path.replace(/^.*\/blog\/?/, '') || 'list'}"`;
      if (c.req.header('if-none-match') === tag) return c.body(null, 304, { ETag: tag, 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language' });
      await next();
      if (c.res.status === 200) {
        c.header('ETag', tag);
        c.header('Cache-Control', 'public, max-age=300');
        c.header('Vary', 'Accept-Language');
      }
    })
    .get('/', (c) => c.json({ posts: deps.blog.list(c.get('lang')).map(summary) }, 200))
    .get('/:slug', (c) => {
      const slug = c.req.param('slug');
      const article = isWellFormed(slug, 'slug') ? deps.blog.find(slug, c.get('lang')) : undefined;
      if (!article) throw notFound();
      const path = `/blog/${article.slug}`;
      return c.json({ ...summary(article), updatedAt: article.updatedAt ?? null, html: article.html, alternate: { fr: path, en: path } }, 200);
    });
