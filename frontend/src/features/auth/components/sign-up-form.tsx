import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN_LENGTH,
  confirmPasswordRules,
  emailRules,
  nameRules,
  newPasswordRules,
} from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useSignup } from '../api/signup';
import { useAfterSignIn } from './use-after-sign-in';

type SignUpValues = { name: string; email: string; password: string; confirmPassword: string };

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { trigger, isMutating } = useSignup();
  const { signIn } = useSession();
  const toast = useToast();
  const afterSignIn = useAfterSignIn();

  const onFinish = async ({ name, email, password }: SignUpValues) => {
    try {
      const { user } = await trigger({ name: name.trim(), email, password, language: currentLanguage() });
      // Signup keeps the session for this tab only (no "remember me").
      signIn(user, false);
      toast.success(t('auth:toast.registered'));
      afterSignIn(user);
    } catch (error) {
      toast.failure(error, t('auth:toast.registerFailed'));
    }
  };

  return (
    <Form<SignUpValues>
      name="sign-up"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item name="name" label={t('auth:fields.name')} rules={nameRules(t)}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('auth:fields.email')} rules={emailRules(t)}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth:fields.password')}
        rules={newPasswordRules(t)}
        extra={t('auth:signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      >
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
      <Button type="primary" htmlType="submit" block loading={isMutating}>
        {t('auth:signUp.submit')}
      </Button>
    </Form>
  );
}
