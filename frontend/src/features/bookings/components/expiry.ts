/** Under this many hours left, a pending request's countdown is shown as urgent. */
export const EXPIRY_WARNING_HOURS = 3;

export type TimeLeft =
  | { kind: 'expired' }
  | { kind: 'minutes'; minutes: number; urgent: true }
  | { kind: 'hours'; hours: number; minutes: number; urgent: boolean };

/**
 * What is left before a pending request expires (24 h after it was made), in whole minutes rounded up so that
 * "0 min" never shows while time remains; null when the booking has no expiry.
 */
export function timeLeft(expiresAt: string | null, nowMs: number): TimeLeft | null {
  if (expiresAt === null) return null;
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return null;
  const totalMinutes = Math.ceil((end - nowMs) / 60_000);
  if (totalMinutes <= 0) return { kind: 'expired' };
  if (totalMinutes < 60) return { kind: 'minutes', minutes: totalMinutes, urgent: true };
  const hours = Math.floor(totalMinutes / 60);
  return { kind: 'hours', hours, minutes: totalMinutes % 60, urgent: hours < EXPIRY_WARNING_HOURS };
}
