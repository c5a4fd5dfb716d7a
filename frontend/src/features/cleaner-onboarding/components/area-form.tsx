import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { CleanerProfile } from '../api/me-types';
import { useSetArea } from '../api/set-area';
import { CitiesField } from './cities-field';
import { CityField } from './city-field';
import { NearbyCities } from './nearby-cities';
import { cityRules, coverageRules } from './onboarding-rules';
import { areaInitialValues, areaRequest, type AreaValues } from './onboarding-values';
import { useSaveFailure } from './use-save-failure';

/** Where the cleaner works: `PUT /api/cleaners/me/area` (the primary city is always served). */
export function AreaForm({ profile }: { profile: CleanerProfile }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [form] = Form.useForm<AreaValues>();
  const { trigger, isMutating } = useSetArea();
  const toast = useToast();
  const showFailure = useSaveFailure(form);

  const onFinish = async (values: AreaValues) => {
    try {
      await trigger(areaRequest(values));
      toast.success(t('onboarding:toast.saved'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<AreaValues>
      form={form}
      name="area"
      layout="vertical"
      requiredMark="optional"
      initialValues={areaInitialValues(profile)}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item name="primaryCityId" label={t('onboarding:area.primaryCity')} rules={cityRules(t)}>
        <CityField />
      </Form.Item>
      <Form.Item name="serviceCityIds" label={t('onboarding:area.serviceCities')} extra={t('onboarding:area.serviceCitiesHint')}>
        <CitiesField />
      </Form.Item>
      <Form.Item name="coverageKm" label={t('onboarding:area.coverageKm')} rules={coverageRules(t)} extra={t('onboarding:area.coverageHint')}>
        <InputNumber<number> precision={0} suffix="km" inputMode="numeric" className="money-input" />
      </Form.Item>
      <NearbyCities form={form} />
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('onboarding:area.save')}
      </Button>
    </Form>
  );
}
