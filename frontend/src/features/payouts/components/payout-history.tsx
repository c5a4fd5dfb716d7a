import { Card, Empty, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import type { PayoutRow, PayoutsView } from '../api/payouts-api';
import { quebecDay, weekStart } from './dates';
import { failureReasonKey, PAYOUT_STATUS } from './payout-vocabulary';

/** Every payout, latest first; each opens on what it covers (bookings, fees). */
export function PayoutHistory({ view }: { view: PayoutsView }) {
  const { t } = useTranslation('payouts');
  const language = useLanguage();
  const money = (cents: number) => formatCents(cents, language);
  const failed = view.payouts.some((payout) => payout.failureReason);
  // On a phone: the date, the amount and the status; the rest opens with the row.
  const columns: TableColumnsType<PayoutRow> = [
    { title: t('payouts:history.date'), className: 'payouts-nowrap', render: (_, payout) => quebecDay(payout.createdAt, language) },
    { title: t('payouts:history.kind'), responsive: ['sm'], render: (_, payout) => t(`payouts:history.kinds.${payout.kind}`) },
    {
      title: t('payouts:history.week'),
      responsive: ['md'],
      className: 'payouts-nowrap',
      render: (_, payout) => {
        const monday = payout.week === null ? null : weekStart(payout.week, language);
        return monday === null ? '—' : t('payouts:history.weekOf', { date: monday });
      },
    },
    { title: t('payouts:history.amount'), align: 'right', className: 'payouts-nowrap', render: (_, payout) => money(payout.amount) },
    { title: t('payouts:history.fee'), align: 'right', responsive: ['md'], className: 'payouts-nowrap', render: (_, payout) => (payout.fee > 0 ? money(payout.fee) : '—') },
    { title: t('payouts:history.status'), className: 'payouts-nowrap', render: (_, payout) => <Tag color={PAYOUT_STATUS[payout.status].color}>{t(PAYOUT_STATUS[payout.status].key)}</Tag> },
    ...(failed
      ? [
          {
            title: t('payouts:history.failureReason'),
            render: (_: unknown, payout: PayoutRow) =>
              payout.failureReason ? <Typography.Text type="danger">{t(failureReasonKey(payout.failureReason), { reason: payout.failureReason })}</Typography.Text> : null,
          },
        ]
      : []),
  ];
  return (
    <Card title={<h2 className="payouts-card-title">{t('payouts:history.title')}</h2>}>
      {view.payouts.length === 0 ? (
        <Empty description={t('payouts:history.empty')} />
      ) : (
        <ScrollingTable<PayoutRow>
          rowKey="payoutId"
          columns={columns}
          dataSource={view.payouts}
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: true }}
          expandable={{
            expandRowByClick: false,
            expandedRowRender: (payout) => (
              <ul className="payouts-items" aria-label={t('payouts:history.covers')}>
                {payout.items.map((item) => (
                  <li key={item.earningId}>
                    {quebecDay(item.earnedAt, language)} · {t(`payouts:earning.kind.${item.kind}`)} ·{' '}
                    <Link to={paths.bookingDetails.href({ bookingId: item.bookingId })}>{t('payouts:history.booking', { id: item.bookingId.slice(0, 8) })}</Link> · {money(item.amount)}
                  </li>
                ))}
                {payout.fee > 0 ? <li>{t('payouts:history.feeLine', { amount: money(payout.fee) })}</li> : null}
              </ul>
            ),
          }}
        />
      )}
    </Card>
  );
}
