import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Me } from '../api/me-types';
import { VERIFICATION_STATUS_DISPLAY } from './vocabulary';

/** The profile's completeness (from the server) and its verification status. */
export function OnboardingHeader({ me }: { me: Me }) {
  const { t } = useTranslation('onboarding');
  const status = VERIFICATION_STATUS_DISPLAY[me.verificationStatus];
  return (
    <div className="onboarding-header">
      <div>
        <Typography.Title level={1}>{t('onboarding:page.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('onboarding:page.intro')}</Typography.Paragraph>
        <span>
          {t('onboarding:verificationStatus.label')} <Tag color={status.color}>{t(status.key)}</Tag>
        </span>
      </div>
      <div className="onboarding-completeness">
        <Progress
          type="circle"
          percent={me.completeness}
          size={88}
          aria-label={t('onboarding:page.completeness', { percent: me.completeness })}
        />
        <Typography.Text type="secondary">{t('onboarding:page.completenessLabel')}</Typography.Text>
      </div>
    </div>
  );
}
