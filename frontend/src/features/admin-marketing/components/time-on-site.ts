import { HEARTBEAT_INTERVAL_MS } from '../../../lib/analytics/analytics-constants';

/**
 * Time on site as the heartbeats let it be estimated: one heartbeat stands for 28 s of a visible page, so the
 * estimate is `heartbeats × 28 s` (the seconds before the first and after the last are not counted), in all and per
 * visit (a visitor's day).
 */
export function timeOnSite(heartbeats: number, visits: number): { totalSeconds: number; perVisitSeconds: number } {
  const totalSeconds = Math.round((heartbeats * HEARTBEAT_INTERVAL_MS) / 1000);
  return { totalSeconds, perVisitSeconds: visits > 0 ? Math.round(totalSeconds / visits) : 0 };
}

/** Seconds as whole hours, minutes and seconds (`{ hours: 1, minutes: 2, seconds: 5 }`). */
export function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const safe = Math.max(0, Math.round(totalSeconds));
  return { hours: Math.floor(safe / 3600), minutes: Math.floor((safe % 3600) / 60), seconds: safe % 60 };
}
