/**
 * The service worker (frontend/service-worker/sw.js, issue 36): registered by production builds only, once the page
 * has loaded (its precache does not compete with the page's own files). The Vite dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (no offline start, no push): said in the console, nothing more.
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
