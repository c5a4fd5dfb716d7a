import { Alert, Button, Form, Spin, Typography, type FormInstance } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNearbyCities } from '../api/get-nearby-cities';
import { addEveryCity, nearbyAsk, toggleServiceCity } from './nearby-suggestions';
import type { AreaValues } from './onboarding-values';

/** Typing "150" asks once, not for 1, 15 and 150. */
const DISTANCE_DELAY_MS = 400;

/**
 * The cities within the coverage distance of the primary city (`GET /api/places/nearby`), each added to (or taken out
 * of) the service cities with one click. Changes the form's values only: the area is saved with the form's button.
 */
export function NearbyCities({ form }: { form: FormInstance<AreaValues> }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const language = useLanguage();
  const titleId = useId();
  const primaryCityId = Form.useWatch('primaryCityId', form);
  const coverageKm = useDebouncedValue(Form.useWatch('coverageKm', form), DISTANCE_DELAY_MS);
  const serviceCityIds = Form.useWatch('serviceCityIds', form) ?? [];
  const ask = nearbyAsk(primaryCityId, coverageKm);
  const nearby = useNearbyCities(ask.kind === 'ask' ? { cityId: ask.cityId, km: ask.km } : null);
  const setServiceCities = (cityIds: string[]) => form.setFieldValue('serviceCityIds', cityIds);

  const body = () => {
    if (ask.kind === 'no-primary') return <Alert type="info" showIcon title={t('onboarding:nearby.noPrimary')} />;
    if (ask.kind === 'no-distance') return null;
    if (nearby.error !== undefined && nearby.data === undefined) {
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('onboarding:nearby.failed')}
          action={<Button size="small" onClick={() => void nearby.mutate()}>{t('common:actions.retry')}</Button>}
        />
      );
    }
    if (nearby.data === undefined) {
      return (
        <Typography.Text type="secondary" role="status">
          <Spin size="small" /> {t('onboarding:nearby.loading')}
        </Typography.Text>
      );
    }
    const { city, km, total, items } = nearby.data;
    if (items.length === 0) return <Typography.Paragraph role="status">{t('onboarding:nearby.none', { km, city: city.name })}</Typography.Paragraph>;
    const missing = items.filter((item) => !serviceCityIds.includes(item.id));
    return (
      <>
        <Typography.Paragraph>
          {t('onboarding:nearby.intro', { count: total, km, city: city.name })}
          {total > items.length ? ` ${t('onboarding:nearby.nearest', { shown: items.length })}` : null}
        </Typography.Paragraph>
        <ul className="nearby-cities-list">
          {items.map((item) => {
            const added = serviceCityIds.includes(item.id);
            return (
              <li key={item.id}>
                <Button size="small" type={added ? 'primary' : 'default'} aria-pressed={added} onClick={() => setServiceCities(toggleServiceCity(serviceCityIds, item.id))}>
                  <span aria-hidden="true">{added ? '✓' : '+'}</span>
                  {t('onboarding:nearby.city', { name: item.name, distance: formatNumber(item.distanceKm, language, 1) })}
                </Button>
              </li>
            );
          })}
        </ul>
        {missing.length > 1 ? (
          <Button size="small" type="link" onClick={() => setServiceCities(addEveryCity(serviceCityIds, missing))}>
            {t('onboarding:nearby.addAll')}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <section className="nearby-cities" aria-labelledby={titleId}>
      <Typography.Text strong id={titleId}>
        {t('onboarding:nearby.title')}
      </Typography.Text>
      {body()}
    </section>
  );
}
