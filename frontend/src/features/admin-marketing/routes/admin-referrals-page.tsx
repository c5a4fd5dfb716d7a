import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ReferralsCard } from '../components/referrals-card';

/**
 * `/admin/referrals`: the referral programme as an admin runs it (the admin menu's "Referral program"). An admin has
 * no code of their own to share; the programme's figures and the rewards held for review are theirs to see.
 */
export default function AdminReferralsPage() {
  const { t } = useTranslation('admin-marketing');
  useDocumentTitle(t('admin-marketing:referralsPage.title'));
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('admin-marketing:referralsPage.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin-marketing:referralsPage.intro')}</Typography.Paragraph>
      </div>
      <ReferralsCard />
    </Space>
  );
}
