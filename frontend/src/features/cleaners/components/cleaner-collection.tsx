import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleanerCard } from '../api/cleaner-types';
import { CleanerCarousel } from './cleaner-carousel';
import { CleanerTile } from './cleaner-tile';
import '../../../lib/ui/ui.css';
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
  /** The id of the heading that names a row (its carousel is a focusable region). */
  labelledBy?: string;
};

/** A list of cleaners with its loading, failure and empty states. */
export function CleanerCollection(props: CleanerCollectionProps) {
  const { cleaners, isLoading, error, onRetry, emptyText, emptyAction, layout, placeholders, refreshing = false, labelledBy } = props;
  const { t } = useTranslation(['cleaners', 'common']);
  const className = layout === 'grid' ? 'cleaner-grid' : 'cleaner-row';

  if (isLoading) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common:loading')}</span>
        <ul className={className} aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <div className="wk-card cleaner-tile cleaner-tile-placeholder">
                <span className="wk-skeleton wk-skeleton-round" />
                <span className="wk-skeleton" />
                <span className="wk-skeleton" />
                <span className="wk-skeleton" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (error !== undefined || cleaners === undefined) {
    return (
      <div className="wk-alert wk-alert-error cleaner-collection-failed" role="alert">
        <p className="wk-alert-title">{t('cleaners:list.loadFailed')}</p>
        <button type="button" className="wk-btn" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }

  if (cleaners.length === 0) {
    return (
      <div className="cleaner-collection-empty">
        <p className="wk-secondary">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }

  const tiles = cleaners.map((cleaner) => (
    <li key={cleaner.slug}>
      <CleanerTile cleaner={cleaner} />
    </li>
  ));
  const classes = `${className}${refreshing ? ' is-refreshing' : ''}`;
  if (layout === 'row') {
    return (
      <CleanerCarousel className={classes} busy={refreshing} {...(labelledBy === undefined ? {} : { labelledBy })}>
        {tiles}
      </CleanerCarousel>
    );
  }
  return (
    <ul className={classes} aria-busy={refreshing}>
      {tiles}
    </ul>
  );
}
