import { Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CleanerProfile, Me } from '../api/me-types';
import { BusinessForm } from './business-form';
import { OnboardingSection } from './onboarding-section';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';
import { documentState, type DocumentState } from './onboarding-steps';
import { DOCUMENT_STATUS_DISPLAY } from './vocabulary';

function StateTag({ state }: { state: DocumentState }) {
  const { t } = useTranslation('onboarding');
  if (state === 'missing') return <Tag>{t('onboarding:documents.missing')}</Tag>;
  const display = DOCUMENT_STATUS_DISPLAY[state];
  return <Tag color={display.color}>{t(display.key)}</Tag>;
}


/**
 * Step 3: identity, business and training, each in a tab. Verification needs the identity document approved; the
 * background check is optional and earns the "background checked" badge (docs/decisions.md).
 */
export function VerificationStep({ me, profile }: { me: Me; profile: CleanerProfile }) {
  const { t } = useTranslation('onboarding');
  const identity = documentState(me.documents, 'id');
  const background = documentState(me.documents, 'background_check');

  const identityTab = (
    <OnboardingSection size="small" title={t('onboarding:verification.identity.title')}>
      <Typography.Paragraph type="secondary">{t('onboarding:verification.identity.intro')}</Typography.Paragraph>
      <DocumentUpload type="id" name="id-document" submitLabel={t('onboarding:verification.identity.submit')} />
      <DocumentList documents={me.documents} types={['id']} />
    </OnboardingSection>
  );

  const businessTab = (
    <div className="onboarding-tab">
      <OnboardingSection size="small" title={t('onboarding:verification.business.title')}>
        <Typography.Paragraph type="secondary">{t('onboarding:verification.business.intro')}</Typography.Paragraph>
        <BusinessForm profile={profile} />
      </OnboardingSection>
      <OnboardingSection size="small" title={t('onboarding:verification.business.insuranceTitle')}>
        <DocumentUpload type="insurance" name="insurance-document" submitLabel={t('onboarding:verification.business.insuranceSubmit')} />
        <DocumentList documents={me.documents} types={['insurance']} />
      </OnboardingSection>
    </div>
  );

  const trainingTab = (
    <div className="onboarding-tab">
      <OnboardingSection size="small" title={t('onboarding:verification.training.backgroundOptionalTitle')}>
        <Typography.Paragraph type="secondary">{t('onboarding:verification.training.backgroundIntro')}</Typography.Paragraph>
        <DocumentUpload
          type="background_check"
          name="background-check"
          withIssueDate
          submitLabel={t('onboarding:verification.training.backgroundSubmit')}
        />
        <DocumentList documents={me.documents} types={['background_check']} />
      </OnboardingSection>
      <OnboardingSection size="small" title={t('onboarding:verification.training.certificationsTitle')}>
        <Typography.Paragraph type="secondary">{t('onboarding:verification.training.certificationsIntro')}</Typography.Paragraph>
        <DocumentUpload type="certification" name="certification" submitLabel={t('onboarding:verification.training.certificationsSubmit')} />
        <DocumentList documents={me.documents} types={['certification']} />
      </OnboardingSection>
    </div>
  );

  return (
    <div className="onboarding-step-body">
      <Typography.Paragraph>{t('onboarding:verification.intro')}</Typography.Paragraph>
      <ul className="onboarding-checklist" aria-label={t('onboarding:verification.checklist')}>
        <li>
          {t('onboarding:verification.identity.title')} <StateTag state={identity} />
        </li>
        <li>
          {t('onboarding:verification.training.backgroundTitle')} <Tag>{t('onboarding:verification.optional')}</Tag>{' '}
          <StateTag state={background} />
        </li>
      </ul>
      <Tabs
        items={[
          { key: 'identity', label: t('onboarding:verification.tabs.identity'), children: identityTab },
          { key: 'business', label: t('onboarding:verification.tabs.business'), children: businessTab },
          { key: 'training', label: t('onboarding:verification.tabs.training'), children: trainingTab },
        ]}
      />
    </div>
  );
}
