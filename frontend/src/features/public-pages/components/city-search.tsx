import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CitySearchForm, type CityPickerPart } from '../../../lib/city-search-form';

/** The call to action of /homeowners: pick a city, see its cleaners. */
export function CitySearch({ CityPicker }: { CityPicker: CityPickerPart }) {
  const { t } = useTranslation('public-pages');
  return (
    <section className="public-cta" aria-labelledby="homeowners-cta">
      <Typography.Title level={2} id="homeowners-cta" className="public-section-title">
        {t('public-pages:homeowners.cta.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('public-pages:homeowners.cta.text')}</Typography.Paragraph>
      <CitySearchForm
        CityPicker={CityPicker}
        id="homeowners-city"
        texts={{
          label: t('public-pages:homeowners.cta.cityLabel'),
          placeholder: t('public-pages:homeowners.cta.cityPlaceholder'),
          noMatch: t('public-pages:homeowners.cta.cityNoMatch'),
          failed: t('public-pages:homeowners.cta.cityFailed'),
          submit: t('public-pages:common.findCleaners'),
        }}
      />
    </section>
  );
}
