import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CleanerProfile, Me } from '../api/me-types';
import { AreaForm } from './area-form';
import { AvatarUpload } from './avatar-upload';
import { DetailsForm } from './details-form';
import { EligibilityForm } from './eligibility-form';
import { OnboardingSection } from './onboarding-section';
import { readyToWorkParts } from './onboarding-steps';
import { PhotoCollection } from './photo-collection';
import { READY_PART_KEYS, WORK_PHOTO_KEYS } from './vocabulary';


/**
 * Step 2: details, service area, eligibility and a photo; each part saves on its own. The gallery and the portfolio
 * are optional: the step is done without them.
 */
export function ReadyToWorkStep({ me, profile }: { me: Me; profile: CleanerProfile }) {
  const { t } = useTranslation('onboarding');
  const parts = readyToWorkParts(me);
  return (
    <div className="onboarding-step-body">
      <Typography.Paragraph>{t('onboarding:readyToWork.intro')}</Typography.Paragraph>
      <ul className="onboarding-checklist" aria-label={t('onboarding:readyToWork.checklist')}>
        {parts.map(({ part, done }) => (
          <li key={part} className={done ? 'is-done' : undefined}>
            <span aria-hidden="true">{done ? '✓' : '○'}</span> {t(READY_PART_KEYS[part])}
            <span className="visually-hidden">{t(done ? 'onboarding:readyToWork.done' : 'onboarding:readyToWork.todo')}</span>
          </li>
        ))}
      </ul>
      <OnboardingSection title={t('onboarding:avatar.title')}>
        <AvatarUpload me={me} displayName={profile.displayName} />
      </OnboardingSection>
      <OnboardingSection title={t(WORK_PHOTO_KEYS.gallery.title)}>
        <PhotoCollection me={me} kind="gallery" />
      </OnboardingSection>
      <OnboardingSection title={t(WORK_PHOTO_KEYS.portfolio.title)}>
        <PhotoCollection me={me} kind="portfolio" />
      </OnboardingSection>
      <OnboardingSection title={t('onboarding:details.title')}>
        <DetailsForm profile={profile} />
      </OnboardingSection>
      <OnboardingSection title={t('onboarding:area.title')}>
        <AreaForm profile={profile} />
      </OnboardingSection>
      <OnboardingSection title={t('onboarding:eligibility.title')}>
        <EligibilityForm profile={profile} />
      </OnboardingSection>
    </div>
  );
}
