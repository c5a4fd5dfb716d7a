import type { Property } from '@weklean/domain';
import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatNumber } from './property-rules';
import { PROPERTY_TYPE_KEYS } from '../../../lib/vocabulary';

type Props = {
  property: Property;
  deleting: boolean;
  onEdit: (property: Property) => void;
  /** Resolves once the deletion is over (done or refused), so the confirmation shows its progress. */
  onDelete: (property: Property) => Promise<void>;
};

/** One property of the list: what a booking needs to recognise it, and its actions. */
export function PropertyCard({ property, deleting, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['properties', 'common']);
  const language = currentLanguage();
  const { name, address } = property;
  const count = (value: number) => ({ count: value, value: formatNumber(value, language) });
  const facts = [
    t('properties:list.bedrooms', count(property.bedrooms)),
    t('properties:list.bathrooms', count(property.bathrooms)),
    t('properties:list.stories', count(property.stories)),
    ...(property.squareFootage === null ? [] : [t('properties:list.squareFootage', { value: formatNumber(property.squareFootage, language) })]),
    ...(property.parking ? [t('properties:list.parking')] : []),
  ];

  return (
    <Card
      className="property-card"
      title={<h2 className="property-card-title">{name}</h2>}
      extra={<Tag>{t(PROPERTY_TYPE_KEYS[property.type])}</Tag>}
      actions={[
        <Button key="edit" type="link" onClick={() => onEdit(property)} aria-label={t('properties:list.editLabel', { name })}>
          {t('properties:list.edit')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('properties:list.confirmDelete', { name })}
          description={t('properties:list.confirmDeleteText')}
          okText={t('properties:list.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:actions.cancel')}
          onConfirm={() => onDelete(property)}
          // Next to its button in the page, so that Tab reaches its buttons from there.
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        >
          <Button type="link" danger loading={deleting} aria-label={t('properties:list.deleteLabel', { name })}>
            {t('properties:list.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <Typography.Paragraph className="property-card-address">
        {address.streetAddress}
        <br />
        {t('properties:list.city', { city: address.city, province: address.province, postalCode: address.postalCode })}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
    </Card>
  );
}
