import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, currentPasswordRules, emailRules, nameRules, phoneRules } from '../../../lib/form-rules';
import { setPreferredLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/session-context';
import type { User } from '../../../lib/session/user';
import { useToast } from '../../../lib/toast';
import { useUpdateAccount } from '../api/update-account';
import { needsCurrentPassword, profileChanges, profileFieldErrors, profileInitialValues, type ProfileValues } from './profile-changes';
import { useUpdateFailureToast } from './use-update-failure-toast';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const [form] = Form.useForm<ProfileValues>();
  const name = Form.useWatch('name', form);
  const email = Form.useWatch('email', form);
  const { trigger, isMutating } = useUpdateAccount();
  const { setUser } = useSession();
  const toast = useToast();
  const showFailure = useUpdateFailureToast();
  // A new name or e-mail changes who the account is: the current password confirms it (issue 33).
  const askPassword = needsCurrentPassword(user, { name, email });

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
      const fields = profileFieldErrors(error);
      if (fields.length > 0) form.setFields(fields);
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
          extra={t('account:profile.identityNeedsPassword')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item name="phone" label={t('account:profile.phone')} rules={phoneRules(t)} extra={t('account:profile.phoneHint')}>
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder={t('account:profile.phonePlaceholder')} />
      </Form.Item>
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
