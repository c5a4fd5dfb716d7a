import { PROPERTY_TYPES } from '@weklean/domain';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingCleaner } from '../api/booking-answers';
import { formatCents } from '../../../lib/format-money';
import { formatDecimal, languageOf } from './format';
import { PROPERTY_TYPE_KEYS } from '../../../lib/vocabulary';
import { PersonAvatar } from '../../../lib/ui/person-avatar';

/** Whom the client is booking: photo, name, city, rating and what they charge (rates of the public profile). */
export function CleanerSummary({ cleaner }: { cleaner: BookingCleaner }) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const money = (cents: number) => formatCents(cents, language);
  // The price function takes the hourly rate when there is one; fixed prices only apply to cleaners without it.
  const hourly = cleaner.hourlyRateCents !== null;
  const cityRates = hourly ? cleaner.serviceCities.filter((city) => city.hourlyRateCents !== null) : [];
  const fixed = hourly
    ? []
    : PROPERTY_TYPES.flatMap((type) => {
        const price = cleaner.fixedPricesCents[type];
        return price === undefined ? [] : [{ type, price }];
      });

  return (
    <Card className="booking-cleaner">
      <PersonAvatar name={cleaner.name} url={cleaner.avatarUrl} size={72} />
      <div className="booking-cleaner-text">
        <Typography.Title level={1} className="booking-title">
          {t('booking:page.title', { name: cleaner.name })}
        </Typography.Title>
        <div className="booking-cleaner-facts">
          <Link to={paths.cleanerProfile.href({ slug: cleaner.slug })}>{t('booking:cleaner.profile', { name: cleaner.name })}</Link>
          {cleaner.city === null ? null : <span>{cleaner.city}</span>}
          {cleaner.rating === null ? (
            <span>{t('booking:cleaner.new')}</span>
          ) : (
            <span>
              <span className="booking-star" aria-hidden="true">
                ★
              </span>{' '}
              {t('booking:cleaner.rating', { rating: formatDecimal(cleaner.rating, language) })}{' '}
              <span className="booking-muted">{t('booking:cleaner.reviews', { count: cleaner.reviewCount })}</span>
            </span>
          )}
        </div>
        <div className="booking-rates" aria-label={t('booking:cleaner.rates')}>
          {cleaner.hourlyRateCents === null ? null : <Tag color="blue">{t('booking:cleaner.hourlyRate', { amount: money(cleaner.hourlyRateCents) })}</Tag>}
          {cityRates.map((city) => (
            <Tag key={city.cityId}>{t('booking:cleaner.cityRate', { city: city.name, amount: money(city.hourlyRateCents ?? 0) })}</Tag>
          ))}
          {fixed.map(({ type, price }) => (
            <Tag key={type}>{t('booking:cleaner.fixedPrice', { type: t(PROPERTY_TYPE_KEYS[type]), amount: money(price) })}</Tag>
          ))}
        </div>
      </div>
    </Card>
  );
}
