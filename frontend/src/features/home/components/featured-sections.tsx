import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import type { HomePageParts } from './parts';

/** The recommended and the popular cleaners, everywhere or in one chosen city. */
export function FeaturedSections({ parts }: { parts: HomePageParts }) {
  const { t } = useTranslation('home');
  const session = useSession();
  const [city, setCity] = useState<{ id: string; name: string } | null>(null);
  const { CityPicker, RecommendedCleaners, PopularCleaners } = parts;
  const personal = session.status === 'signed-in' && session.user.role === 'client';
  const cityId = city?.id ?? null;
  const allCleaners = paths.cleaners.href(cityId === null ? undefined : { city: cityId });

  return (
    <div className="home-featured">
      <div className="home-featured-city">
        <label htmlFor="home-featured-city">{t('home:featured.cityLabel')}</label>
        <CityPicker
          id="home-featured-city"
          className="home-featured-city-input"
          value={cityId}
          onChange={setCity}
          texts={{
            placeholder: t('home:featured.cityPlaceholder'),
            noMatch: t('home:hero.cityNoMatch'),
            failed: t('home:hero.cityFailed'),
          }}
        />
      </div>
      <section className="home-section" aria-labelledby="home-recommended-title">
        <div className="home-section-head">
          <h2 id="home-recommended-title" className="wk-title home-section-title">
            {city === null
              ? personal
                ? t('home:featured.recommendedForYou')
                : t('home:featured.recommended')
              : t('home:featured.recommendedIn', { city: city.name })}
          </h2>
          <Link to={allCleaners}>{t('home:featured.seeAll')}</Link>
        </div>
        <RecommendedCleaners cityId={cityId} />
      </section>
      <section className="home-section" aria-labelledby="home-popular-title">
        <div className="home-section-head">
          <h2 id="home-popular-title" className="wk-title home-section-title">
            {city === null ? t('home:featured.popular') : t('home:featured.popularIn', { city: city.name })}
          </h2>
          <Link to={allCleaners}>{t('home:featured.seeAll')}</Link>
        </div>
        <PopularCleaners cityId={cityId} />
      </section>
    </div>
  );
}
