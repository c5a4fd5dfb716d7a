import { Alert, Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatNumber, formatPercent } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useImpact, type ImpactFigures } from '../api/impact-api';
import { MonthChart } from '../components/month-chart';
import { shareOf } from '../components/share';
import '../components/impact.css';

const FIGURES = ['completedBookings', 'hoursCleaned', 'ecoShare', 'supplied', 'ecoCleaners', 'citiesServed'] as const;
type Figure = (typeof FIGURES)[number];

/** The headline figure's value, in the reader's way ("1 234", "42 %"); a dash for a share of nothing. */
function valueOf(figure: Figure, data: ImpactFigures, language: 'fr' | 'en'): string {
  switch (figure) {
    case 'completedBookings':
      return formatNumber(data.completedBookings, language);
    case 'hoursCleaned':
      return formatNumber(data.hoursCleaned, language);
    case 'ecoShare': {
      const share = shareOf(data.ecoCompletedBookings, data.completedBookings);
      return share === null ? '—' : formatPercent(share, language, 0);
    }
    case 'supplied':
      return formatNumber(data.suppliedCompletedBookings, language);
    case 'ecoCleaners':
      return `${formatNumber(data.ecoCertifiedCleaners, language)} / ${formatNumber(data.activeCleaners, language)}`;
    case 'citiesServed':
      return formatNumber(data.citiesServed, language);
  }
}

/** `/impact`: the eco-impact figures computed from completed bookings and public cleaners, and how each is computed. */
export default function ImpactPage() {
  const { t } = useTranslation('impact');
  const language = useLanguage();
  useDocumentTitle(t('impact:title'));
  const { data, error, isLoading, mutate } = useImpact();
  const fresh = data !== undefined && data.completedBookings === 0;
  return (
    <div className="impact-page">
      <header>
        <Typography.Title level={1}>{t('impact:title')}</Typography.Title>
        <Typography.Paragraph>{t('impact:intro')}</Typography.Paragraph>
      </header>
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {error && !data ? (
        <Alert type="error" showIcon title={t('impact:loadFailed')} action={<Button onClick={() => void mutate()}>{t('impact:retry')}</Button>} />
      ) : null}
      {data ? (
        <>
          {fresh ? <Alert type="info" showIcon title={t('impact:empty')} /> : null}
          <section aria-labelledby="impact-figures-title">
            <Typography.Title level={2} id="impact-figures-title">
              {t('impact:figures.title')}
            </Typography.Title>
            <ul className="impact-figures">
              {FIGURES.map((figure) => (
                <li key={figure} className="impact-figure">
                  <span className="impact-figure-value">{valueOf(figure, data, language)}</span>
                  <span>{t(`impact:figures.${figure}.label`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="impact-months-title">
            <Typography.Title level={2} id="impact-months-title">
              {t('impact:chart.title')}
            </Typography.Title>
            <MonthChart months={data.months} />
          </section>
        </>
      ) : null}
      <section aria-labelledby="impact-how-title">
        <Typography.Title level={2} id="impact-how-title">
          {t('impact:how.title')}
        </Typography.Title>
        <dl className="impact-definitions">
          {FIGURES.map((figure) => (
            <div key={figure}>
              <dt>{t(`impact:figures.${figure}.label`)}</dt>
              <dd>{t(`impact:figures.${figure}.how`)}</dd>
            </div>
          ))}
        </dl>
        <Typography.Paragraph>{t('impact:how.noMultipliers')}</Typography.Paragraph>
        <Typography.Paragraph>{t('impact:how.leftOut')}</Typography.Paragraph>
      </section>
      <section aria-labelledby="impact-eco-title">
        <Typography.Title level={2} id="impact-eco-title">
          {t('impact:eco.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('impact:eco.what')}</Typography.Paragraph>
        <Typography.Paragraph>{t('impact:eco.current')}</Typography.Paragraph>
        <Link to={`${paths.cleaners.href()}?eco=true`}>{t('impact:eco.search')}</Link>
      </section>
    </div>
  );
}
