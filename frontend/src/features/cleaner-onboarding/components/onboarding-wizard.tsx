import { Alert, Button, Result, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Me } from '../api/me-types';
import { OnboardingHeader } from './onboarding-header';
import { QuickStartForm } from './quick-start-form';
import { ReadyToWorkStep } from './ready-to-work-step';
import { STEPS, canOpenStep, nextShownIndex, reachedIndex, resumeIndex, stepStatus } from './onboarding-steps';
import { VerificationStep } from './verification-step';
import { STEP_KEYS } from './vocabulary';

/** The three steps, opened where the cleaner left off; done steps stay open for changes. */
export function OnboardingWizard({ me, accountName }: { me: Me; accountName: string }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [shown, setShown] = useState(() => resumeIndex(me.onboardingStep));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = STEPS[shown] ?? 'quick-start';
  const stepDone = reachedIndex(me.onboardingStep) > shown;

  // A new step is announced by moving the focus to its heading (not on arrival: the page keeps its own focus).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [shown]);

  /** `reached`: the step the server now says the cleaner is on (a save's answer is newer than `me`). */
  const open = (index: number, reached = me.onboardingStep) => {
    if (!canOpenStep(index, reached) || index === shown) return;
    moved.current = true;
    setShown(index);
  };

  const body = () => {
    if (step === 'quick-start' || me.profile === null) {
      const onSaved = (saved: Me) => open(nextShownIndex(0, saved.onboardingStep), saved.onboardingStep);
      return <QuickStartForm me={me} accountName={accountName} onSaved={onSaved} />;
    }
    if (step === 'ready-to-work') return <ReadyToWorkStep me={me} profile={me.profile} />;
    return <VerificationStep me={me} profile={me.profile} />;
  };

  return (
    <div className="onboarding-page">
      <OnboardingHeader me={me} />
      {me.onboardingStep === 'complete' ? (
        <Result
          status="success"
          title={t('onboarding:complete.title')}
          subTitle={t('onboarding:complete.text')}
          extra={
            me.slug === null ? null : (
              <Link to={paths.cleanerProfile.href({ slug: me.slug })}>{t('onboarding:complete.publicProfile')}</Link>
            )
          }
        />
      ) : null}
      <nav aria-label={t('onboarding:steps.label')}>
        <Steps
          current={shown}
          onChange={(index) => open(index)}
          items={STEPS.map((name, index) => ({
            title: t(STEP_KEYS[name].title),
            content: t(STEP_KEYS[name].hint),
            status: stepStatus(index, shown, me.onboardingStep),
            disabled: !canOpenStep(index, me.onboardingStep),
          }))}
        />
      </nav>
      <section className="onboarding-step" aria-labelledby="onboarding-step-title">
        <h2 id="onboarding-step-title" ref={heading} tabIndex={-1} className="onboarding-step-title">
          {t('onboarding:steps.current', { number: shown + 1, total: STEPS.length, title: t(STEP_KEYS[step].title) })}
        </h2>
        {me.started ? (
          <Alert
            type="info"
            showIcon
            className="onboarding-calendar-hint"
            title={t('onboarding:page.calendarHint')}
            action={<Link to={paths.profileCalendar.href()}>{t('onboarding:page.calendarLink')}</Link>}
          />
        ) : null}
        {body()}
        <div className="onboarding-nav">
          {shown > 0 ? <Button onClick={() => open(shown - 1)}>{t('onboarding:nav.back')}</Button> : <span />}
          {/* The quick start moves on by itself when saved; the later steps say what is left. */}
          {shown < STEPS.length - 1 && (stepDone || shown > 0) ? (
            <Button type="primary" disabled={!stepDone} onClick={() => open(shown + 1)}>
              {t('onboarding:nav.next')}
            </Button>
          ) : null}
        </div>
        {shown < STEPS.length - 1 && !stepDone && shown > 0 ? (
          <p className="onboarding-nav-hint">{t('onboarding:nav.finishFirst')}</p>
        ) : null}
      </section>
    </div>
  );
}
