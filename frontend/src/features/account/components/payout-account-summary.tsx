import { Alert, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePayoutAccount } from '../api/get-payout-account';

/** The connected account's statuses (SPEC section 4) as tags: ready green, waiting gold or blue, blocked red. */
const STATUS_COLOR = { pending_requirements: 'gold', pending: 'blue', active: 'green', inactive: 'default', incomplete: 'orange', restricted: 'red' } as const;

/**
 * A cleaner's payout account on `/profile`, where Stripe's hosted onboarding comes back (SPEC section 2): its status
 * (and its bank, its hold), and the way to the payouts page, where it is set up or continued.
 */
export function PayoutAccountSummary() {
  const { t } = useTranslation(['payouts', 'account']);
  const { data, error, isLoading, mutate } = usePayoutAccount(true);
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (error !== undefined || data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('account:payouts.loadFailed')}
        action={<Button onClick={() => void mutate()}>{t('account:payouts.retry')}</Button>}
      />
    );
  }
  const { account, hold } = data;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid="payout-account-summary">
      {account === null ? (
        <Typography.Paragraph>{t('payouts:account.none')}</Typography.Paragraph>
      ) : (
        <>
          <Space wrap>
            <Typography.Text>{t('payouts:account.statusLabel')}</Typography.Text>
            <Tag color={STATUS_COLOR[account.status]}>{t(`payouts:account.status.${account.status}`)}</Tag>
            {account.bankLast4 ? <Typography.Text type="secondary">{t('payouts:account.bank', { last4: account.bankLast4 })}</Typography.Text> : null}
          </Space>
          <Typography.Paragraph type="secondary">{t(`payouts:account.explain.${account.status}`)}</Typography.Paragraph>
        </>
      )}
      {hold ? <Alert type="warning" showIcon title={t('payouts:account.heldTitle')} /> : null}
      <Link to={paths.profilePayouts.href()}>{account === null || account.status !== 'active' ? t('account:payouts.setUp') : t('account:payouts.open')}</Link>
    </Space>
  );
}
