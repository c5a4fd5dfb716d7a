import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NewsletterCard } from '../components/newsletter-card';
import { ReferralsCard } from '../components/referrals-card';
import { TrafficCard } from '../components/traffic-card';

/** `/admin/marketing`: the newsletter's subscribers, the referral programme and the site's traffic. */
export default function AdminMarketingPage() {
  const { t } = useTranslation('admin-marketing');
  useDocumentTitle(t('admin-marketing:title'));
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('admin-marketing:title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin-marketing:intro')}</Typography.Paragraph>
      </div>
      <TrafficCard />
      <NewsletterCard />
      <ReferralsCard />
    </Space>
  );
}
