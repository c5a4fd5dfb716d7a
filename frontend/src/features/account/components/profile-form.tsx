import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, currentPasswordRules, emailRules, nameRules } from '../../../lib/form-rules';
import { setPreferredLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/session-context';
import type { User } from '../../../lib/session/user';
import { useToast } from '../../../lib/toast';
import { useUpdateAccount } from '../api/update-account';
import { needsCurrentPassword, profileChanges, profileInitialValues, type ProfileValues } from './profile-changes';
import { useUpdateFailureToast } from './use-update-failure-toast';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const [form] = Form.useForm<ProfileValues>();
  const email = Form.useWatch('email', form);
  const { trigger, isMutating } = useUpdateAccount();
  const { setUser } = useSession();
  const toast = useToast();
  const showFailure = useUpdateFailureToast();
  const askPassword = needsCurrentPassword(user, email);

  const onFinish = async (values: ProfileValues) => {
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      toast.success(t('account:toast.nothingChanged'));
      return;
    }
    try {
      const updated = await trigger(changes);
      setUser(updated);
      form.setFieldsValue({ ...profileInitialValues(updated), currentPassword: '' });
      toast.success(t('account:toast.updatedTitle'), t('account:toast.updatedDescription'));
      if (changes.language !== undefined) await setPreferredLanguage(updated.language);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={profileInitialValues(user)}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item name="name" label={t('auth:fields.name')} rules={nameRules(t)}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('auth:fields.email')} rules={emailRules(t)}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      {askPassword ? (
        <Form.Item
          name="currentPassword"
          label={t('auth:fields.currentPassword')}
          rules={currentPasswordRules(t)}
          extra={t('account:profile.emailNeedsPassword')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="bio"
        label={t('account:profile.bio')}
        rules={[{ max: BIO_MAX_LENGTH, message: t('common:validation.tooLong', { max: BIO_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={4} showCount maxLength={BIO_MAX_LENGTH} placeholder={t('account:profile.bioPlaceholder')} />
      </Form.Item>
      <Form.Item name="language" label={t('account:profile.language')} extra={t('account:profile.languageHint')}>
        <Select
          options={[
            { value: 'fr', label: t('account:profile.languages.fr') },
            { value: 'en', label: t('account:profile.languages.en') },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('account:profile.save')}
      </Button>
    </Form>
  );
}
