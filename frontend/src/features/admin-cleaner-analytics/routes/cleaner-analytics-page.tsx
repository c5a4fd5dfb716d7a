import { Alert, Button, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { formatCalendarDay } from '../../../lib/format-date';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PeriodPicker } from '../../../lib/period-picker';
import { periodFromSearch, presetPeriod, quebecToday, type ReportPeriod } from '../../../lib/report-period';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCleanerAnalytics } from '../api/cleaner-analytics-api';
import { AnalyticsFigures } from '../components/analytics-figures';
import { AnalyticsLists } from '../components/analytics-lists';
import { WeeklyCharts } from '../components/weekly-charts';
import '../components/cleaner-analytics.css';

const VERIFICATION_KEYS = {
  verified: 'admin-cleaner-analytics:verification.verified',
  pending: 'admin-cleaner-analytics:verification.pending',
  rejected: 'admin-cleaner-analytics:verification.rejected',
  unverified: 'admin-cleaner-analytics:verification.unverified',
} as const;
const VERIFICATION_COLORS = { verified: 'green', pending: 'gold', rejected: 'red', unverified: undefined } as const;

/** `/admin/cleaners/:cleanerId`: one cleaner's analytics over a period (`?from=&to=`), week by week. */
export default function CleanerAnalyticsPage() {
  const { t } = useTranslation(['admin-cleaner-analytics', 'admin-dashboard', 'errors']);
  const language = useLanguage();
  const { cleanerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const historyLink = useHistoryLink();
  const asked = periodFromSearch(params);
  const { data, error, isLoading, mutate } = useCleanerAnalytics(cleanerId, asked);
  const period: ReportPeriod = asked ?? (data ? { from: data.from, to: data.to } : presetPeriod('30d', quebecToday()));
  useDocumentTitle(data ? t('admin-cleaner-analytics:title', { name: data.cleaner.name }) : t('admin-cleaner-analytics:titleLoading'));
  const onPeriod = (next: ReportPeriod) => {
    const updated = new URLSearchParams(params);
    updated.set('from', next.from);
    updated.set('to', next.to);
    setParams(updated);
  };

  if (error instanceof ApiError && error.status === 404) {
    return (
      <Result
        status="404"
        title={<h1 className="analytics-not-found">{t('admin-cleaner-analytics:notFound')}</h1>}
        extra={<Link to={paths.admin.href()}>{t('admin-cleaner-analytics:back')}</Link>}
      />
    );
  }
  const verification = data?.cleaner.verification;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Link to={paths.admin.href()}>{t('admin-cleaner-analytics:back')}</Link>
        <Typography.Title level={1}>{data ? t('admin-cleaner-analytics:title', { name: data.cleaner.name }) : t('admin-cleaner-analytics:titleLoading')}</Typography.Title>
        {data ? (
          <Space wrap>
            {data.cleaner.city ? <span>{t('admin-cleaner-analytics:city', { city: data.cleaner.city.name })}</span> : null}
            {verification ? <Tag color={VERIFICATION_COLORS[verification]}>{t(VERIFICATION_KEYS[verification])}</Tag> : null}
            <Link to={historyLink(`cleaner-${data.cleaner.id}`)}>{t('admin-cleaner-analytics:profileHistory')}</Link>
            <Link to={historyLink(`payout-${data.cleaner.id}`)}>{t('admin-cleaner-analytics:payouts.history')}</Link>
          </Space>
        ) : null}
        <Typography.Paragraph type="secondary">
          {t('admin-cleaner-analytics:intro', { from: formatCalendarDay(period.from, language, 'long'), to: formatCalendarDay(period.to, language, 'long') })}
        </Typography.Paragraph>
      </div>
      <PeriodPicker period={period} onChange={onPeriod} />
      {error !== undefined && data === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('admin-cleaner-analytics:loadFailed')}
          description={failureMessage(error, { fallback: t('admin-cleaner-analytics:loadFailed'), nonJson: t('errors:server') })}
          action={<Button onClick={() => void mutate()}>{t('admin-cleaner-analytics:retry')}</Button>}
        />
      ) : null}
      {isLoading && data === undefined ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {data ? (
        <>
          <AnalyticsFigures totals={data.totals} />
          <WeeklyCharts analytics={data} />
          <AnalyticsLists analytics={data} />
        </>
      ) : null}
    </Space>
  );
}
