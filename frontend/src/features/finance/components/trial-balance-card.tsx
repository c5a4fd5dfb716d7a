import { Alert, Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useTrialBalance, type TrialBalance } from '../api/finance-api';
import { accountLabel, foldCleanerPayables } from './finance-vocabulary';

type Account = TrialBalance['accounts'][number];

/** The trial balance: every ledger account's posted debits and credits, which must add up to the same. */
export function TrialBalanceCard() {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useTrialBalance();
  const money = (cents: number) => formatCents(cents, language);
  const label = (account: string) => {
    const { key, id } = accountLabel(account);
    return t(key, { id, defaultValue: account });
  };
  const columns: TableColumnsType<Account> = [
    { title: t('finance:trial.account'), render: (_, row) => label(row.account) },
    { title: t('finance:trial.debits'), align: 'right', render: (_, row) => money(row.debits) },
    { title: t('finance:trial.credits'), align: 'right', render: (_, row) => money(row.credits) },
  ];
  const accounts = data ? foldCleanerPayables(data.accounts) : [];
  return (
    <Card loading={isLoading && data === undefined} title={<h2 className="finance-card-title">{t('finance:trial.title')}</h2>}>
      {error !== undefined && data === undefined ? <Alert type="error" showIcon title={t('finance:loadFailed')} action={<Button onClick={() => void mutate()}>{t('finance:retry')}</Button>} /> : null}
      {data ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Tag color={data.balanced ? 'green' : 'red'}>{data.balanced ? t('finance:trial.balanced') : t('finance:trial.unbalanced')}</Tag>
            <Typography.Text type="secondary">{t('finance:trial.explain')}</Typography.Text>
          </Space>
          <Table<Account>
            rowKey="account"
            size="small"
            columns={columns}
            dataSource={accounts}
            pagination={false}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t('finance:trial.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{money(data.totals.debits)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <strong>{money(data.totals.credits)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Space>
      ) : null}
    </Card>
  );
}
