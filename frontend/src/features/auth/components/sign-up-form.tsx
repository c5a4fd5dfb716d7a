import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
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
import { referralPreview, useSignup } from '../api/signup';
import { ApiError } from '../../../lib/api-client';
import { useAfterSignIn } from './use-after-sign-in';

type SignUpValues = { name: string; email: string; password: string; confirmPassword: string; referralCode?: string };

export function SignUpForm({ referralCode = null }: { referralCode?: string | null }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { trigger, isMutating } = useSignup();
  const [form] = Form.useForm<SignUpValues>();
  const [referrer, setReferrer] = useState<string | null>(null);
  useEffect(() => {
    if (referralCode === null) return undefined;
    let current = true;
    void referralPreview(referralCode).then((preview) => {
      if (current && preview) setReferrer(preview.referrerName);
    });
    return () => {
      current = false;
    };
  }, [referralCode]);
  const { signIn } = useSession();
  const toast = useToast();
  const afterSignIn = useAfterSignIn();

  const onFinish = async ({ name, email, password, referralCode: code }: SignUpValues) => {
    try {
      const typed = code?.trim() ?? '';
      const { user } = await trigger({ name: name.trim(), email, password, language: currentLanguage(), ...(typed === '' ? {} : { referralCode: typed }) });
      // Signup keeps the session for this tab only (no "remember me").
      signIn(user, false);
      toast.success(t('auth:toast.registered'));
      afterSignIn(user);
    } catch (error) {
      // A code not in use (unknown, turned off, replaced or deleted) is said under its field (the person corrects it or removes it).
      if (error instanceof ApiError && (error.code === 'referral.invalid-code' || error.code === 'referral.code-inactive' || error.code === 'referral.code-expired')) {
        form.setFields([{ name: 'referralCode', errors: [error.serverMessage ?? t('auth:signUp.referralInvalid')] }]);
        return;
      }
      toast.failure(error, t('auth:toast.registerFailed'));
    }
  };

  return (
    <Form<SignUpValues>
      form={form}
      initialValues={referralCode === null ? {} : { referralCode }}
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
      {referrer ? <Alert type="success" showIcon className="auth-referral" title={t('auth:signUp.referredBy', { name: referrer })} /> : null}
      <Form.Item name="referralCode" label={t('auth:fields.referralCode')} extra={t('auth:signUp.referralHint')}>
        <Input autoComplete="off" autoCapitalize="characters" maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isMutating}>
        {t('auth:signUp.submit')}
      </Button>
    </Form>
  );
}
