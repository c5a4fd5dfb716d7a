import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CleanerCard } from '../api/cleaner-types';
import { availabilityDisplay } from './availability';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { CleanerRating } from './cleaner-rating';
import { formatCents, formatKilometres, languageOf } from './format';
import { LANGUAGE_KEYS } from '../../../lib/vocabulary';
import { Tag } from '../../../lib/ui/tag';

/** One cleaner in a list; the name is the one link, stretched over the whole card. */
export function CleanerTile({ cleaner }: { cleaner: CleanerCard }) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const availability = availabilityDisplay(cleaner.availabilityLabel);
  const price =
    cleaner.hourlyRateCents !== null
      ? t('cleaners:card.hourly', { price: formatCents(cleaner.hourlyRateCents, language) })
      : cleaner.fromPriceCents !== null
        ? t('cleaners:card.fromPrice', { price: formatCents(cleaner.fromPriceCents, language) })
        : null;

  return (
    <div className="wk-card cleaner-tile">
      <div className="cleaner-tile-head">
        <PersonAvatar name={cleaner.name} url={cleaner.avatarUrl} size={56} />
        <div className="cleaner-tile-identity">
          <h3 className="cleaner-tile-name">
            <Link to={paths.cleanerProfile.href({ slug: cleaner.slug })} className="cleaner-tile-link">
              {cleaner.name}
            </Link>
          </h3>
          {cleaner.whyListed !== null && cleaner.whyListed.basedIn !== null ? (
            // From elsewhere: where they are based and why they are in this city's results, in place of their city.
            <div className="cleaner-muted">
              {cleaner.whyListed.distanceKm === null
                ? t('cleaners:card.whyListed', { basedIn: cleaner.whyListed.basedIn, covers: cleaner.whyListed.covers })
                : t('cleaners:card.whyListedKm', {
                    basedIn: cleaner.whyListed.basedIn,
                    covers: cleaner.whyListed.covers,
                    distance: formatKilometres(cleaner.whyListed.distanceKm, language),
                  })}
            </div>
          ) : cleaner.city === null ? null : (
            <div className="cleaner-muted">{cleaner.city}</div>
          )}
        </div>
        {cleaner.verified ? (
          <Tag color="blue" className="cleaner-tile-verified">
            {t('cleaners:card.verified')}
          </Tag>
        ) : null}
      </div>
      <div className="cleaner-tile-lines">
        <CleanerRating rating={cleaner.rating} reviewCount={cleaner.reviewCount} />
        <span>{t('cleaners:card.experience', { count: cleaner.yearsOfExperience })}</span>
        {price === null ? null : <strong>{price}</strong>}
      </div>
      <div className="cleaner-tags">
        {availability === null ? null : <Tag color={availability.color}>{t(availability.key)}</Tag>}
        {cleaner.backgroundChecked ? <Tag color="blue">{t('cleaners:card.backgroundChecked')}</Tag> : null}
        {cleaner.ecoCertified ? <Tag color="green">{t('cleaners:card.eco')}</Tag> : null}
        {cleaner.petsTolerated.length > 0 ? <Tag>{t('cleaners:card.petsWelcome')}</Tag> : null}
        {cleaner.languages.map((code) => (
          <Tag key={code}>{t(LANGUAGE_KEYS[code])}</Tag>
        ))}
      </div>
    </div>
  );
}
