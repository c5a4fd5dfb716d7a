import {
  FIRST_HEARTBEAT_MS,
  FLUSH_INTERVAL_MS,
  HEARTBEAT_INTERVAL_MS,
  MAX_BATCH_EVENTS,
  MAX_ERRORS_PER_PAGE,
  MAX_MESSAGE_LENGTH,
  MAX_PATH_LENGTH,
  MAX_SEND_BACKOFF_MS,
  PATH_CHECK_INTERVAL_MS,
  SEND_BACKOFF_MS,
} from './analytics-constants';

/** One event of `POST /api/analytics` (docs/api/analytics.md). */
export type AnalyticsEvent = {
  kind: 'pageview' | 'heartbeat' | 'error';
  path: string;
  at: string;
  referrer?: string;
  message?: string;
  source?: string;
  line?: number;
};
export type AnalyticsBatch = { visitorId: string; language: 'fr' | 'en'; events: AnalyticsEvent[] };
/** `beacon` when the page is being left (sendBeacon outlives it), `fetch` otherwise. */
export type SendVia = 'fetch' | 'beacon';
export type SendResult = { ok: true } | { ok: false; retryAfterMs?: number };

export type TrackerDeps = {
  visitorId: string;
  language: () => 'fr' | 'en';
  /** The page's path (location.pathname). */
  path: () => string;
  /** The page that led here (document.referrer), read for the first page view only. */
  referrer: () => string;
  isVisible: () => boolean;
  now: () => number;
  /** Sends a batch; never rejects in the browser, but a rejection is taken as a failure all the same. */
  send: (batch: AnalyticsBatch, via: SendVia) => Promise<SendResult> | SendResult;
};

/** Events kept while sending is paused after a failure; older ones go first. */
const MAX_QUEUED_EVENTS = 100;

/** Cuts a text to `max` UTF-16 units without splitting a pair, without controls (the server refuses them). */
export function cleanText(text: string, max: number, singleLine = false): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controls = singleLine ? /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g : /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
  const wellFormed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD').replace(controls, ' ');
  const cut = wellFormed.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A path as the server keeps it: no query string, no fragment, 300 characters at most. */
export const pathOf = (path: string): string => cleanText(path.replace(/[?#].*$/s, ''), MAX_PATH_LENGTH, true) || '/';

/** Only the origin of the referring page is sent (the server keeps its host). */
export function originOf(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's side of the site analytics (issue 16), for a visitor who accepted them: a page view on start and on
 * every new path (checked every 2 s), a heartbeat 3 s after the page shows and every 28 s while it stays visible,
 * errors (each distinct one once, 10 a page at most). Events are sent together every 5 s or at 20, and at once by
 * beacon when the page is hidden or left. A failed send pauses sending (30 s, doubling); nothing here throws.
 */
export function createTracker(deps: TrackerDeps) {
  let queue: AnalyticsEvent[] = [];
  let currentPath = '';
  let firstView = true;
  let errorsOnPage = 0;
  let seenErrors = new Set<string>();
  let pausedUntil = 0;
  let failures = 0;
  let running = false;
  let pathTimer: ReturnType<typeof setInterval> | undefined;
  let flushTimer: ReturnType<typeof setInterval> | undefined;
  let heartbeatDelay: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  const at = () => new Date(deps.now()).toISOString();

  const failed = (retryAfterMs?: number) => {
    failures += 1;
    const backoff = Math.min(SEND_BACKOFF_MS * 2 ** (failures - 1), MAX_SEND_BACKOFF_MS);
    pausedUntil = deps.now() + Math.max(backoff, retryAfterMs ?? 0);
  };

  function flush(via: SendVia) {
    if (queue.length === 0) return;
    if (via === 'fetch' && deps.now() < pausedUntil) {
      queue = queue.slice(-MAX_QUEUED_EVENTS);
      return;
    }
    while (queue.length > 0) {
      const batch: AnalyticsBatch = { visitorId: deps.visitorId, language: deps.language(), events: queue.splice(0, MAX_BATCH_EVENTS) };
      // Called at once (a beacon must leave before the page does), never awaited: a send holds up nothing, and its
      // failure only pauses the next ones.
      let sending: Promise<SendResult> | SendResult;
      try {
        sending = deps.send(batch, via);
      } catch {
        failed();
        continue;
      }
      void Promise.resolve(sending).then(
          (result) => {
            if (result.ok) failures = 0;
            else failed(result.retryAfterMs);
          },
          () => failed(),
        );
    }
  }

  function push(event: AnalyticsEvent) {
    if (!running) return;
    queue.push(event);
    if (queue.length >= MAX_BATCH_EVENTS) flush('fetch');
  }

  function pageView(path: string) {
    currentPath = path;
    errorsOnPage = 0;
    seenErrors = new Set();
    const referrer = firstView ? originOf(deps.referrer()) : undefined;
    firstView = false;
    push({ kind: 'pageview', path, at: at(), ...(referrer ? { referrer } : {}) });
  }

  function checkPath() {
    const path = pathOf(deps.path());
    if (path !== currentPath) pageView(path);
  }

  const beat = () => {
    if (deps.isVisible()) push({ kind: 'heartbeat', path: currentPath, at: at() });
  };

  function stopHeartbeats() {
    clearTimeout(heartbeatDelay);
    clearInterval(heartbeatTimer);
    heartbeatDelay = undefined;
    heartbeatTimer = undefined;
  }

  function startHeartbeats() {
    stopHeartbeats();
    heartbeatDelay = setTimeout(() => {
      beat();
      heartbeatTimer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    }, FIRST_HEARTBEAT_MS);
  }

  return {
    start() {
      if (running) return;
      running = true;
      pageView(pathOf(deps.path()));
      pathTimer = setInterval(checkPath, PATH_CHECK_INTERVAL_MS);
      flushTimer = setInterval(() => flush('fetch'), FLUSH_INTERVAL_MS);
      if (deps.isVisible()) startHeartbeats();
    },
    /** An uncaught error or rejection of the page. */
    recordError(error: { message: string; source?: string; line?: number }) {
      if (!running || errorsOnPage >= MAX_ERRORS_PER_PAGE) return;
      const message = cleanText(error.message || 'Error', MAX_MESSAGE_LENGTH);
      const source = error.source ? pathOrUrl(error.source) : undefined;
      const key = `${message}\u0000${source ?? ''}\u0000${error.line ?? ''}`;
      if (seenErrors.has(key)) return;
      seenErrors.add(key);
      errorsOnPage += 1;
      const line = Number.isInteger(error.line) && (error.line ?? -1) >= 0 ? error.line : undefined;
      push({ kind: 'error', path: currentPath, at: at(), message, ...(source ? { source } : {}), ...(line !== undefined ? { line } : {}) });
    },
    /** The page was shown or hidden: heartbeats follow, and what waits is sent by beacon on hiding. */
    visibilityChanged() {
      if (!running) return;
      if (deps.isVisible()) startHeartbeats();
      else {
        stopHeartbeats();
        flush('beacon');
      }
    },
    /** The page is being left (pagehide): what waits goes by beacon. */
    leaving() {
      if (running) flush('beacon');
    },
    /** Consent withdrawn (or the app unmounted): timers stop and what waits is dropped, never sent. */
    stop() {
      running = false;
      queue = [];
      clearInterval(pathTimer);
      clearInterval(flushTimer);
      stopHeartbeats();
    },
    /** What waits to be sent (tests). */
    pending: () => queue.length,
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/** A script's address without its query string, 300 characters at most. */
function pathOrUrl(source: string): string {
  return cleanText(source.replace(/[?#].*$/s, ''), MAX_PATH_LENGTH, true);
}
