import { Alert, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useTrialBalance, type TrialBalance } from '../api/finance-api';

type Account = TrialBalance['accounts'][number];

/** The trial balance: every ledger account's posted debits and credits, which must add up to the same. */
export function TrialBalanceCard() {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const { data, error, isLoading } = useTrialBalance();
  const money = (cents: number) => formatCents(cents, language);
  const accountLabel = (account: string) =>
    account.startsWith('cleaner_payable:') ? t('finance:accounts.cleaner_payable', { id: account.slice('cleaner_payable:'.length, 'cleaner_payable:'.length + 8) }) : t(`finance:accounts.${account}`, { defaultValue: account });
  const columns: TableColumnsType<Account> = [
    { title: t('finance:trial.account'), render: (_, row) => accountLabel(row.account) },
    { title: t('finance:trial.debits'), align: 'right', render: (_, row) => money(row.debits) },
    { title: t('finance:trial.credits'), align: 'right', render: (_, row) => money(row.credits) },
  ];
  // Cleaners' payables are summed in one line: there is one per cleaner.
  const accounts = data
    ? [
        ...data.accounts.filter((row) => !row.account.startsWith('cleaner_payable:')),
        data.accounts
          .filter((row) => row.account.startsWith('cleaner_payable:'))
          .reduce((sum, row) => ({ account: 'cleaner_payables', debits: sum.debits + row.debits, credits: sum.credits + row.credits }), { account: 'cleaner_payables', debits: 0, credits: 0 }),
      ]
    : [];
  return (
    <Card loading={isLoading && data === undefined} title={<h2 className="finance-card-title">{t('finance:trial.title')}</h2>}>
      {error !== undefined && data === undefined ? <Alert type="error" showIcon title={t('finance:loadFailed')} /> : null}
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
