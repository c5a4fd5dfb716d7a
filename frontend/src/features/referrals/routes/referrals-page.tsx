import { REFERRAL_REWARD_VALID_MONTHS } from '@weklean/domain';
import { Alert, Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyReferrals } from '../api/referrals-api';
import { ClaimCard } from '../components/claim-card';
import { CodeCard } from '../components/code-card';
import { CreditSummary } from '../components/credit-summary';
import { FriendDiscountCard } from '../components/friend-discount-card';
import { RewardsTable } from '../components/rewards-table';
import '../components/referrals.css';

/**
 * `/referrals`: the person's code and link; the $10 a friend gave them, if one did (else where to enter a friend's
 * code); a client's credit to spend; and
 * the friends who joined with the code, with where each one's $20 stands.
 */
export default function ReferralsPage() {
  const { t } = useTranslation(['referrals', 'common']);
  const language = useLanguage();
  useDocumentTitle(t('referrals:title'));
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  const forAdmin = role === 'admin';
  const { data, error, isLoading, mutate } = useMyReferrals(!forAdmin);

  return (
    <div className="referrals-page">
      <Typography.Title level={1}>{t('referrals:title')}</Typography.Title>
      {forAdmin ? <Empty description={t('referrals:notForAdmins')} /> : null}
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 5 }} /> : null}
      {error && !data ? <Alert type="error" showIcon title={t('referrals:loadFailed')} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} /> : null}
      {data ? (
        <>
          <Typography.Paragraph>{t('referrals:intro', { reward: formatCents(data.rewardCents, language), discount: formatCents(data.friendDiscountCents, language) })}</Typography.Paragraph>
          {data.friendDiscount === null ? <ClaimCard discountCents={data.friendDiscountCents} /> : <FriendDiscountCard discount={data.friendDiscount} />}
          <CodeCard referrals={data} />
          {role === 'client' || data.credit.availableCents > 0 ? <CreditSummary credit={data.credit} /> : null}
          <Card title={<h2 className="referrals-card-title">{t('referrals:rewards.title')}</h2>}>
            <Typography.Paragraph type="secondary">
              {role === 'cleaner'
                ? t('referrals:rewards.introCleaner', { reward: formatCents(data.rewardCents, language) })
                : t('referrals:rewards.introClient', { reward: formatCents(data.rewardCents, language), months: REFERRAL_REWARD_VALID_MONTHS })}
            </Typography.Paragraph>
            <RewardsTable rewards={data.rewards} />
          </Card>
        </>
      ) : null}
    </div>
  );
}
