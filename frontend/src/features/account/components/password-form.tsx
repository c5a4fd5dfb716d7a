import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, currentPasswordRules, newPasswordRules } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useUpdateAccount } from '../api/update-account';
import { useUpdateFailureToast } from './use-update-failure-toast';

type PasswordValues = { currentPassword: string; password: string; confirmPassword: string };

export function PasswordForm() {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const [form] = Form.useForm<PasswordValues>();
  const { trigger, isMutating } = useUpdateAccount();
  const { setUser } = useSession();
  const toast = useToast();
  const showFailure = useUpdateFailureToast();

  const onFinish = async ({ currentPassword, password }: PasswordValues) => {
    try {
      setUser(await trigger({ currentPassword, password }));
      form.resetFields();
      toast.success(t('account:toast.updatedTitle'), t('account:password.changed'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      name="password"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Form.Item name="currentPassword" label={t('auth:fields.currentPassword')} rules={currentPasswordRules(t)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('auth:fields.newPassword')} rules={newPasswordRules(t)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth:fields.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules(t, 'password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('account:password.submit')}
      </Button>
    </Form>
  );
}
