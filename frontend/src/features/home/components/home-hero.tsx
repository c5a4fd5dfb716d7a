import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CitySearchForm, type CityPickerPart } from '../../../lib/city-search-form';

/** The home's title and its search by city. */
export function HomeHero({ CityPicker }: { CityPicker: CityPickerPart }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <Typography.Title level={1} id="home-hero-title" className="home-hero-title">
        {t('home:hero.title')}
      </Typography.Title>
      <Typography.Paragraph className="home-hero-intro">{t('home:hero.intro')}</Typography.Paragraph>
      <CitySearchForm
        CityPicker={CityPicker}
        id="home-city"
        texts={{
          label: t('home:hero.cityLabel'),
          placeholder: t('home:hero.cityPlaceholder'),
          noMatch: t('home:hero.cityNoMatch'),
          failed: t('home:hero.cityFailed'),
          submit: t('home:hero.submit'),
        }}
      />
    </section>
  );
}
