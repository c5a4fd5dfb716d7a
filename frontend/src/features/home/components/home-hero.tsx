import { useTranslation } from 'react-i18next';
import { CitySearchForm, type CityPickerPart } from '../../../lib/city-search-form';
import { PageHero } from '../../../lib/page-hero/page-hero';

/** The home's title and its search by city. */
export function HomeHero({ CityPicker }: { CityPicker: CityPickerPart }) {
  const { t } = useTranslation('home');
  return (
    <PageHero as="section" titleId="home-hero-title" size="large" title={t('home:hero.title')} lead={t('home:hero.intro')}>
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
    </PageHero>
  );
}
