import { GENDERS, type Gender } from '@weklean/domain';
import { Button, Radio, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDER_KEYS } from './steps';

type Busy = { busy: boolean };

export function WelcomeStep({ name, busy, onStart }: Busy & { name: string; onStart: () => void }) {
  const { t } = useTranslation('client-onboarding');
  return (
    <div className="client-onboarding-body">
      <Typography.Title level={3}>{t('client-onboarding:welcome.title', { name })}</Typography.Title>
      <Typography.Paragraph>{t('client-onboarding:welcome.text')}</Typography.Paragraph>
      <ul className="client-onboarding-list">
        <li>{t('client-onboarding:welcome.point1')}</li>
        <li>{t('client-onboarding:welcome.point2')}</li>
        <li>{t('client-onboarding:welcome.point3')}</li>
      </ul>
      <Button type="primary" size="large" loading={busy} onClick={onStart}>
        {t('client-onboarding:welcome.start')}
      </Button>
    </div>
  );
}

export function GenderStep({ initial, busy, onBack, onNext }: Busy & { initial: Gender | null; onBack: () => void; onNext: (gender: Gender | null) => void }) {
  const { t } = useTranslation('client-onboarding');
  const [gender, setGender] = useState<Gender | null>(initial);
  return (
    <div className="client-onboarding-body">
      <Typography.Paragraph id="client-onboarding-gender-text">{t('client-onboarding:gender.text')}</Typography.Paragraph>
      <Radio.Group
        aria-label={t('client-onboarding:gender.label')}
        aria-describedby="client-onboarding-gender-text"
        value={gender}
        onChange={(event) => setGender(event.target.value as Gender)}
        disabled={busy}
      >
        <Space orientation="vertical">
          {GENDERS.map((value) => (
            <Radio key={value} value={value}>
              {t(GENDER_KEYS[value])}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div className="client-onboarding-nav">
        <Button onClick={onBack} disabled={busy}>
          {t('client-onboarding:nav.back')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => onNext(gender)}>
          {t('client-onboarding:nav.next')}
        </Button>
      </div>
    </div>
  );
}

export function PropertyStep({
  propertyName,
  busy,
  onAdd,
  onBack,
  onLater,
}: Busy & { propertyName: string | null; onAdd: () => void; onBack: () => void; onLater: () => void }) {
  const { t } = useTranslation('client-onboarding');
  return (
    <div className="client-onboarding-body">
      <Typography.Paragraph>{t('client-onboarding:property.text')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('client-onboarding:property.privacy')}</Typography.Paragraph>
      {propertyName === null ? null : (
        <Typography.Paragraph strong>{t('client-onboarding:property.added', { name: propertyName })}</Typography.Paragraph>
      )}
      <div className="client-onboarding-nav">
        <Button onClick={onBack} disabled={busy}>
          {t('client-onboarding:nav.back')}
        </Button>
        <Space wrap>
          <Button onClick={onLater} disabled={busy}>
            {t('client-onboarding:property.later')}
          </Button>
          <Button type="primary" loading={busy} onClick={onAdd}>
            {t('client-onboarding:property.add')}
          </Button>
        </Space>
      </div>
    </div>
  );
}

export function CelebrationStep({ toBooking, busy, onFinish }: Busy & { toBooking: boolean; onFinish: () => void }) {
  const { t } = useTranslation('client-onboarding');
  return (
    <Result
      status="success"
      title={t('client-onboarding:celebration.title')}
      subTitle={t(toBooking ? 'client-onboarding:celebration.textBooking' : 'client-onboarding:celebration.textSearch')}
      extra={
        <Button type="primary" size="large" loading={busy} onClick={onFinish}>
          {t(toBooking ? 'client-onboarding:celebration.toBooking' : 'client-onboarding:celebration.toSearch')}
        </Button>
      }
    />
  );
}
