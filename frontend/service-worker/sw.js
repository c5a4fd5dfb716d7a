/* global self, caches */
/**
 * Weklean's service worker (issue 36), served at /sw.js with scope `/`. Written by hand; the build
 * (frontend/vite.config.ts, serviceWorker plugin) copies it into dist with the app build's files in PRECACHE and
 * the build's version in VERSION.
 *
 * - Precached at install: the shell's scripts and styles (the entry and what it imports, not the screens' lazy
 *   chunks), the icons, and the app's shell (index.html as the server sends it, with its head tags), so the app opens
 *   offline. The screens' chunks are kept as they are used, and those the page loaded before the worker controlled
 *   it when the page says so ('keep-loaded').
 * - Navigations: network first; a public page the server drew is kept for offline reading; offline, the page kept for
 *   that address, else the shell, else a small offline page in both languages.
 * - Never cached: `/api/*` (answers are per person), `/ws` and `/files/*`, nor anything not GET.
 * - Push: a payload `{ title, body, url, tag }` is shown as a notification; a click opens `url` in a window of the app
 *   (self.openNotificationTarget, callable by the browser test, which cannot send a real click).
 */
const VERSION = '__BUILD_VERSION__';
const PRECACHE = /* __PRECACHE_MANIFEST__ */ [];
const SHELL_URL = '/index.html';
const SHELL_CACHE = `weklean-shell-${VERSION}`;
/** Hashed files of the other builds (the public pages' script and styles) and the catalogues, as they are used. */
const RUNTIME_CACHE = 'weklean-runtime';
/** Public pages the server drew, for reading offline. */
const PAGES_CACHE = 'weklean-pages';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/** Paths whose answers are never cached: per person, live, or files kept private. */
const NEVER_CACHED = /^\/(?:api|ws|files|ical|metrics)(?:\/|$)/;

const OFFLINE_PAGE = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f766e"><title>Hors ligne · Offline — Weklean</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f7f6;color:#10201d;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:24px}h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 20px;line-height:1.5}
button{font:inherit;background:#0f766e;color:#fff;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}</style></head>
<body><main>
<section lang="fr-CA"><h1>Vous êtes hors ligne</h1><p>Cette page n’est pas encore enregistrée sur cet appareil. Vérifiez votre connexion, puis réessayez.</p></section>
<section lang="en-CA"><h1>You are offline</h1><p>This page is not saved on this device yet. Check your connection, then try again.</p></section>
<button type="button" onclick="location.reload()">Réessayer · Try again</button>
</main></body></html>`;

const offlineResponse = () => new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' } });

/**
 * The shell as the server sends it (its head tags, the sites' meta). `/index.html` is not one of the app's pages, so
 * the server answers it with the shell and a 404: kept as a 200.
 */
async function cacheShell(cache) {
  const response = await fetch(SHELL_URL, { cache: 'no-store', credentials: 'omit' });
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.startsWith('text/html')) throw new Error(`${SHELL_URL}: ${response.status} ${type}`);
  await cache.put(SHELL_URL, new Response(await response.text(), { status: 200, headers: { 'Content-Type': type } }));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      await cache.addAll(PRECACHE);
      await cacheShell(cache);
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('weklean-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      // A new build's hashed files replace the old ones: the runtime copies of the old build go with it.
      if (names.some((name) => name.startsWith('weklean-shell-') && name !== SHELL_CACHE)) await caches.delete(RUNTIME_CACHE);
      await self.clients.claim();
    })(),
  );
});

/** Whether a page's HTML is one the server drew for a visitor (site.html's data element), public by construction. */
const isDrawnPage = (html) => html.includes('id="site-data"');

async function navigation(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      const copy = response.clone();
      event.waitUntil(
        copy.text().then(async (html) => {
          if (!isDrawnPage(html)) return;
          const cache = await caches.open(PAGES_CACHE);
          await cache.put(request.url, new Response(html, { status: 200, headers: { 'Content-Type': copy.headers.get('Content-Type') ?? 'text/html' } }));
        }),
      );
    }
    return response;
  } catch {
    const page = await caches.match(request.url, { cacheName: PAGES_CACHE });
    if (page) return page;
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    return shell ?? offlineResponse();
  }
}

/** A hashed file: it never changes, so the cached copy is the answer; else the network's, kept. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** A file that may change (a catalogue, the manifest): the network's, kept; offline, the copy kept. */
async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(RUNTIME_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname) || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname === '/favicon.svg') {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname.startsWith('/locales/') || url.pathname === '/manifest.webmanifest') event.respondWith(networkFirst(request));
});

/**
 * The page's own list of the build's files it loaded before this worker controlled it (frontend/src/lib/pwa): kept in
 * the runtime cache, so a screen opened on a first visit opens offline too. Only paths of /assets/ of this origin.
 */
self.addEventListener('message', (event) => {
  const { data } = event;
  if (event.origin !== self.location.origin || data?.type !== 'keep-loaded' || !Array.isArray(data.urls)) return;
  const paths = data.urls.filter((path) => typeof path === 'string' && /^\/assets\/[\w.-]+$/.test(path)).slice(0, 500);
  event.waitUntil(
    (async () => {
      const cache = await caches.open(RUNTIME_CACHE);
      for (const path of paths) {
        if (await caches.match(path)) continue;
        // One file that cannot be fetched now is fetched on its next use: the others are still kept.
        await cache.add(path).catch(() => undefined);
      }
    })(),
  );
});

/** A site path of this app (`/messages/…`), else the home: a push never opens another site. */
function sitePath(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const url = new URL(value, self.location.origin);
  return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title !== '' ? payload.title : 'Weklean';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { url: sitePath(payload.url) },
    icon: ICON,
    badge: BADGE,
  };
  if (typeof payload.tag === 'string' && payload.tag !== '') options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * A notification's click: closes it, then brings a window of the app to its page (the first window of this origin,
 * navigated there), else opens one. A named function so that the browser test can call it.
 */
self.openNotificationTarget = async (notification) => {
  notification.close();
  const target = new URL(sitePath(notification.data?.url), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    let navigated;
    try {
      navigated = await client.navigate(target);
    } catch {
      // navigate() works on a window this worker controls; one it does not (opened before it) is skipped.
      continue;
    }
    // Focusing needs the click's user activation: refused otherwise (the test's call), which changes nothing else.
    if (navigated) await navigated.focus().catch(() => undefined);
    return navigated;
  }
  return self.clients.openWindow(target);
};

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(self.openNotificationTarget(event.notification));
});

/**
 * The push service renewed (or dropped) this browser's subscription: subscribed again with the same server key and
 * sent to the server, which keeps it for the signed-in person of this browser's session (docs/api/push.md). Signed
 * out, the server refuses (401) and the device stays off until its person turns it on again.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const resubscribe = async () => {
    const key = event.oldSubscription?.options?.applicationServerKey;
    const subscription = event.newSubscription ?? (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
    if (!subscription) return;
    await fetch('/api/push/subscriptions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subscription.toJSON()),
    }).catch(() => undefined);
  };
  event.waitUntil(resubscribe());
});
