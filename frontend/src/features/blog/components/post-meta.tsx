import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';

/** The line under an article's title: its date (and last update) and its reading time. */
export function PostMeta({ publishedAt, updatedAt, readingMinutes }: { publishedAt: string; updatedAt?: string | null; readingMinutes: number }) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  return (
    <p className="blog-meta">
      <time dateTime={publishedAt}>{t('blog:meta.published', { date: formatCalendarDay(publishedAt, language, 'long') })}</time>
      {updatedAt ? (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={updatedAt}>{t('blog:meta.updated', { date: formatCalendarDay(updatedAt, language, 'long') })}</time>
        </>
      ) : null}
      <span aria-hidden="true"> · </span>
      <span>{t('blog:meta.readingTime', { count: readingMinutes })}</span>
    </p>
  );
}
