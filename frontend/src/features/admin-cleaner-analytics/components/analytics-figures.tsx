import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents, formatNumber, formatPercent } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { CleanerAnalytics } from '../api/cleaner-analytics-api';
import { formatResponseTime } from './response-time';

/** The period's totals: bookings and rates, response time, cancellations by whom, money and reports. */
export function AnalyticsFigures({ totals }: { totals: CleanerAnalytics['totals'] }) {
  const { t } = useTranslation('admin-cleaner-analytics');
  const language = useLanguage();
  const rate = (value: number | null) => (value === null ? t('none') : formatPercent(value, language, 0));
  const count = (value: number) => formatNumber(value, language, 0);
  const items = [
    { key: 'bookings', title: t('figures.bookings'), value: count(totals.bookings) },
    { key: 'acceptance', title: t('figures.acceptanceRate'), value: rate(totals.acceptanceRate) },
    { key: 'completion', title: t('figures.completionRate'), value: rate(totals.completionRate) },
    {
      key: 'response',
      title: t('figures.medianResponse'),
      value: totals.medianResponseMinutes === null ? t('none') : formatResponseTime(totals.medianResponseMinutes, t, count),
    },
    { key: 'cancelledByClient', title: t('figures.cancelledByClient'), value: count(totals.cancelledByClient) },
    { key: 'cancelledByCleaner', title: t('figures.cancelledByCleaner'), value: count(totals.cancelledByCleaner) },
    { key: 'earnings', title: t('figures.earnings'), value: formatCents(totals.earningsCents + totals.cancellationFeesCents, language) },
    { key: 'paidOut', title: t('figures.paidOut'), value: formatCents(totals.paidOutCents, language) },
    { key: 'rating', title: t('figures.rating'), value: totals.ratings.overall === null ? t('none') : formatNumber(totals.ratings.overall, language, 2) },
    { key: 'reports', title: t('figures.reports'), value: count(totals.reports) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} lg={6} xl={4}>
          <Card size="small">
            <Statistic title={<h2 className="analytics-figure-title">{item.title}</h2>} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
