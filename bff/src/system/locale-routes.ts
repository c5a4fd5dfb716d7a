import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';

const LANGUAGES = new Set(['fr', 'en']);
const NAMESPACE = /^[a-z][a-z0-9-]{0,40}$/;

/** GET /locales/{lng}/{ns}.json: the catalogues the React app and the server's own messages share. */
export const localeRoutes = (localesDir: string) =>
  new Hono().get('/:lng/:file', async (c) => {
    const { lng, file } = c.req.param();
    const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!LANGUAGES.has(lng) || !NAMESPACE.test(ns)) return c.json({ code: 'locale.not-found', message: 'Not found' }, 404);
    try {
      const body = await readFile(join(localesDir, lng, `${ns}.json`), 'utf8');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    } catch {
      return c.json({ code: 'locale.not-found', message: 'Not found' }, 404);
    }
  });
