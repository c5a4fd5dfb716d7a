import { useTranslation } from 'react-i18next';
import { formatRating, languageOf } from './format';

/** "★ 4,8/5 (23 avis)", or "new" for a cleaner nobody has rated yet. */
export function CleanerRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const { t, i18n } = useTranslation('cleaners');
  if (rating === null) return <span className="cleaner-rating">{t('cleaners:card.new')}</span>;
  return (
    <span className="cleaner-rating">
      <span className="cleaner-rating-star" aria-hidden="true">
        ★
      </span>{' '}
      {t('cleaners:card.rating', { rating: formatRating(rating, languageOf(i18n.resolvedLanguage)) })}{' '}
      <span className="cleaner-muted">{t('cleaners:card.reviews', { count: reviewCount })}</span>
    </span>
  );
}
