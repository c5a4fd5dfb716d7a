import { Alert, Button, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePayouts } from '../api/payouts-api';
import { AccountCard } from '../components/account-card';
import { BalancesCard } from '../components/balances-card';
import { DocumentsCard } from '../components/documents-card';
import { EarningsCard } from '../components/earnings-card';
import { PayoutHistory } from '../components/payout-history';
import { TaxStatementsCard } from '../../../lib/statements/tax-statements-card';
import '../components/payouts.css';

/**
 * `/profile/payouts` (cleaners): where they are paid and what they earned — the connected account and its next step,
 * the balances and next Friday, the instant payout, the payout history with each one's breakdown, the statements.
 */
export default function PayoutsPage() {
  const { t } = useTranslation('payouts');
  useDocumentTitle(t('payouts:title'));
  const { role } = useSignedInUser();
  const { data, error, isLoading, mutate } = usePayouts(role === 'cleaner');
  // Earnings and payouts are a cleaner's (SPEC section 2); anyone else goes to their account.
  if (role !== 'cleaner') return <Navigate to={paths.profile.href()} replace />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} className="payouts-page">
      <div>
        <Typography.Title level={1}>{t('payouts:title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('payouts:intro')}</Typography.Paragraph>
      </div>
      {isLoading && data === undefined ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {data === undefined && !isLoading ? (
        <Alert
          type="error"
          showIcon
          title={t('payouts:loadFailed')}
          description={error instanceof Error ? error.message : undefined}
          action={<Button onClick={() => void mutate()}>{t('payouts:retry')}</Button>}
        />
      ) : null}
      {data ? (
        <>
          {data.mode === 'simulated' ? <Alert type="info" showIcon title={t('payouts:simulated')} /> : null}
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <BalancesCard view={data} />
                <DocumentsCard view={data} />
                <TaxStatementsCard role="cleaner" titleClassName="payouts-card-title" />
              </Space>
            </Col>
            <Col xs={24} lg={10}>
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <AccountCard view={data} />
                <EarningsCard view={data} />
              </Space>
            </Col>
            {/* The whole width: seven columns do not fit beside the account card (dates and statuses were cut). */}
            <Col xs={24}>
              <PayoutHistory view={data} />
            </Col>
          </Row>
        </>
      ) : null}
    </Space>
  );
}
