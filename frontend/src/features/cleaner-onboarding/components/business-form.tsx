import { Button, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateInput } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useDeclareBusiness } from '../api/declare-business';
import type { CleanerProfile } from '../api/me-types';
import { insuranceExpiryRules, taxNumberRules } from './onboarding-rules';
import { ISO_DATE, businessInitialValues, businessRequest, type BusinessValues } from './onboarding-values';
import { useSaveFailure } from './use-save-failure';

/**
 * Tax numbers and insurance: `PUT /api/cleaners/me/business`, which replaces the last declaration. The server says
 * only whether a number was given, so the fields start empty and say so.
 */
export function BusinessForm({ profile }: { profile: CleanerProfile }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const dateField = dateInput(useLanguage());
  const [form] = Form.useForm<BusinessValues>();
  const { trigger, isMutating } = useDeclareBusiness();
  const toast = useToast();
  const showFailure = useSaveFailure(form);
  const today = dayjs().format(ISO_DATE);
  const provided = (given: boolean) => (given ? { extra: t('onboarding:business.provided') } : {});

  const onFinish = async (values: BusinessValues) => {
    try {
      await trigger(businessRequest(values));
      toast.success(t('onboarding:toast.saved'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<BusinessValues>
      form={form}
      name="business"
      layout="vertical"
      requiredMark="optional"
      initialValues={businessInitialValues(profile)}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item name="gstNumber" label={t('onboarding:business.gst')} rules={taxNumberRules(t, 'gst')} {...provided(profile.gstNumberProvided)}>
        <Input placeholder="123456789 RT 0001" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="qstNumber" label={t('onboarding:business.qst')} rules={taxNumberRules(t, 'qst')} {...provided(profile.qstNumberProvided)}>
        <Input placeholder="1234567890 TQ 0001" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="insuranceExpiresOn" label={t('onboarding:business.insuranceExpiresOn')} rules={insuranceExpiryRules(t, today)}>
        <DatePicker {...dateField} disabledDate={(date) => !date.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('onboarding:business.save')}
      </Button>
    </Form>
  );
}
