import { CLEANER_LANGUAGES, CLEANER_LIMITS, GENDERS, PETS } from '@weklean/domain';
import { Button, Checkbox, Form, Input, InputNumber, Select, Switch, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { CleanerProfile } from '../api/me-types';
import { useUpdateDetails } from '../api/update-details';
import { experienceRules, genderRules, languageRules, maxLengthRules, tagRules } from './onboarding-rules';
import { detailsInitialValues, detailsRequest, type DetailsValues } from './onboarding-values';
import { useSaveFailure } from './use-save-failure';
import { GENDER_KEYS } from './vocabulary';
import { LANGUAGE_KEYS, PET_KEYS } from '../../../lib/vocabulary';

/** Free entries typed one after the other (Enter or a comma), without a list to pick from. */
function TagsInput(props: SelectProps<string[]>) {
  return <Select<string[]> {...props} mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />;
}

/** About the cleaner: `PUT /api/cleaners/me/details`. */
export function DetailsForm({ profile }: { profile: CleanerProfile }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [form] = Form.useForm<DetailsValues>();
  const { trigger, isMutating } = useUpdateDetails();
  const toast = useToast();
  const showFailure = useSaveFailure(form);

  const onFinish = async (values: DetailsValues) => {
    try {
      await trigger(detailsRequest(values));
      toast.success(t('onboarding:toast.saved'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<DetailsValues>
      form={form}
      name="details"
      layout="vertical"
      requiredMark="optional"
      initialValues={detailsInitialValues(profile)}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
      scrollToFirstError={{ focus: true }}
    >
      <Form.Item name="bio" label={t('onboarding:details.bio')} rules={maxLengthRules(t, CLEANER_LIMITS.bioMax)}>
        <Input.TextArea rows={4} showCount maxLength={CLEANER_LIMITS.bioMax} placeholder={t('onboarding:details.bioPlaceholder')} />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="yearsOfExperience" label={t('onboarding:details.yearsOfExperience')} rules={experienceRules(t)}>
          <InputNumber<number> precision={0} inputMode="numeric" className="money-input" />
        </Form.Item>
        <Form.Item name="gender" label={t('onboarding:details.gender')} rules={genderRules(t)}>
          <Select
            className="gender-select"
            placeholder={t('onboarding:details.genderPlaceholder')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_KEYS[gender]) }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="languages" label={t('onboarding:details.languages')} rules={languageRules(t)}>
        <Checkbox.Group options={CLEANER_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_KEYS[language]) }))} />
      </Form.Item>
      <Form.Item name="skills" label={t('onboarding:details.skills')} rules={tagRules(t)} extra={t('onboarding:details.tagsHint')}>
        <TagsInput placeholder={t('onboarding:details.skillsPlaceholder')} />
      </Form.Item>
      <Form.Item name="certificates" label={t('onboarding:details.certificates')} rules={tagRules(t)} extra={t('onboarding:details.tagsHint')}>
        <TagsInput placeholder={t('onboarding:details.certificatesPlaceholder')} />
      </Form.Item>
      <Form.Item name="education" label={t('onboarding:details.education')} rules={maxLengthRules(t, CLEANER_LIMITS.educationMax)}>
        <Input maxLength={CLEANER_LIMITS.educationMax} />
      </Form.Item>
      <Form.Item name="petsTolerated" label={t('onboarding:details.pets')}>
        <Checkbox.Group options={PETS.map((pet) => ({ value: pet, label: t(PET_KEYS[pet]) }))} />
      </Form.Item>
      <Form.Item name="ecoCertified" label={t('onboarding:details.eco')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('onboarding:details.save')}
      </Button>
    </Form>
  );
}
