import { localeOf } from '../../../lib/format-date';
import type { Language } from '../../../lib/i18n/language';

/** A replay's age in the largest whole unit that fits (under a minute: seconds; then minutes, hours, days). */
export function ageUnit(seconds: number): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  if (seconds < 60) return { value: Math.max(0, Math.round(seconds)), unit: 'second' };
  if (seconds < 3_600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3_600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}

/** "3 hours ago", "il y a 3 heures": how long ago a replay was checked, as each language says it. */
export function formatAge(seconds: number, language: Language): string {
  const { value, unit } = ageUnit(seconds);
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(-value, unit);
}
