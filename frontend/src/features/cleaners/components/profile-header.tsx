import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CleanerProfile } from '../api/cleaner-types';
import { availabilityDisplay } from './availability';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { CleanerRating } from './cleaner-rating';
import { LANGUAGE_KEYS, PET_KEYS } from '../../../lib/vocabulary';
import { Tag } from '../../../lib/ui/tag';

/** Who the cleaner is, at a glance, with the page's actions (book, feedback). */
export function ProfileHeader({ cleaner, actions }: { cleaner: CleanerProfile; actions: ReactNode }) {
  const { t } = useTranslation('cleaners');
  const availability = availabilityDisplay(cleaner.availability.label);
  return (
    <div className="wk-card profile-header">
      <div className="profile-identity">
        <PersonAvatar name={cleaner.name} url={cleaner.avatarUrl} size={96} />
        <div className="profile-identity-text">
          <div className="profile-name-line">
            <h1 className="wk-title profile-name">{cleaner.name}</h1>
            {cleaner.verified ? <Tag color="blue">{t('cleaners:card.verified')}</Tag> : null}
            {cleaner.backgroundChecked ? <Tag color="blue">{t('cleaners:card.backgroundChecked')}</Tag> : null}
          </div>
          {cleaner.city === null ? null : cleaner.cityId === null ? (
            <div>{cleaner.city}</div>
          ) : (
            <Link to={paths.city.href({ cityName: cleaner.cityId })}>{cleaner.city}</Link>
          )}
          <div>
            <CleanerRating rating={cleaner.rating} reviewCount={cleaner.reviewCount} />
          </div>
          <div className="cleaner-tags">
            {availability === null ? null : <Tag color={availability.color}>{t(availability.key)}</Tag>}
            {cleaner.ecoCertified ? <Tag color="green">{t('cleaners:card.eco')}</Tag> : null}
            {cleaner.languages.map((code) => (
              <Tag key={code}>{t(LANGUAGE_KEYS[code])}</Tag>
            ))}
          </div>
          {cleaner.petsTolerated.length === 0 ? null : (
            <div className="cleaner-tags">
              <span className="cleaner-muted">{t('cleaners:profile.pets')}</span>
              {cleaner.petsTolerated.map((pet) => (
                <Tag key={pet}>{t(PET_KEYS[pet])}</Tag>
              ))}
            </div>
          )}
        </div>
      </div>
      <div className="profile-actions">{actions}</div>
    </div>
  );
}
