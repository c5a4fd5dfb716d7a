/** SPEC section 9: a heartbeat every 28 s while the page is visible, the first 3 s after the page opens. */
export const HEARTBEAT_INTERVAL_MS = 28_000;
export const FIRST_HEARTBEAT_MS = 3_000;
/** SPEC section 9: the path is checked every 2 s (a new path is a page view). */
export const PATH_CHECK_INTERVAL_MS = 2_000;
/** Events wait at most this long before they are sent together… */
export const FLUSH_INTERVAL_MS = 5_000;
/** …or until this many are waiting. */
export const MAX_BATCH_EVENTS = 20;
/** Errors reported per page at most (each distinct one once). */
export const MAX_ERRORS_PER_PAGE = 10;
/** After a failed send, nothing is sent for this long (doubled on each failure, up to the cap). */
export const SEND_BACKOFF_MS = 30_000;
export const MAX_SEND_BACKOFF_MS = 10 * 60_000;
/** What the server keeps at most (docs/api/analytics.md): longer texts are cut in the browser. */
export const MAX_PATH_LENGTH = 300;
export const MAX_MESSAGE_LENGTH = 500;

export const ANALYTICS_URL = '/api/analytics';
export const SITE_CONFIG_URL = '/api/site-config';
