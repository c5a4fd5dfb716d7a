import { ANALYTICS_URL } from './analytics-constants';
import type { AnalyticsBatch, SendResult, SendVia } from './tracker';

/**
 * Sends a batch from the browser: by `navigator.sendBeacon` when the page is being left (it outlives the page), else
 * by `fetch` with `keepalive`. Never throws and never logs: analytics must not disturb the page, its navigation or
 * its console (the browser's own network line for an unreachable server aside).
 */
export async function sendFromBrowser(batch: AnalyticsBatch, via: SendVia): Promise<SendResult> {
  const body = JSON.stringify(batch);
  if (via === 'beacon' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(ANALYTICS_URL, new Blob([body], { type: 'application/json' }))) return { ok: true };
    } catch {
      // Refused by the browser: the keepalive fetch below takes over.
    }
  }
  try {
    const response = await fetch(ANALYTICS_URL, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    if (response.ok) return { ok: true };
    const seconds = Number(response.headers.get('Retry-After'));
    return Number.isFinite(seconds) && seconds > 0 ? { ok: false, retryAfterMs: seconds * 1000 } : { ok: false };
  } catch {
    return { ok: false };
  }
}
