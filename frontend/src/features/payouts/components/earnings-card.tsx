import { Card, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { PayoutsView } from '../api/payouts-api';
import { quebecDay } from './dates';
import { EARNING_STATUS } from './payout-vocabulary';

/** What the cleaner earned lately: each booking paid in full (or fee kept), and where that money is. */
export function EarningsCard({ view }: { view: PayoutsView }) {
  const { t } = useTranslation('payouts');
  const language = useLanguage();
  return (
    <Card title={<h2 className="payouts-card-title">{t('payouts:earnings.title')}</h2>}>
      {view.earnings.length === 0 ? (
        <Empty description={t('payouts:earnings.empty')} />
      ) : (
        <List
          dataSource={view.earnings.slice(0, 20)}
          renderItem={(earning) => (
            <List.Item
              key={earning.earningId}
              extra={<Tag color={EARNING_STATUS[earning.status].color}>{t(EARNING_STATUS[earning.status].key)}</Tag>}
            >
              <List.Item.Meta
                title={
                  <Link to={paths.bookingDetails.href({ bookingId: earning.bookingId })}>
                    {t(`payouts:earning.kind.${earning.kind}`)} · {formatCents(earning.amount, language)}
                  </Link>
                }
                description={<Typography.Text type="secondary">{quebecDay(earning.earnedAt, language, 'long')}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
