import { Button, Typography } from 'antd';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CityPickerPart } from './parts';

/** The search by city that leads to `/cleaners?city=<id>` (or every cleaner when no city is chosen). */
export function HomeHero({ CityPicker }: { CityPicker: CityPickerPart }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [cityId, setCityId] = useState<string | null>(null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.cleaners.href(cityId === null ? undefined : { city: cityId }));
  };

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <Typography.Title level={1} id="home-hero-title" className="home-hero-title">
        {t('home:hero.title')}
      </Typography.Title>
      <Typography.Paragraph className="home-hero-intro">{t('home:hero.intro')}</Typography.Paragraph>
      <form className="home-search" role="search" onSubmit={onSubmit}>
        <label htmlFor="home-city" className="home-search-label">
          {t('home:hero.cityLabel')}
        </label>
        <div className="home-search-row">
          <CityPicker
            id="home-city"
            className="home-search-input"
            value={cityId}
            onChange={(city) => setCityId(city?.id ?? null)}
            texts={{
              placeholder: t('home:hero.cityPlaceholder'),
              noMatch: t('home:hero.cityNoMatch'),
              failed: t('home:hero.cityFailed'),
            }}
          />
          <Button type="primary" htmlType="submit" size="large">
            {t('home:hero.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
