import { Card, Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay } from '../../../lib/format-date';
import { formatCents, formatNumber } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import type { Dashboard } from '../api/dashboard-api';

type Point = Dashboard['series'][number];

/**
 * Bookings and money over the period (one point a day, or a week from 93 days on): an area of the gross value, lines
 * of the revenue, refunds and bookings; the same numbers as a table for those who do not see the chart.
 */
export function TrendCard({ dashboard, loading }: { dashboard: Dashboard | undefined; loading: boolean }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const series = dashboard?.series ?? [];
  const weekly = dashboard?.bucket === 'week';
  const day = (date: string) => (weekly ? t('trend.weekOf', { date: formatCalendarDay(date, language) }) : formatCalendarDay(date, language));
  const money = (cents: number) => formatCents(cents, language);
  const data = series.map((point) => ({ ...point, gross: point.grossBookingValueCents / 100, revenue: point.platformRevenueCents / 100, refunds: point.refundsCents / 100 }));
  const summary = dashboard
    ? t('trend.chartLabel', {
        from: formatCalendarDay(dashboard.from, language),
        to: formatCalendarDay(dashboard.to, language),
        bookings: formatNumber(series.reduce((sum, point) => sum + point.bookings, 0), language, 0),
        gross: money(dashboard.figures.grossBookingValueCents),
      })
    : '';
  return (
    <Card loading={loading} title={<h2 className="admin-card-title">{t('trend.title')}</h2>}>
      <figure className="dashboard-chart" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height={300}>
          <ComposedChart data={data} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={(date: string) => formatCalendarDay(date, language)} minTickGap={24} />
            <YAxis yAxisId="money" tickFormatter={(dollars: number) => formatNumber(dollars, language, 0)} />
            <YAxis yAxisId="count" orientation="right" allowDecimals={false} />
            <Tooltip
              labelFormatter={(date) => day(String(date))}
              formatter={(value, name) => (name === t('trend.bookings') ? formatNumber(Number(value), language, 0) : formatCents(Math.round(Number(value) * 100), language))}
            />
            <Legend />
            <Area yAxisId="money" type="monotone" dataKey="gross" name={t('trend.gross')} stroke="#1677ff" fill="#1677ff" fillOpacity={0.15} isAnimationActive={false} />
            <Line yAxisId="money" type="monotone" dataKey="revenue" name={t('trend.revenue')} stroke="#389e0d" dot={false} isAnimationActive={false} />
            <Line yAxisId="money" type="monotone" dataKey="refunds" name={t('trend.refunds')} stroke="#cf1322" dot={false} isAnimationActive={false} />
            <Line yAxisId="count" type="monotone" dataKey="bookings" name={t('trend.bookings')} stroke="#d48806" dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <Collapse
        ghost
        items={[
          {
            key: 'table',
            label: t('trend.showTable'),
            children: (
              <ScrollingTable<Point>
                size="small"
                rowKey="date"
                pagination={false}
                scroll={{ y: 320 }}
                dataSource={series}
                columns={[
                  { key: 'date', title: weekly ? t('trend.week') : t('trend.day'), render: (_, point) => day(point.date) },
                  { key: 'bookings', title: t('trend.bookings'), align: 'right', render: (_, point) => formatNumber(point.bookings, language, 0) },
                  { key: 'gross', title: t('trend.gross'), align: 'right', render: (_, point) => money(point.grossBookingValueCents) },
                  { key: 'revenue', title: t('trend.revenue'), align: 'right', render: (_, point) => money(point.platformRevenueCents) },
                  { key: 'refunds', title: t('trend.refunds'), align: 'right', render: (_, point) => money(point.refundsCents) },
                  { key: 'newClients', title: t('figures.newClients'), align: 'right', render: (_, point) => formatNumber(point.newClients, language, 0) },
                  { key: 'newCleaners', title: t('figures.newCleaners'), align: 'right', render: (_, point) => formatNumber(point.newCleaners, language, 0) },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
