import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api-client';
import { emailRules } from '../../../lib/form-rules';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import '../components/auth.css';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { trigger, isMutating } = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('auth:forgot.title'));

  const onFinish = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      setSent((await trigger(email)) ?? t('auth:forgot.sent'));
    } catch (error) {
      setFailure(failureMessage(error, { fallback: t('auth:forgot.failed'), nonJson: t('errors:server') }));
    }
  };

  return (
    <AuthCard title={t('auth:forgot.title')} intro={sent === null ? t('auth:forgot.intro') : undefined}>
      {sent === null ? (
        <Form<{ email: string }>
          name="forgot-password"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void onFinish(values)}
          disabled={isMutating}
        >
          {failure === null ? null : <Alert type="error" showIcon title={failure} className="auth-alert" />}
          <Form.Item name="email" label={t('auth:fields.email')} rules={emailRules(t)}>
            <Input type="email" autoComplete="email" inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isMutating}>
            {t('auth:forgot.submit')}
          </Button>
        </Form>
      ) : (
        <Alert type="success" showIcon title={sent} role="status" className="auth-alert" />
      )}
      <p className="auth-footer-link">
        <Link to={paths.login.href()}>{t('auth:backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
