import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCents, formatNumber } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { Dashboard } from '../api/dashboard-api';

type Figure = { key: string; title: string; value: string; href: string; link: string };

/** The period's figures, each a link to the list behind it (docs/api/admin-dashboard.md says how each is counted). */
export function FigureCards({ figures, loading }: { figures: Dashboard['figures'] | undefined; loading: boolean }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const money = (cents: number | undefined) => formatCents(cents ?? 0, language);
  const count = (value: number | undefined) => formatNumber(value ?? 0, language, 0);
  const finance = paths.adminPayouts.href();
  const items: Figure[] = [
    { key: 'gross', title: t('figures.gross'), value: money(figures?.grossBookingValueCents), href: finance, link: t('links.finance') },
    { key: 'revenue', title: t('figures.revenue'), value: money(figures?.platformRevenueCents), href: finance, link: t('links.finance') },
    { key: 'refunds', title: t('figures.refunds'), value: money(figures?.refundsCents), href: finance, link: t('links.finance') },
    { key: 'newClients', title: t('figures.newClients'), value: count(figures?.newClients), href: paths.adminUsers.href({ role: 'client' }), link: t('links.clients') },
    { key: 'newCleaners', title: t('figures.newCleaners'), value: count(figures?.newCleaners), href: paths.adminUsers.href({ role: 'cleaner' }), link: t('links.cleaners') },
    { key: 'awaitingReview', title: t('figures.awaitingReview'), value: count(figures?.cleanersAwaitingReview), href: paths.adminProfileReview.href(), link: t('links.review') },
    { key: 'reports', title: t('figures.reports'), value: count(figures?.reportsWaiting), href: `${paths.adminProfileReview.href()}#reports`, link: t('links.reports') },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={12} lg={6}>
          <Card size="small" loading={loading}>
            <Statistic title={<h2 className="dashboard-figure-title">{item.title}</h2>} value={item.value} />
            <Link to={item.href} data-figure={item.key}>
              {item.link}
            </Link>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
