import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCleaners } from '../api/list-cleaners';
import { CleanerCollection } from './cleaner-collection';
import { DEFAULT_FILTERS } from './filter-params';

/** Handed to the city page by the app (features do not import each other). */
export type CityCleanersProps = { cityId: string; cityName: string };

/** The first cleaners of a city, with a way on to the full search with filters. */
export function CityCleaners({ cityId, cityName }: CityCleanersProps) {
  const { t } = useTranslation('cleaners');
  const { data, error, isLoading, mutate } = useCleaners({ ...DEFAULT_FILTERS, city: cityId });
  const searchLink = paths.cleaners.href({ city: cityId });
  return (
    <section className="city-cleaners" aria-labelledby="city-cleaners-title">
      <div className="cleaner-section-head">
        <Typography.Title level={2} id="city-cleaners-title" className="cleaner-section-title">
          {t('cleaners:place.cityCleaners', { city: cityName })}
        </Typography.Title>
        {data === undefined || data.total === 0 ? null : (
          <Link to={searchLink}>{t('cleaners:place.seeAll', { count: data.total })}</Link>
        )}
      </div>
      <CleanerCollection
        cleaners={data?.items}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText={t('cleaners:place.emptyCity', { city: cityName })}
        emptyAction={<Link to={paths.cleaners.href()}>{t('cleaners:place.browseAll')}</Link>}
        layout="grid"
        placeholders={4}
      />
    </section>
  );
}
