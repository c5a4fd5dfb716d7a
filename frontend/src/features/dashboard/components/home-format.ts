import { formatQuebecTime } from '../../../lib/format-date';
import type { Language } from '../../../lib/i18n/language';

/** Under this many hours left, a request's countdown is shown as urgent. */
export const URGENT_HOURS = 3;

export type TimeLeft = { kind: 'expired' } | { kind: 'left'; hours: number; minutes: number; urgent: boolean };

/**
 * What is left before a request expires, in whole minutes rounded up ("0 min" never shows while time remains); null
 * when it has no expiry.
 */
export function timeLeft(expiresAt: string | null, nowMs: number): TimeLeft | null {
  if (expiresAt === null) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const minutes = Math.ceil((end - nowMs) / 60_000);
  if (minutes <= 0) return { kind: 'expired' };
  const hours = Math.floor(minutes / 60);
  return { kind: 'left', hours, minutes: minutes % 60, urgent: hours < URGENT_HOURS };
}

/** `9 h 00 – 13 h 00` / `9:00 a.m. – 1:00 p.m.`: a booking's hours on the Quebec clock. */
export const formatHours = (startsAt: string, endsAt: string, language: Language): string =>
  `${formatQuebecTime(startsAt, language)}\u00a0– ${formatQuebecTime(endsAt, language)}`;

/** The first name to greet someone by. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
