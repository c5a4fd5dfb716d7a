import type { Language } from '@weklean/domain';
import type { Translate } from '../i18n/server-i18n';

/**
 * The installable app's web app manifest (issue 36), served at `/manifest.webmanifest` in the language of the host's
 * brand (languageForHost, as robots.txt): each site is one language (the French host forces French), and a manifest
 * holds one name, so the French site installs "Weklean Québec" described in French and the English one "Weklean".
 * The browser fetches it without cookies, so the visitor's own language choice could not be read anyway.
 *
 * `start_url` is `/` for everyone: one manifest cannot start each role elsewhere, and the app's home already sends a
 * signed-in person to their role's home (client, cleaner, admin). `theme_color` and `background_color` are the
 * default theme's; the bright and dark themes set the page's `theme-color` meta at run time (theme-context.tsx).
 */
export function webAppManifest(lng: Language, t: Translate) {
  return {
    id: '/',
    name: t('seo:manifest.name'),
    short_name: t('seo:manifest.shortName'),
    description: t('seo:manifest.description'),
    lang: lng === 'fr' ? 'fr-CA' : 'en-CA',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0f766e',
    background_color: '#f4f7f6',
    categories: ['business', 'lifestyle', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
