import { Card, Empty, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import type { PayoutsView } from '../api/payouts-api';
import { calendarDay } from './dates';
import { PAYOUT_STATUS } from './payout-vocabulary';

type Invoice = PayoutsView['invoices'][number];

/** The payout statements (the cleaner's invoices), as PDFs; the yearly statements are TaxStatementsCard's. */
export function DocumentsCard({ view }: { view: PayoutsView }) {
  const { t } = useTranslation('payouts');
  const language = useLanguage();
  const columns: TableColumnsType<Invoice> = [
    {
      title: t('payouts:documents.number'),
      render: (_, invoice) => (
        <a href={invoice.url} target="_blank" rel="noreferrer">
          {invoice.number}
        </a>
      ),
    },
    { title: t('payouts:documents.period'), render: (_, invoice) => `${calendarDay(invoice.period.from, language, 'medium')} – ${calendarDay(invoice.period.to, language, 'medium')}` },
    { title: t('payouts:documents.amount'), align: 'right', render: (_, invoice) => formatCents(invoice.amount, language) },
    { title: t('payouts:documents.status'), render: (_, invoice) => <Tag color={PAYOUT_STATUS[invoice.status].color}>{t(PAYOUT_STATUS[invoice.status].key)}</Tag> },
  ];
  return (
    <Card title={<h2 className="payouts-card-title">{t('payouts:documents.title')}</h2>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {view.invoices.length === 0 ? (
          <Empty description={t('payouts:documents.empty')} />
        ) : (
          <ScrollingTable<Invoice> rowKey="number" columns={columns} dataSource={view.invoices} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: true }} />
        )}
      </Space>
    </Card>
  );
}
