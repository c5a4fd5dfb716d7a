import type { ClientOnboarding, ClientOnboardingProgress, Gender, Property } from '@weklean/domain';
import { Button, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../lib/toast';
import { useClientProperties, useSaveProgress } from '../api/client-onboarding';
import { destinationOf } from './destination';
import type { AddPropertyDrawer } from './parts';
import { CelebrationStep, GenderStep, PropertyStep, WelcomeStep } from './step-bodies';
import { STEPS, STEP_TITLE_KEYS, indexOf, stepAt } from './steps';

type Props = {
  state: ClientOnboarding;
  name: string;
  /** The booking form the client came from, if any. */
  bookingPath: string | null;
  PropertyDrawer: AddPropertyDrawer;
};

/** The four steps, opened at the one reached; every step can skip the rest, which leads on as the end does. */
export function OnboardingFlow({ state, name, bookingPath, PropertyDrawer }: Props) {
  const { t } = useTranslation(['client-onboarding', 'common']);
  const navigate = useNavigate();
  const toast = useToast();
  const { trigger, isMutating } = useSaveProgress();
  const [shown, setShown] = useState(() => indexOf(state.step));
  const [drawer, setDrawer] = useState({ open: false, key: 0 });
  const [added, setAdded] = useState<Property | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = stepAt(shown);
  // The city of the search at the end: the property just added, else the one added on another visit or device.
  const properties = useClientProperties(added === null && (step === 'celebration' || state.propertyId !== null));
  const property = added ?? properties.data?.find((item) => item.id === state.propertyId) ?? properties.data?.[0] ?? null;
  const destination = destinationOf(bookingPath, property === null ? null : (property.address.placeId ?? property.address.city));

  // A new step is announced by moving the focus to its heading (not on arrival: the page keeps its own focus).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [shown]);

  const save = async (progress: Partial<ClientOnboardingProgress> & Pick<ClientOnboardingProgress, 'step'>): Promise<boolean> => {
    try {
      await trigger(progress);
      return true;
    } catch (error) {
      toast.failure(error, t('client-onboarding:saveFailed'));
      return false;
    }
  };
  const goTo = async (index: number, answers: Omit<Partial<ClientOnboardingProgress>, 'step'> = {}) => {
    if (!(await save({ step: stepAt(index), ...answers }))) return;
    moved.current = true;
    setShown(index);
  };
  const back = () => {
    moved.current = true;
    setShown((index) => Math.max(0, index - 1));
  };
  const leave = async (status: 'completed' | 'skipped') => {
    if (await save({ step, status })) void navigate(destination, { replace: true });
  };
  const onPropertySaved = (saved: Property) => {
    setDrawer((current) => ({ ...current, open: false }));
    setAdded(saved);
    void goTo(indexOf('celebration'), { propertyId: saved.id });
  };

  const body = () => {
    switch (step) {
      case 'welcome':
        return <WelcomeStep name={name} busy={isMutating} onStart={() => void goTo(indexOf('gender'))} />;
      case 'gender':
        return (
          <GenderStep
            initial={state.gender}
            busy={isMutating}
            onBack={back}
            onNext={(gender: Gender | null) => void goTo(indexOf('property'), gender === null ? {} : { gender })}
          />
        );
      case 'property':
        return (
          <PropertyStep
            propertyName={property?.name ?? null}
            busy={isMutating}
            onBack={back}
            onLater={() => void goTo(indexOf('celebration'))}
            onAdd={() => setDrawer((current) => ({ open: true, key: current.key + 1 }))}
          />
        );
      case 'celebration':
        return <CelebrationStep toBooking={bookingPath !== null} busy={isMutating} onFinish={() => void leave('completed')} />;
    }
  };

  return (
    <div className="client-onboarding-page">
      <header className="client-onboarding-header">
        <Typography.Title level={1}>{t('client-onboarding:page.title')}</Typography.Title>
        {step === 'celebration' ? null : (
          <Button type="link" onClick={() => void leave('skipped')} disabled={isMutating}>
            {t('client-onboarding:nav.skip')}
          </Button>
        )}
      </header>
      <nav aria-label={t('client-onboarding:steps.label')}>
        <Steps
          current={shown}
          size="small"
          items={STEPS.map((name) => ({ title: t(STEP_TITLE_KEYS[name]) }))}
        />
      </nav>
      <section className="client-onboarding-step" aria-labelledby="client-onboarding-step-title">
        <h2 id="client-onboarding-step-title" ref={heading} tabIndex={-1} className="client-onboarding-step-title">
          {t('client-onboarding:steps.current', { number: shown + 1, total: STEPS.length, title: t(STEP_TITLE_KEYS[step]) })}
        </h2>
        {body()}
      </section>
      <PropertyDrawer
        key={drawer.key}
        open={drawer.open}
        property={null}
        onClose={() => setDrawer((current) => ({ ...current, open: false }))}
        onSaved={onPropertySaved}
      />
    </div>
  );
}
