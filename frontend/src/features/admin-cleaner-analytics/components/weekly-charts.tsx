import { REVIEW_CATEGORIES, type ReviewCategory } from '@weklean/domain';
import { Card, Col, Collapse, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay } from '../../../lib/format-date';
import { formatCents, formatNumber, formatPercent } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import type { AnalyticsWeek, CleanerAnalytics } from '../api/cleaner-analytics-api';
import { formatResponseTime } from './response-time';

const CATEGORY_KEYS = {
  cleanliness: 'admin-cleaner-analytics:categories.cleanliness',
  quality: 'admin-cleaner-analytics:categories.quality',
  reliability: 'admin-cleaner-analytics:categories.reliability',
  punctuality: 'admin-cleaner-analytics:categories.punctuality',
  communication: 'admin-cleaner-analytics:categories.communication',
  professionalism: 'admin-cleaner-analytics:categories.professionalism',
  overall: 'admin-cleaner-analytics:categories.overall',
} as const satisfies Record<ReviewCategory, string>;

const COLORS = ['#1677ff', '#389e0d', '#d48806', '#cf1322', '#722ed1', '#08979c', '#595959'];

function ChartCard({ title, label, children }: { title: string; label: string; children: ReactElement }) {
  return (
    <Card title={<h2 className="admin-card-title">{title}</h2>}>
      <figure className="analytics-chart" role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height={260}>
          {children}
        </ResponsiveContainer>
      </figure>
    </Card>
  );
}

/** The period week by week: bookings and rates, ratings per category, earnings and payouts; and the same as a table. */
export function WeeklyCharts({ analytics }: { analytics: CleanerAnalytics }) {
  const { t } = useTranslation('admin-cleaner-analytics');
  const language = useLanguage();
  const week = (date: string) => formatCalendarDay(date, language);
  const percent = (share: number | null) => (share === null ? t('none') : formatPercent(share, language, 0));
  const weeks = analytics.series.map((point) => ({
    ...point,
    acceptance: point.acceptanceRate === null ? null : point.acceptanceRate * 100,
    completion: point.completionRate === null ? null : point.completionRate * 100,
    earnings: (point.earningsCents + point.cancellationFeesCents) / 100,
    paidOut: point.paidOutCents / 100,
    ...Object.fromEntries(REVIEW_CATEGORIES.map((category) => [`rating_${category}`, point.ratings[category]])),
  }));
  const { totals } = analytics;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('charts.bookings')}
            label={t('charts.bookingsLabel', { bookings: totals.bookings, completed: totals.completed, acceptance: percent(totals.acceptanceRate), completion: percent(totals.completionRate) })}
          >
            <ComposedChart data={weeks}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="week" tickFormatter={week} minTickGap={32} />
              <YAxis yAxisId="count" allowDecimals={false} />
              <YAxis yAxisId="rate" orientation="right" domain={[0, 100]} unit="%" />
              <Tooltip labelFormatter={(date) => t('weekOf', { date: week(String(date)) })} />
              <Legend />
              <Bar yAxisId="count" dataKey="bookings" name={t('series.bookings')} fill="#1677ff" isAnimationActive={false} />
              <Bar yAxisId="count" dataKey="completed" name={t('series.completed')} fill="#389e0d" isAnimationActive={false} />
              <Line yAxisId="rate" dataKey="acceptance" name={t('series.acceptanceRate')} stroke="#d48806" connectNulls isAnimationActive={false} />
              <Line yAxisId="rate" dataKey="completion" name={t('series.completionRate')} stroke="#722ed1" connectNulls isAnimationActive={false} />
            </ComposedChart>
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('charts.ratings')}
            label={t('charts.ratingsLabel', {
              reviews: totals.reviews,
              ratings: REVIEW_CATEGORIES.map((category) => `${t(CATEGORY_KEYS[category])} ${totals.ratings[category] === null ? t('none') : formatNumber(totals.ratings[category], language, 2)}`).join(', '),
            })}
          >
            <LineChart data={weeks}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="week" tickFormatter={week} minTickGap={32} />
              <YAxis domain={[0, 5]} allowDecimals={false} />
              <Tooltip labelFormatter={(date) => t('weekOf', { date: week(String(date)) })} />
              <Legend />
              {REVIEW_CATEGORIES.map((category, index) => (
                <Line key={category} dataKey={`rating_${category}`} name={t(CATEGORY_KEYS[category])} stroke={COLORS[index % COLORS.length]} connectNulls isAnimationActive={false} />
              ))}
            </LineChart>
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('charts.money')}
            label={t('charts.moneyLabel', { earnings: formatCents(totals.earningsCents + totals.cancellationFeesCents, language), paidOut: formatCents(totals.paidOutCents, language) })}
          >
            <ComposedChart data={weeks}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="week" tickFormatter={week} minTickGap={32} />
              <YAxis tickFormatter={(dollars: number) => formatNumber(dollars, language, 0)} />
              <Tooltip labelFormatter={(date) => t('weekOf', { date: week(String(date)) })} formatter={(value) => formatCents(Math.round(Number(value) * 100), language)} />
              <Legend />
              <Bar dataKey="earnings" name={t('series.earnings')} fill="#1677ff" isAnimationActive={false} />
              <Bar dataKey="paidOut" name={t('series.paidOut')} fill="#389e0d" isAnimationActive={false} />
            </ComposedChart>
          </ChartCard>
        </Col>
      </Row>
      <Collapse
        ghost
        items={[
          {
            key: 'table',
            label: t('showTable'),
            children: (
              <ScrollingTable<AnalyticsWeek>
                size="small"
                rowKey="week"
                pagination={false}
                dataSource={analytics.series}
                scroll={{ x: true }}
                columns={[
                  { key: 'week', title: t('series.week'), render: (_, point) => t('weekOf', { date: week(point.week) }) },
                  { key: 'bookings', title: t('series.bookings'), align: 'right', render: (_, point) => formatNumber(point.bookings, language, 0) },
                  { key: 'completed', title: t('series.completed'), align: 'right', render: (_, point) => formatNumber(point.completed, language, 0) },
                  { key: 'acceptance', title: t('series.acceptanceRate'), align: 'right', render: (_, point) => percent(point.acceptanceRate) },
                  { key: 'completion', title: t('series.completionRate'), align: 'right', render: (_, point) => percent(point.completionRate) },
                  { key: 'response', title: t('series.medianResponse'), align: 'right', render: (_, point) => (point.medianResponseMinutes === null ? t('none') : formatResponseTime(point.medianResponseMinutes, t, (value) => formatNumber(value, language, 0))) },
                  { key: 'cancelled', title: t('series.cancellations'), align: 'right', render: (_, point) => t('series.cancellationsValue', { client: point.cancelledByClient, cleaner: point.cancelledByCleaner }) },
                  { key: 'overall', title: t('categories.overall'), align: 'right', render: (_, point) => (point.ratings.overall === null ? t('none') : formatNumber(point.ratings.overall, language, 2)) },
                  { key: 'earnings', title: t('series.earnings'), align: 'right', render: (_, point) => formatCents(point.earningsCents + point.cancellationFeesCents, language) },
                  { key: 'paidOut', title: t('series.paidOut'), align: 'right', render: (_, point) => formatCents(point.paidOutCents, language) },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
