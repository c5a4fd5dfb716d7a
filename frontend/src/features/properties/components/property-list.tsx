import type { Property } from '@weklean/domain';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PropertyCard } from './property-card';

export function PropertiesLoading() {
  const { t } = useTranslation('properties');
  return (
    <div className="property-cards" aria-busy="true" aria-label={t('properties:page.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} className="property-card">
          <Skeleton active title paragraph={{ rows: 3 }} />
        </Card>
      ))}
    </div>
  );
}

export function PropertiesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['properties', 'common']);
  return (
    <Result
      status="error"
      title={t('properties:page.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}

export function NoProperties({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('properties');
  return (
    <Empty className="property-empty" description={<><strong>{t('properties:empty.title')}</strong><br />{t('properties:empty.text')}</>}>
      <Button type="primary" onClick={onAdd}>
        {t('properties:empty.add')}
      </Button>
    </Empty>
  );
}

type ListProps = {
  properties: Property[];
  deletingId: string | null;
  onEdit: (property: Property) => void;
  onDelete: (property: Property) => Promise<void>;
};

export function PropertyList({ properties, deletingId, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('properties');
  return (
    <ul className="property-cards" aria-label={t('properties:list.label')}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} deleting={deletingId === property.id} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
