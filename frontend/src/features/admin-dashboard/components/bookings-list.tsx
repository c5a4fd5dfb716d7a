import type { BookingStatus } from '@weklean/domain';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { ReportPeriod } from '../../../lib/report-period';
import { useAdminBookings, type AdminBooking } from '../api/dashboard-api';
import { statusLabelKey } from './status-card';

/** The bookings behind a count of the dashboard (`?list=bookings&status=`), requested in the period, newest first. */
export function BookingsList(props: { period: ReportPeriod | null; status: BookingStatus | null; page: number; onPage: (page: number) => void; onClose: () => void }) {
  const { period, status, page, onPage, onClose } = props;
  const { t } = useTranslation(['admin-dashboard', 'bookings', 'errors']);
  const language = useLanguage();
  const historyLink = useHistoryLink();
  const { data, error, isLoading, mutate } = useAdminBookings(period, status, page, true);
  const title = status ? t('admin-dashboard:list.titleStatus', { status: t(statusLabelKey(status)) }) : t('admin-dashboard:list.titleAll');
  return (
    <Card
      id="dashboard-bookings"
      title={<h2 className="admin-card-title">{title}</h2>}
      extra={<Button onClick={onClose}>{t('admin-dashboard:list.close')}</Button>}
    >
      {error !== undefined && data === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('admin-dashboard:list.loadFailed')}
          description={failureMessage(error, { fallback: t('admin-dashboard:list.loadFailed'), nonJson: t('errors:server') })}
          action={<Button onClick={() => void mutate()}>{t('admin-dashboard:retry')}</Button>}
        />
      ) : (
        <Table<AdminBooking>
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={data?.items ?? []}
          locale={{ emptyText: t('admin-dashboard:list.empty') }}
          pagination={{ current: page, pageSize: data?.pageSize ?? 20, total: data?.total ?? 0, showSizeChanger: false, onChange: onPage }}
          columns={[
            { key: 'date', title: t('admin-dashboard:list.columns.date'), render: (_, booking) => formatQuebecDateTime(booking.startsAt, language) },
            { key: 'status', title: t('admin-dashboard:list.columns.status'), render: (_, booking) => <Tag>{t(statusLabelKey(booking.status))}</Tag> },
            { key: 'client', title: t('admin-dashboard:list.columns.client'), render: (_, booking) => booking.client.name ?? t('admin-dashboard:list.unnamed') },
            {
              key: 'cleaner',
              title: t('admin-dashboard:list.columns.cleaner'),
              // The same period on the cleaner's page.
              render: (_, booking) => <Link to={paths.adminCleaner.href({ cleanerId: booking.cleaner.id }, period ?? undefined)}>{booking.cleaner.name ?? t('admin-dashboard:list.unnamed')}</Link>,
            },
            { key: 'price', title: t('admin-dashboard:list.columns.price'), align: 'right', render: (_, booking) => formatCents(booking.finalPriceCents, language) },
            {
              key: 'history',
              title: t('admin-dashboard:list.columns.history'),
              render: (_, booking) => (
                <Space>
                  <Link to={historyLink(`booking-${booking.id}`)} aria-label={t('admin-dashboard:list.historyOf', { date: formatQuebecDateTime(booking.startsAt, language) })}>
                    {t('admin-dashboard:list.history')}
                  </Link>
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
