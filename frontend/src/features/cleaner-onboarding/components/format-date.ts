import { frenchFirstOfMonth } from '@weklean/domain';
import dayjs from 'dayjs';

/** A date (`YYYY-MM-DD`) or an instant as the interface language writes a day: `12 mai 2026` / `May 12, 2026`. */
export function formatDay(value: string, language: string | undefined): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return frenchFirstOfMonth(new Intl.DateTimeFormat(language === 'en' ? 'en-CA' : 'fr-CA', { dateStyle: 'medium' }).format(date.toDate()));
}
