import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { confirmPasswordRules, newPasswordRules } from '../../../lib/form-rules';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import '../components/auth.css';

type ResetValues = { password: string; confirmPassword: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { token = '' } = useParams();
  const { trigger, isMutating } = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  useDocumentTitle(t('auth:reset.title'));

  const onFinish = async ({ password }: ResetValues) => {
    setFailure(null);
    try {
      await trigger({ token, password });
      toast.success(t('common:toast.successTitle'), t('auth:reset.done'));
      void navigate(paths.login.href(), { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, { fallback: t('auth:reset.failed'), nonJson: t('errors:server') }));
    }
  };

  return (
    <AuthCard title={t('auth:reset.title')} intro={t('auth:reset.intro')}>
      <Form<ResetValues>
        name="reset-password"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={isMutating}
      >
        {failure === null ? null : <Alert type="error" showIcon title={failure} className="auth-alert" />}
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
        <Button type="primary" htmlType="submit" block loading={isMutating}>
          {t('auth:reset.submit')}
        </Button>
      </Form>
      <p className="auth-footer-link">
        <Link to={paths.forgotPassword.href()}>{t('auth:reset.requestNew')}</Link>
      </p>
    </AuthCard>
  );
}
