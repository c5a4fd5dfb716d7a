import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * For visitors the onboarding cannot serve yet. The page itself is public (SPEC section 2) but the API needs a
 * signed-in cleaner; the app remembers this path, so signing in comes back here.
 */
export function SignInPrompt() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('onboarding:access.signInTitle')}
      subTitle={t('onboarding:access.signInText')}
      extra={[
        <Button key="login" type="primary" onClick={() => void navigate(paths.login.href())}>
          {t('onboarding:access.signIn')}
        </Button>,
        <Link key="signup" to={paths.auth.href({ tab: 'signup' })}>
          {t('onboarding:access.signUp')}
        </Link>,
      ]}
    />
  );
}

export function ChooseRolePrompt() {
  const { t } = useTranslation('onboarding');
  return (
    <Result
      status="info"
      title={t('onboarding:access.chooseRoleTitle')}
      subTitle={t('onboarding:access.chooseRoleText')}
      extra={<Link to={paths.selectRole.href()}>{t('onboarding:access.chooseRole')}</Link>}
    />
  );
}

export function CleanersOnly() {
  const { t } = useTranslation('onboarding');
  return (
    <Result
      status="warning"
      title={t('onboarding:access.cleanersOnlyTitle')}
      subTitle={t('onboarding:access.cleanersOnlyText')}
      extra={<Link to={paths.home.href()}>{t('onboarding:access.backHome')}</Link>}
    />
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['onboarding', 'common']);
  return (
    <Result
      status="error"
      title={t('onboarding:page.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
