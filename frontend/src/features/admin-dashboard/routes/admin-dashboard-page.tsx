import { BOOKING_STATUSES, type BookingStatus } from '@weklean/domain';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { formatCalendarDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PeriodPicker } from '../../../lib/period-picker';
import { periodFromSearch, presetPeriod, quebecToday, type ReportPeriod } from '../../../lib/report-period';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboard } from '../api/dashboard-api';
import { BookingsList } from '../components/bookings-list';
import { FigureCards } from '../components/figure-cards';
import { StatusCard } from '../components/status-card';
import { TrendCard } from '../components/trend-card';
import '../components/admin-dashboard.css';

const statusOf = (value: string | null): BookingStatus | null => ((BOOKING_STATUSES as readonly string[]).includes(value ?? '') ? (value as BookingStatus) : null);

/**
 * `/admin`: the platform's figures over a period (`?from=&to=`, the last 30 days by default), its charts, and the
 * bookings behind a count (`?list=bookings&status=`). docs/api/admin-dashboard.md says how each figure is counted.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation(['admin-dashboard', 'errors']);
  const language = useLanguage();
  useDocumentTitle(t('admin-dashboard:title'));
  const [params, setParams] = useSearchParams();
  const asked = periodFromSearch(params);
  const { data, error, isLoading, mutate } = useDashboard(asked);
  const period: ReportPeriod = asked ?? (data ? { from: data.from, to: data.to } : presetPeriod('30d', quebecToday()));
  const listing = params.get('list') === 'bookings';
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);

  const change = (next: Record<string, string | null>) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === null) updated.delete(name);
      else updated.set(name, value);
    }
    setParams(updated);
  };
  const listHref = (of: BookingStatus) => paths.admin.href({ list: 'bookings', status: of, from: period.from, to: period.to });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('admin-dashboard:title')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('admin-dashboard:intro', { from: formatCalendarDay(period.from, language, 'long'), to: formatCalendarDay(period.to, language, 'long') })}
        </Typography.Paragraph>
      </div>
      <PeriodPicker period={period} onChange={(next) => change({ from: next.from, to: next.to, page: null })} />
      {error !== undefined && data === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('admin-dashboard:loadFailed')}
          description={failureMessage(error, { fallback: t('admin-dashboard:loadFailed'), nonJson: t('errors:server') })}
          action={<Button onClick={() => void mutate()}>{t('admin-dashboard:retry')}</Button>}
        />
      ) : null}
      <FigureCards figures={data?.figures} loading={isLoading} />
      <StatusCard byStatus={data?.figures.bookingsByStatus} loading={isLoading} hrefOf={listHref} />
      {listing ? (
        <BookingsList
          period={period}
          status={status}
          page={page}
          onPage={(next) => change({ page: next > 1 ? String(next) : null })}
          onClose={() => change({ list: null, status: null, page: null })}
        />
      ) : null}
      <TrendCard dashboard={data} loading={isLoading} />
    </Space>
  );
}
