import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';

/** While a booking loads. */
export function BookingSkeleton() {
  return (
    <div className="booking-details" aria-busy="true">
      <Skeleton active title paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

/** Why a booking cannot be shown: someone else's (the server says so), unknown, or a failure worth retrying. */
export function BookingLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const navigate = useNavigate();
  const back = (
    <Button type="primary" onClick={() => void navigate(paths.bookings.href())}>
      {t('bookings:details.backToList')}
    </Button>
  );
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Result
        status="403"
        title={<Typography.Title level={1}>{t('bookings:details.accessDeniedTitle')}</Typography.Title>}
        subTitle={error.serverMessage ?? t('bookings:details.accessDenied')}
        extra={back}
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Result
        status="404"
        title={<Typography.Title level={1}>{t('bookings:details.notFoundTitle')}</Typography.Title>}
        subTitle={t('bookings:details.notFound')}
        extra={back}
      />
    );
  }
  return (
    <Result
      status="error"
      title={<Typography.Title level={1}>{t('bookings:details.loadFailed')}</Typography.Title>}
      subTitle={failureMessage(error, { fallback: t('bookings:details.loadFailedHint'), nonJson: t('errors:server') })}
      extra={
        <>
          <Button type="primary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
          <Button onClick={() => void navigate(paths.bookings.href())}>{t('bookings:details.backToList')}</Button>
        </>
      }
    />
  );
}
