import type { Context } from 'hono';
import { Hono } from 'hono';
import type postgres from 'postgres';
import { allPlaces, allRegions, findPlace, findRegion, type Language } from '@weklean/domain';
import { publicCleanerHeads } from '@weklean/projections';
import type { Blog } from '../blog/articles';
import type { Translate } from '../i18n/server-i18n';
import { webAppManifest } from './manifest';
import { PRIVATE_PREFIXES, PUBLIC_PAGES } from './pages';

/** The French and English sites' origins (config FRENCH_ORIGIN, ENGLISH_ORIGIN), null when not configured. */
export type SiteOrigins = { french: string | null; english: string | null };

export type SiteDeps = {
  sql: postgres.Sql;
  publicUrl: string;
  origins: SiteOrigins;
  translatorFor: (lng: Language) => Translate;
  /** The blog's articles (bff/content/blog): their head tags and sitemap entries. */
  blog: Blog;
  clock?: () => Date;
};

/** A path segment as written, or as sent when it is not valid percent-encoding (`%E0`). */
const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const SITEMAP_TTL_MS = 5 * 60 * 1000;

export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** Lower case, no trailing dot, no `www.`, no port (as frontend/src/app/site-config.ts normalizeHost). */
export const normalizeHost = (host: string): string => {
  const bare = host.trim().toLowerCase().replace(/\.$/, '');
  const withoutPort = bare.startsWith('[') ? bare.replace(/^(\[[^\]]*\]).*$/, '$1') : bare.replace(/:\d+$/, '');
  return withoutPort.replace(/^www\./, '');
};
export const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/** The two sites' hosts (FRENCH_ORIGIN's and ENGLISH_ORIGIN's), or null unless both are configured. */
export const siteHostsOf = (origins: SiteOrigins): { french: string; english: string } | null =>
  origins.french !== null && origins.english !== null
    ? { french: normalizeHost(new URL(origins.french).host), english: normalizeHost(new URL(origins.english).host) }
    : null;

/**
 * The language of the brand a host shows, mirroring the frontend's brandForHost (frontend/src/app/site-config.ts):
 * the English host (ENGLISH_ORIGIN's, else weklean.com) is English; the French host (FRENCH_ORIGIN's, else
 * weklean.ca) and local hosts are French; any other host shows the English brand.
 */
export function languageForHost(hostHeader: string | undefined, origins: SiteOrigins): Language {
  const host = normalizeHost(hostHeader ?? '');
  const english = origins.english ? normalizeHost(new URL(origins.english).host) : 'weklean.com';
  const french = origins.french ? normalizeHost(new URL(origins.french).host) : 'weklean.ca';
  if (host === english) return 'en';
  return host === french || isLocalHost(host) ? 'fr' : 'en';
}

type Head = {
  title: string;
  description: string;
  path: string;
  type: 'website' | 'profile' | 'article';
  image?: string;
  noindex?: boolean;
  /** An article's dates (`article:published_time`, `article:modified_time`). */
  published?: string;
  modified?: string;
};

/**
 * The public site for search engines: robots.txt, sitemap.xml (from the read models, cached five minutes) and the
 * head tags of the page the server sends (title, description, canonical, hreflang alternates, Open Graph), in the
 * language of the host's brand. See docs/api/site.md.
 */
export function createSite(deps: SiteDeps) {
  const { origins } = deps;
  const bothOrigins = origins.french !== null && origins.english !== null;
  const clock = deps.clock ?? (() => new Date());
  let sitemapCache: { xml: string; at: number } | null = null;

  const hosts = siteHostsOf(origins);
  const sitesMeta = hosts ? `<meta name="weklean-sites" content="${escapeHtml(`${hosts.french} ${hosts.english}`)}">` : null;

  const originFor = (lng: Language) => (lng === 'fr' ? origins.french : origins.english) ?? deps.publicUrl;

  const headFor = async (path: string, lng: Language): Promise<Head> => {
    const t = deps.translatorFor(lng);
    const pageKey = (PUBLIC_PAGES as Record<string, string>)[path.length > 1 ? path.replace(/\/$/, '') : path];
    if (pageKey) return { title: t(`seo:pages.${pageKey}.title`), description: t(`seo:pages.${pageKey}.description`), path, type: 'website' };
    const cleaner = /^\/cleaners\/([^/]+)\/?$/.exec(path);
    if (cleaner) {
      const slug = decodeURIComponent(cleaner[1]!);
      const [found] = slug.length <= 200 ? await publicCleanerHeads(deps.sql, slug) : [];
      if (!found) return { title: t('seo:notFound.title'), description: t('seo:generic.description'), path, type: 'website', noindex: true };
      const city = found.cityId ? (findPlace(found.cityId)?.name ?? null) : null;
      const params = { name: found.name, city };
      return {
        title: t(city ? 'seo:cleaner.title' : 'seo:cleaner.titleNoCity', params),
        description: t(city ? 'seo:cleaner.description' : 'seo:cleaner.descriptionNoCity', params),
        path: `/cleaners/${encodeURIComponent(found.slug)}`,
        type: 'profile',
        ...(found.photoFileId ? { image: `/api/files/${found.photoFileId}` } : {}),
      };
    }
    const post = /^\/blog\/([^/]+)\/?$/.exec(path);
    if (post) {
      const article = deps.blog.find(safeDecode(post[1]!), lng);
      if (!article) return { title: t('seo:notFound.title'), description: t('seo:generic.description'), path, type: 'website', noindex: true };
      return {
        title: t('seo:blogPost.title', { title: article.title }),
        description: article.description,
        path: `/blog/${article.slug}`,
        type: 'article',
        published: article.publishedAt,
        ...(article.updatedAt ? { modified: article.updatedAt } : {}),
      };
    }
    const city = /^\/city\/([^/]+)\/?$/.exec(path);
    const place = city ? findPlace(decodeURIComponent(city[1]!)) : undefined;
    if (place) {
      return { title: t('seo:city.title', { city: place.name }), description: t('seo:city.description', { city: place.name }), path: `/city/${place.id}`, type: 'website' };
    }
    const region = /^\/region\/([^/]+)\/?$/.exec(path);
    const found = region ? findRegion(decodeURIComponent(region[1]!)) : undefined;
    if (found) {
      const name = lng === 'fr' ? found.nameFr : found.nameEn;
      return { title: t('seo:region.title', { region: name }), description: t('seo:region.description', { region: name }), path: `/region/${found.id}`, type: 'website' };
    }
    return { title: t('seo:generic.title'), description: t('seo:generic.description'), path, type: 'website', noindex: city !== null || region !== null };
  };

  const headTags = (head: Head, lng: Language, indexable: boolean): string => {
    const canonical = `${originFor(lng)}${head.path}`;
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
    ];
    if (head.noindex || !indexable) tags.push('<meta name="robots" content="noindex">');
    if (!head.noindex) {
      tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
      if (bothOrigins) {
        tags.push(
          `<link rel="alternate" hreflang="fr-CA" href="${escapeHtml(`${origins.french}${head.path}`)}">`,
          `<link rel="alternate" hreflang="en-CA" href="${escapeHtml(`${origins.english}${head.path}`)}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origins.french}${head.path}`)}">`,
        );
      }
    }
    tags.push(
      `<meta property="og:title" content="${escapeHtml(head.title)}">`,
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      `<meta property="og:type" content="${head.type}">`,
      `<meta property="og:locale" content="${lng === 'fr' ? 'fr_CA' : 'en_CA'}">`,
      `<meta property="og:site_name" content="${escapeHtml(deps.translatorFor(lng)('seo:brand'))}">`,
    );
    if (head.published) tags.push(`<meta property="article:published_time" content="${escapeHtml(head.published)}">`);
    if (head.modified) tags.push(`<meta property="article:modified_time" content="${escapeHtml(head.modified)}">`);
    if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(`${originFor(lng)}${head.image}`)}">`);
    return tags.join('\n    ');
  };

  /** index.html with the page's own head tags (its <title> replaced, the rest added before </head>) and lang. */
  const renderPage = async (c: Context, html: string): Promise<string> => {
    const lng = languageForHost(c.req.header('host'), origins);
    const path = c.req.path;
    const isPublic = path in PUBLIC_PAGES || /^\/(cleaners|city|region|blog)\/[^/]+\/?$/.test(path);
    const head = isPublic ? await headFor(path, lng) : null;
    const withLang = html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lng === 'fr' ? 'fr-CA' : 'en-CA'}"`);
    // The two sites' hosts, for the domain rule the browser applies (frontend/src/app/domain-redirect.ts): only when
    // both origins are configured; without it the rule is off.
    const withSites = sitesMeta === null ? withLang : withLang.replace('</head>', `  ${sitesMeta}\n  </head>`);
    if (!head) return withSites;
    const tags = headTags(head, lng, true);
    const withoutTitle = withSites.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
    return withoutTitle.replace('</head>', `    ${tags}\n  </head>`);
  };

  const robots = (origin: string) =>
    ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

  const sitemap = async (): Promise<string> => {
    const now = clock().getTime();
    if (sitemapCache && now - sitemapCache.at < SITEMAP_TTL_MS) return sitemapCache.xml;
    const cleaners = await publicCleanerHeads(deps.sql, null);
    const entries: { path: string; lastmod?: string }[] = [
      ...Object.keys(PUBLIC_PAGES).map((path) => ({ path })),
      ...cleaners.map((row) => ({ path: `/cleaners/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt.toISOString().slice(0, 10) })),
      ...deps.blog.list('fr').map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.updatedAt ?? article.publishedAt })),
      ...allRegions().map((region) => ({ path: `/region/${region.id}` })),
      ...allPlaces().map((place) => ({ path: `/city/${encodeURIComponent(place.id)}` })),
    ];
    const main = origins.french ?? origins.english ?? deps.publicUrl;
    const url = ({ path, lastmod }: (typeof entries)[number]) => {
      const alternates = bothOrigins
        ? [
            `<xhtml:link rel="alternate" hreflang="fr-CA" href="${escapeHtml(`${origins.french}${path}`)}"/>`,
            `<xhtml:link rel="alternate" hreflang="en-CA" href="${escapeHtml(`${origins.english}${path}`)}"/>`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origins.french}${path}`)}"/>`,
          ]
        : [];
      const lines = [`<loc>${escapeHtml(`${main}${path}`)}</loc>`, ...(lastmod ? [`<lastmod>${lastmod}</lastmod>`] : []), ...alternates];
      const english = bothOrigins ? [`<url><loc>${escapeHtml(`${origins.english}${path}`)}</loc>${lines.slice(1).join('')}</url>`] : [];
      return [`<url>${lines.join('')}</url>`, ...english].join('\n');
    };
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries.map(url),
      '</urlset>',
      '',
    ].join('\n');
    sitemapCache = { xml, at: now };
    return xml;
  };

  const routes = new Hono()
    .get('/robots.txt', (c) => {
      const lng = languageForHost(c.req.header('host'), origins);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robots(originFor(lng)));
    })
    // The installable app's manifest, in the host's language (manifest.ts); revalidated within the day.
    .get('/manifest.webmanifest', (c) => {
      const lng = languageForHost(c.req.header('host'), origins);
      c.header('Content-Type', 'application/manifest+json; charset=UTF-8');
      c.header('Cache-Control', 'public, max-age=3600');
      c.header('Vary', 'Host');
      return c.body(JSON.stringify(webAppManifest(lng, deps.translatorFor(lng))));
    })
    .get('/sitemap.xml', async (c) => {
      c.header('Content-Type', 'application/xml; charset=UTF-8');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(await sitemap());
    });

  return { routes, renderPage, headFor };
}
