import { Alert, Button, Checkbox, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateInput } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useDeclareEligibility } from '../api/declare-eligibility';
import type { CleanerProfile } from '../api/me-types';
import { authorisedRules, birthDateRules } from './onboarding-rules';
import { ISO_DATE, eligibilityRequest, type EligibilityValues } from './onboarding-values';
import { useSaveFailure } from './use-save-failure';

/**
 * 18 or older and authorised to work in Canada: `PUT /api/cleaners/me/eligibility`. The server keeps only the
 * answer, not the birth date, so once declared there is nothing to edit.
 */
export function EligibilityForm({ profile }: { profile: CleanerProfile }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const dateField = dateInput(useLanguage());
  const [form] = Form.useForm<EligibilityValues>();
  const { trigger, isMutating } = useDeclareEligibility();
  const toast = useToast();
  const showFailure = useSaveFailure(form);
  const today = dayjs().format(ISO_DATE);

  if (profile.eligible) {
    return <Alert type="success" showIcon title={t('onboarding:eligibility.declared')} />;
  }

  const onFinish = async (values: EligibilityValues) => {
    try {
      await trigger(eligibilityRequest(values));
      toast.success(t('onboarding:toast.saved'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<EligibilityValues>
      form={form}
      name="eligibility"
      layout="vertical"
      requiredMark="optional"
      initialValues={{ birthDate: null, authorisedToWorkInCanada: false }}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item
        name="birthDate"
        label={t('onboarding:eligibility.birthDate')}
        rules={birthDateRules(t, today)}
        extra={t('onboarding:eligibility.birthDateHint')}
      >
        <DatePicker {...dateField} disabledDate={(date) => date.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="authorisedToWorkInCanada" valuePropName="checked" rules={authorisedRules(t)}>
        <Checkbox>{t('onboarding:eligibility.authorised')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('onboarding:eligibility.save')}
      </Button>
    </Form>
  );
}
