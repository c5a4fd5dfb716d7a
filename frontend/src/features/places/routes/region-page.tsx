import { Breadcrumb, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegion } from '../api/get-region';
import { regionName } from '../api/places-types';
import { PlaceLoadFailed, PlaceNotFound } from '../components/place-not-found';
import '../components/places.css';

/**
 * `/region/:regionId`: the region's cities, each leading to its cleaners. The cleaners API filters by one city, so
 * the region's cleaners are reached city by city rather than by one request per city.
 */
export default function RegionPage() {
  const { regionId = '' } = useParams();
  const { t, i18n } = useTranslation(['cleaners', 'common']);
  const { data: region, error, isLoading, mutate } = useRegion(regionId);
  const notFound = error instanceof ApiError && error.status === 404;
  const name = region === undefined ? '' : regionName(region, i18n.resolvedLanguage);
  useDocumentTitle(notFound ? t('common:notFound.title') : t('cleaners:place.regionTitle', { region: name }));

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (notFound) return <PlaceNotFound description={t('cleaners:place.regionNotFound')} />;
  if (error !== undefined || region === undefined) return <PlaceLoadFailed onRetry={() => void mutate()} />;

  const collator = new Intl.Collator(i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA');
  const cities = [...region.cities].sort((a, b) => collator.compare(a.name, b.name));
  return (
    <div className="place-page">
      <Breadcrumb
        items={[{ title: <Link to={paths.cleaners.href()}>{t('cleaners:place.allCleaners')}</Link> }, { title: name }]}
      />
      <Typography.Title level={1} className="place-page-title">
        {t('cleaners:place.regionTitle', { region: name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('cleaners:place.regionIntro', { region: name })}</Typography.Paragraph>
      <section aria-labelledby="region-cities-title">
        <Typography.Title level={2} id="region-cities-title">
          {t('cleaners:place.regionCities', { count: cities.length })}
        </Typography.Title>
        {cities.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('cleaners:place.noCities')}</Typography.Paragraph>
        ) : (
          <ul className="place-links">
            {cities.map((city) => (
              <li key={city.id}>
                <Link to={paths.city.href({ cityName: city.id })}>{city.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
