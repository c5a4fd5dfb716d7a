import { Button, Card, Empty, Pagination, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import type { BookingPage } from '../api/booking-types';
import { BookingCard } from './booking-card';
import { PAGE_SIZE, type BookingTab } from './booking-tabs';
import type { Viewer } from './viewer';
import { EMPTY_KEYS, TAB_KEYS } from './vocabulary';

type Props = {
  tab: BookingTab;
  page: number;
  viewer: Viewer;
  data: BookingPage | undefined;
  error: unknown;
  isLoading: boolean;
  refreshing: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
};

const PLACEHOLDERS = 3;

/** One tab's bookings: placeholders while loading, the failure with a retry, an empty state, or a page of cards. */
export function BookingList({ tab, page, viewer, data, error, isLoading, refreshing, onRetry, onPage }: Props) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const navigate = useNavigate();

  // With the previous page kept for the counts, a tab or page being read shows placeholders, not the last list.
  if (isLoading) {
    return (
      <ul className="booking-list" aria-busy="true" aria-label={t('common:loading')}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index}>
            <Card size="small" className="booking-card">
              <Skeleton active avatar paragraph={{ rows: 2 }} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  if (error !== undefined || data === undefined) {
    return (
      <Result
        status="error"
        title={t('bookings:list.loadFailed')}
        subTitle={failureMessage(error, { fallback: t('bookings:list.loadFailedHint'), nonJson: t('errors:server') })}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  if (data.items.length === 0) {
    // A shared address can point past the last page of a list that has since shrunk.
    if (data.total > 0 && page > 1) {
      return (
        <Empty description={t('bookings:list.pastLastPage')}>
          <Button onClick={() => onPage(1)}>{t('bookings:list.firstPage')}</Button>
        </Empty>
      );
    }
    return (
      <Empty description={t(EMPTY_KEYS[tab])}>
        {viewer === 'client' ? (
          <Button type="primary" onClick={() => void navigate(paths.cleaners.href())}>
            {t('bookings:list.findCleaner')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('bookings:list.cleanerHint')}</Typography.Text>
        )}
      </Empty>
    );
  }

  return (
    <div className="booking-list-wrap" aria-busy={refreshing}>
      <ul className="booking-list" aria-label={t('bookings:list.label', { tab: t(TAB_KEYS[tab]) })}>
        {data.items.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} viewer={viewer} />
          </li>
        ))}
      </ul>
      {data.total > PAGE_SIZE ? (
        <Pagination
          className="booking-pagination"
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </div>
  );
}
