import { Alert, Button, Empty, Form, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingProperty } from '../api/booking-answers';
import { PROPERTY_TYPE_KEYS } from '../../../lib/vocabulary';

type Props = {
  cleanerSlug: string;
  properties: BookingProperty[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** Where the cleaner goes: one of the client's properties, with a way to add one and come back here. */
export function PropertyField({ cleanerSlug, properties, loading, failed, onRetry }: Props) {
  const { t } = useTranslation(['booking', 'common']);
  const addHref = paths.properties.href({ new: '1', returnTo: paths.book.href({ cleanerSlug }) });
  const rules = [{ required: true, message: t('booking:form.property.required') }];

  if (failed) {
    return (
      <Form.Item label={t('booking:form.property.label')} required>
        <Alert
          type="error"
          showIcon
          title={t('booking:form.property.loadFailed')}
          action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
        />
      </Form.Item>
    );
  }

  if (!loading && properties !== undefined && properties.length === 0) {
    return (
      <Form.Item name="propertyId" label={t('booking:form.property.label')} rules={rules}>
        <NoProperty addHref={addHref} t={t} />
      </Form.Item>
    );
  }

  return (
    <Form.Item
      name="propertyId"
      label={t('booking:form.property.label')}
      rules={rules}
      extra={<Link to={addHref}>{t('booking:form.property.add')}</Link>}
    >
      <Select
        loading={loading}
        placeholder={t('booking:form.property.placeholder')}
        options={(properties ?? []).map((property) => ({
          value: property.id,
          label: t('booking:form.property.option', {
            name: property.name,
            type: t(PROPERTY_TYPE_KEYS[property.type]),
            address: [property.address.streetAddress, property.address.city].filter((part) => part !== '').join(', '),
          }),
        }))}
      />
    </Form.Item>
  );
}

/** In place of the list when there is nothing in it; takes (and ignores) the value the form item hands it. */
function NoProperty({ addHref, t }: { addHref: string; t: TFunction }) {
  return (
    <Empty className="booking-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('booking:form.property.empty')}>
      <Link to={addHref} className="booking-empty-link">
        {t('booking:form.property.addFirst')}
      </Link>
    </Empty>
  );
}
