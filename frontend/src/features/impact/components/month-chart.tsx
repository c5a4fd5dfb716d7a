import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-money';
import { localeOf } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { ImpactMonth } from '../api/impact-api';

const monthLabel = (month: string, locale: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

/**
 * Completed bookings per month as plain CSS bars (the eco-certified part darker), hidden from screen readers, which
 * read the same figures from the table beside it.
 */
export function MonthChart({ months }: { months: readonly ImpactMonth[] }) {
  const { t } = useTranslation('impact');
  const language = useLanguage();
  const locale = localeOf(language);
  const highest = Math.max(1, ...months.map((month) => month.completedBookings));
  return (
    <figure className="impact-chart">
      <div className="impact-bars" aria-hidden="true">
        {months.map((month) => (
          <div key={month.month} className="impact-bar-column">
            <span className="impact-bar-value">{formatNumber(month.completedBookings, language)}</span>
            <div className="impact-bar" style={{ height: `${(month.completedBookings / highest) * 100}%` }}>
              <div className="impact-bar-eco" style={{ height: month.completedBookings > 0 ? `${(month.ecoCompletedBookings / month.completedBookings) * 100}%` : 0 }} />
            </div>
            <span className="impact-bar-label">{monthLabel(month.month, locale, 'short')}</span>
          </div>
        ))}
      </div>
      <figcaption className="impact-legend">
        <span className="impact-legend-item">
          <span className="impact-legend-swatch impact-legend-all" aria-hidden="true" />
          {t('impact:chart.all')}
        </span>
        <span className="impact-legend-item">
          <span className="impact-legend-swatch impact-legend-eco" aria-hidden="true" />
          {t('impact:chart.eco')}
        </span>
      </figcaption>
      {/* Hidden through a wrapper: a table keeps its content's width whatever its own, and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('impact:chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('impact:chart.month')}</th>
              <th scope="col">{t('impact:chart.all')}</th>
              <th scope="col">{t('impact:chart.eco')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLabel(month.month, locale, 'long')}</th>
                <td>{formatNumber(month.completedBookings, language)}</td>
                <td>{formatNumber(month.ecoCompletedBookings, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
