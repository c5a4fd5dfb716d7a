/**
 * The service worker (frontend/service-worker/sw.js, issue 36): registered by production builds only, once the page
 * has loaded (its precache does not compete with the page's own files). The Vite dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'keep-loaded', urls: loadedAssets() }))
      .catch((error: unknown) => {
        // The app works without it (no offline start, no push): said in the console, nothing more.
        console.warn('The service worker could not be registered', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The build's files this page loaded before the worker controlled it (the screen's lazy chunks on a first visit): the
 * worker precaches only the shell, so it is told to keep these too (from the browser's HTTP cache), and the screen
 * first opened also opens offline.
 */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/** The worker's registration once it is active, or null where there is none (no support, the dev server) in time. */
export async function activeRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if ((await navigator.serviceWorker.getRegistration('/')) === undefined && !import.meta.env.PROD) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}
