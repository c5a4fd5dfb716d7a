import { CLEANER_LANGUAGES, PROPERTY_TYPES, SERVICE_TYPES } from '@weklean/domain';
import { Button, Checkbox, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { Me } from '../api/me-types';
import { useStartProfile } from '../api/start-profile';
import { useUpdateQuickStart } from '../api/update-quick-start';
import { CityField } from './city-field';
import { MoneyInput } from './money-input';
import {
  cityRules,
  coverageRules,
  displayNameRules,
  fixedPriceFields,
  fixedPriceRules,
  hourlyRateRules,
  languageRules,
  serviceTypeRules,
} from './onboarding-rules';
import { quickStartChanges, quickStartInitialValues, startRequest, type QuickStartValues } from './onboarding-values';
import { useSaveFailure } from './use-save-failure';
import { LANGUAGE_KEYS, PROPERTY_TYPE_KEYS, SERVICE_TYPE_KEYS } from '../../../lib/vocabulary';

type Props = { me: Me; accountName: string; onSaved: (me: Me) => void };

/**
 * Step 1: name, city, services, rates, coverage and languages. The first save starts the profile
 * (`POST /start`); later ones change rates, services and area (`PUT`). The display name is set once, and the
 * languages are kept with the details of step 2, as the API has it.
 */
export function QuickStartForm({ me, accountName, onSaved }: Props) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [form] = Form.useForm<QuickStartValues>();
  const start = useStartProfile();
  const update = useUpdateQuickStart();
  const toast = useToast();
  const showFailure = useSaveFailure(form);
  const profile = me.started ? me.profile : null;
  const saving = start.isMutating || update.isMutating;

  const onFinish = async (values: QuickStartValues) => {
    try {
      const saved = profile === null ? await start.trigger(startRequest(values)) : await update.trigger(quickStartChanges(values, profile));
      toast.success(t(profile === null ? 'onboarding:quickStart.started' : 'onboarding:toast.saved'));
      onSaved(saved);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<QuickStartValues>
      form={form}
      name="quick-start"
      layout="vertical"
      requiredMark="optional"
      initialValues={quickStartInitialValues(profile, accountName)}
      onFinish={(values) => void onFinish(values)}
      disabled={saving}
      scrollToFirstError={{ focus: true }}
    >
      <Form.Item
        name="displayName"
        label={t('onboarding:quickStart.displayName')}
        rules={displayNameRules(t)}
        extra={t(profile === null ? 'onboarding:quickStart.displayNameHint' : 'onboarding:quickStart.displayNameFixed')}
      >
        <Input autoComplete="name" {...(profile === null ? {} : { disabled: true })} />
      </Form.Item>
      <Form.Item name="primaryCityId" label={t('onboarding:quickStart.primaryCity')} rules={cityRules(t)}>
        <CityField />
      </Form.Item>
      <Form.Item name="serviceTypes" label={t('onboarding:quickStart.serviceTypes')} rules={serviceTypeRules(t)}>
        <Checkbox.Group className="choice-cards">
          {SERVICE_TYPES.map((type) => (
            <Checkbox key={type} value={type} className="choice-card">
              {t(SERVICE_TYPE_KEYS[type])}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <fieldset className="onboarding-fieldset">
        <legend>{t('onboarding:quickStart.rates')}</legend>
        <Typography.Paragraph type="secondary">{t('onboarding:quickStart.ratesHint')}</Typography.Paragraph>
        <Form.Item
          name="hourlyRate"
          label={t('onboarding:quickStart.hourlyRate')}
          rules={hourlyRateRules(t)}
          dependencies={fixedPriceFields}
        >
          <MoneyInput suffix={t('onboarding:quickStart.perHour')} className="money-input" />
        </Form.Item>
        <Typography.Text strong>{t('onboarding:quickStart.fixedPrices')}</Typography.Text>
        <div className="fixed-prices">
          {PROPERTY_TYPES.map((type) => (
            <Form.Item key={type} name={['fixedPrices', type]} label={t(PROPERTY_TYPE_KEYS[type])} rules={fixedPriceRules(t)}>
              <MoneyInput suffix="$" className="money-input" />
            </Form.Item>
          ))}
        </div>
      </fieldset>
      <Form.Item name="coverageKm" label={t('onboarding:quickStart.coverageKm')} rules={coverageRules(t)}>
        <InputNumber<number> precision={0} suffix="km" className="money-input" inputMode="numeric" />
      </Form.Item>
      {profile === null ? (
        <Form.Item name="languages" label={t('onboarding:quickStart.languages')} rules={languageRules(t)}>
          <Checkbox.Group options={CLEANER_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_KEYS[language]) }))} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t(profile === null ? 'onboarding:quickStart.submitStart' : 'onboarding:quickStart.submitUpdate')}
      </Button>
    </Form>
  );
}
