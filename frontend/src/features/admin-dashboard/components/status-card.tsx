import { BOOKING_STATUSES, type BookingStatus } from '@weklean/domain';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { Dashboard } from '../api/dashboard-api';

const STATUS_KEYS = {
  pending: 'bookings:status.pending',
  confirmed: 'bookings:status.confirmed',
  in_progress: 'bookings:status.in_progress',
  completed: 'bookings:status.completed',
  cancelled: 'bookings:status.cancelled',
  declined: 'bookings:status.declined',
  declinedByClient: 'bookings:status.declinedByClient',
  expired: 'bookings:status.expired',
  withdrawn: 'bookings:status.withdrawn',
} as const satisfies Record<BookingStatus, `bookings:${string}`>;

export const statusLabelKey = (status: BookingStatus) => STATUS_KEYS[status];

/**
 * The bookings requested in the period by status: a bar chart and, as its text, the list of counts, each a link to
 * the bookings behind it (`hrefOf`).
 */
export function StatusCard({ byStatus, loading, hrefOf }: { byStatus: Dashboard['figures']['bookingsByStatus'] | undefined; loading: boolean; hrefOf: (status: BookingStatus) => string }) {
  const { t } = useTranslation(['admin-dashboard', 'bookings']);
  const language = useLanguage();
  const rows = BOOKING_STATUSES.map((status) => ({ status, label: t(STATUS_KEYS[status]), count: byStatus?.[status] ?? 0 }));
  const summary = rows.map((row) => `${row.label}${language === 'fr' ? '\u00a0' : ''}: ${formatNumber(row.count, language, 0)}`).join(', ');
  return (
    <Card loading={loading} title={<h2 className="admin-card-title">{t('admin-dashboard:status.title')}</h2>}>
      <div className="dashboard-status">
        <ul className="dashboard-status-list" aria-label={t('admin-dashboard:status.listLabel')}>
          {rows.map((row) => (
            <li key={row.status}>
              <Link to={hrefOf(row.status)} data-status={row.status}>
                {row.label}
              </Link>
              <span className="dashboard-status-count">{formatNumber(row.count, language, 0)}</span>
            </li>
          ))}
        </ul>
        <figure className="dashboard-chart" role="img" aria-label={t('admin-dashboard:status.chartLabel', { summary })}>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={rows} layout="vertical" margin={{ left: 24, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={150} />
              <Tooltip formatter={(value) => formatNumber(Number(value), language, 0)} />
              <Bar dataKey="count" name={t('admin-dashboard:status.count')} fill="#1677ff" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </div>
    </Card>
  );
}
