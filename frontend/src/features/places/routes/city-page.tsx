import { Breadcrumb, Skeleton, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCity } from '../api/get-city';
import { useRegions } from '../api/get-regions';
import { regionName } from '../api/places-types';
import { PlaceLoadFailed, PlaceNotFound } from '../components/place-not-found';
import '../components/places.css';

/** What this page shows from the cleaners feature; the app hands it in (features do not import each other). */
export type CityPageParts = { CityCleaners: ComponentType<{ cityId: string; cityName: string }> };

/** `/city/:cityName`: the cleaners of one city (the parameter is the city's id or its name). */
export default function CityPage({ parts }: { parts: CityPageParts }) {
  const { cityName = '' } = useParams();
  const { t, i18n } = useTranslation(['cleaners', 'common']);
  const { data: city, error, isLoading, mutate } = useCity(cityName);
  const regions = useRegions(city !== undefined);
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(
    notFound ? t('common:notFound.title') : t('cleaners:place.cityTitle', { city: city?.name ?? cityName }),
  );

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notFound) return <PlaceNotFound description={t('cleaners:place.cityNotFound')} />;
  if (error !== undefined || city === undefined) return <PlaceLoadFailed onRetry={() => void mutate()} />;

  const region = regions.data?.find((candidate) => candidate.id === city.regionId);
  const { CityCleaners } = parts;
  return (
    <div className="place-page">
      <Breadcrumb
        items={[
          { title: <Link to={paths.cleaners.href()}>{t('cleaners:place.allCleaners')}</Link> },
          ...(region === undefined
            ? []
            : [{ title: <Link to={paths.region.href({ regionId: region.id })}>{regionName(region, i18n.resolvedLanguage)}</Link> }]),
          { title: city.name },
        ]}
      />
      <Typography.Title level={1} className="place-page-title">
        {t('cleaners:place.cityTitle', { city: city.name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('cleaners:place.cityIntro', { city: city.name })}</Typography.Paragraph>
      <CityCleaners cityId={city.id} cityName={city.name} />
    </div>
  );
}
