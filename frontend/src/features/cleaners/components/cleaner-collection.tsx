import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleanerCard } from '../api/cleaner-types';
import { CleanerTile } from './cleaner-tile';
import './cleaners.css';

export type CleanerCollectionProps = {
  cleaners: CleanerCard[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  emptyAction?: ReactNode;
  /** A wrapping grid, or one row that scrolls sideways. */
  layout: 'grid' | 'row';
  /** How many placeholder cards show while loading. */
  placeholders: number;
  /** Newer results are on their way while these show. */
  refreshing?: boolean;
};

/** A list of cleaners with its loading, failure and empty states. */
export function CleanerCollection(props: CleanerCollectionProps) {
  const { cleaners, isLoading, error, onRetry, emptyText, emptyAction, layout, placeholders, refreshing = false } = props;
  const { t } = useTranslation(['cleaners', 'common']);
  const className = layout === 'grid' ? 'cleaner-grid' : 'cleaner-row';

  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common:loading')}</span>
        <ul className={className} aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <Card size="small" className="cleaner-tile">
                <Skeleton active avatar paragraph={{ rows: 3 }} />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (error !== undefined || cleaners === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('cleaners:list.loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  if (cleaners.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
        {emptyAction}
      </Empty>
    );
  }

  return (
    <ul className={`${className}${refreshing ? ' is-refreshing' : ''}`} aria-busy={refreshing}>
      {cleaners.map((cleaner) => (
        <li key={cleaner.slug}>
          <CleanerTile cleaner={cleaner} />
        </li>
      ))}
    </ul>
  );
}
