import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { Traffic } from '../api/marketing-api';

/** Page views and unique visitors per day, as bars; the figures are in the table beside it for screen readers. */
export function TrafficChart({ days }: { days: Traffic['days'] }) {
  const { t } = useTranslation('admin-marketing');
  const language = useLanguage();
  const data = days.map((day) => ({ ...day, label: formatCalendarDay(day.date, language) }));
  return (
    <div role="img" aria-label={t('admin-marketing:traffic.chartLabel')} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          <Bar dataKey="pageViews" name={t('admin-marketing:traffic.pageViews')} fill="#1677ff" isAnimationActive={false} />
          <Bar dataKey="visitors" name={t('admin-marketing:traffic.visitors')} fill="#52c41a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
