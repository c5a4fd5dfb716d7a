import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { emailRules } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useLogin, type LoginInput } from '../api/login';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { useAfterSignIn } from './use-after-sign-in';

export function SignInForm() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { trigger, isMutating } = useLogin();
  const { signIn } = useSession();
  const toast = useToast();
  const afterSignIn = useAfterSignIn();

  const onFinish = async (values: LoginInput) => {
    try {
      const { user } = await trigger(values);
      signIn(user, values.rememberMe);
      toast.success(t('common:toast.successTitle'), t('auth:toast.loggedIn'));
      afterSignIn(user);
    } catch (error) {
      toast.failure(error, t('auth:toast.loginFailed'));
    }
  };

  return (
    <Form<LoginInput>
      name="sign-in"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '', password: '', rememberMe: false }}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item name="email" label={t('auth:fields.email')} rules={emailRules(t)}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth:fields.password')}
        rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className="auth-form-row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>{t('auth:signIn.rememberMe')}</Checkbox>
        </Form.Item>
        <Link to={paths.forgotPassword.href()}>{t('auth:signIn.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={isMutating}>
        {t('auth:signIn.submit')}
      </Button>
      <PasskeySignInButton />
    </Form>
  );
}
