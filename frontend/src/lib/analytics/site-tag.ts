import { SITE_CONFIG_URL } from './analytics-constants';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;
let measurementId: Promise<string | null> | null = null;
let loaded = false;

/** The configured Google Analytics id (GET /api/site-config), asked once; null when none or unreachable. */
function configuredId(): Promise<string | null> {
  measurementId ??= fetch(SITE_CONFIG_URL, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<{ gaMeasurementId?: unknown }>) : {}))
    .then((body) => ('gaMeasurementId' in body && typeof body.gaMeasurementId === 'string' && MEASUREMENT_ID.test(body.gaMeasurementId) ? body.gaMeasurementId : null))
    .catch(() => null);
  return measurementId;
}

/**
 * Google's global site tag (gtag.js), for a visitor who accepted analytics and only when the server names a
 * measurement id (GA_MEASUREMENT_ID): never in the demo or the tests by default. Loaded once; a later refusal turns
 * it off (`ga-disable-<id>`), as a script cannot be unloaded.
 */
export async function enableSiteTag(): Promise<void> {
  const id = await configuredId();
  if (id === null) return;
  const w = window as unknown as GtagWindow;
  w[`ga-disable-${id}`] = false;
  if (loaded) return;
  loaded = true;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the `arguments` objects themselves from the data layer, not arrays.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the data layer's contract is the arguments object
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** The visitor refused after accepting: the tag, if loaded, stops sending. */
export async function disableSiteTag(): Promise<void> {
  if (!loaded) return;
  const id = await configuredId();
  if (id !== null) (window as unknown as GtagWindow)[`ga-disable-${id}`] = true;
}
