import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PROPERTY_TYPES, type CleanerProfile } from '../api/cleaner-types';
import { formatCents, formatPercent, languageOf, responseTime } from './format';
import { ProfileCard } from './section-title';
import { Tag } from '../../../lib/ui/tag';
import { PROPERTY_TYPE_KEYS, SERVICE_TYPE_KEYS } from '../../../lib/vocabulary';

type Items = { key: string; label: string; children: string }[];

/** Labels and their values, one per line (antd's Descriptions). */
function Facts({ items }: { items: Items }) {
  return (
    <dl className="profile-facts">
      {items.map((item) => (
        <div key={item.key} className="profile-fact">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rates: by the hour and fixed prices by property type. */
export function ProfilePrices({ cleaner }: { cleaner: CleanerProfile }) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const items: Items = [];
  if (cleaner.hourlyRateCents !== null) {
    items.push({
      key: 'hourly',
      label: t('cleaners:profile.hourlyRate'),
      children: t('cleaners:card.hourly', { price: formatCents(cleaner.hourlyRateCents, language) }),
    });
  }
  for (const type of PROPERTY_TYPES) {
    const price = cleaner.fixedPricesCents[type];
    if (price !== undefined) items.push({ key: type, label: t(PROPERTY_TYPE_KEYS[type]), children: formatCents(price, language) });
  }
  return (
    <ProfileCard title={t('cleaners:profile.prices')}>
      {items.length === 0 ? (
        <p className="wk-paragraph wk-secondary">{t('cleaners:profile.noPrices')}</p>
      ) : (
        <Facts items={items} />
      )}
    </ProfileCard>
  );
}

/** The figures: experience, completion rate, response time, coverage, education. */
export function ProfileFacts({ cleaner }: { cleaner: CleanerProfile }) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  const items: Items = [
    { key: 'experience', label: t('cleaners:profile.experience'), children: t('cleaners:card.experience', { count: cleaner.yearsOfExperience }) },
  ];
  if (cleaner.completionRate !== null) {
    items.push({ key: 'completion', label: t('cleaners:profile.completionRate'), children: formatPercent(cleaner.completionRate, language) });
  }
  if (cleaner.responseTimeMinutes !== null) {
    const { unit, count } = responseTime(cleaner.responseTimeMinutes);
    const text = unit === 'minutes' ? t('cleaners:profile.responseMinutes', { count }) : t('cleaners:profile.responseHours', { count });
    items.push({ key: 'response', label: t('cleaners:profile.responseTime'), children: text });
  }
  if (cleaner.coverageKm !== null) {
    items.push({ key: 'coverage', label: t('cleaners:profile.coverage'), children: t('cleaners:profile.coverageKm', { count: cleaner.coverageKm }) });
  }
  if (cleaner.education !== null) items.push({ key: 'education', label: t('cleaners:profile.education'), children: cleaner.education });
  return (
    <ProfileCard title={t('cleaners:profile.facts')}>
      <Facts items={items} />
    </ProfileCard>
  );
}

/** The cities served, each with its own rate when it differs. */
export function ProfileCities({ cleaner }: { cleaner: CleanerProfile }) {
  const { t, i18n } = useTranslation('cleaners');
  const language = languageOf(i18n.resolvedLanguage);
  if (cleaner.serviceCities.length === 0) return null;
  return (
    <ProfileCard title={t('cleaners:profile.serviceCities')}>
      <ul className="profile-cities">
        {cleaner.serviceCities.map((city) => (
          <li key={city.cityId}>
            <Link to={paths.city.href({ cityName: city.cityId })}>{city.name}</Link>
            {city.hourlyRateCents === null ? null : (
              <span>{t('cleaners:card.hourly', { price: formatCents(city.hourlyRateCents, language) })}</span>
            )}
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}

/** Bio, services, skills and certificates. */
export function ProfileAbout({ cleaner }: { cleaner: CleanerProfile }) {
  const { t } = useTranslation('cleaners');
  return (
    <ProfileCard title={t('cleaners:profile.about', { name: cleaner.name })}>
      {cleaner.bio.trim() === '' ? (
        <p className="wk-paragraph wk-secondary">{t('cleaners:profile.noBio')}</p>
      ) : (
        <p className="wk-paragraph profile-bio">{cleaner.bio}</p>
      )}
      <TagList title={t('cleaners:profile.services')} values={cleaner.serviceTypes.map((type) => t(SERVICE_TYPE_KEYS[type]))} />
      <TagList title={t('cleaners:profile.skills')} values={cleaner.skills} />
      <TagList title={t('cleaners:profile.certificates')} values={cleaner.certificates} />
    </ProfileCard>
  );
}

function TagList({ title, values }: { title: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <div className="profile-tag-list">
      <h3 className="profile-subtitle">{title}</h3>
      <div className="cleaner-tags">
        {values.map((value) => (
          <Tag key={value}>{value}</Tag>
        ))}
      </div>
    </div>
  );
}
