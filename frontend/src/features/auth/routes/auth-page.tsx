import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import '../components/auth.css';

type AuthTab = 'signin' | 'signup';

/** `/login` and `/auth`: sign-in and sign-up tabs; `?tab=signup` (or a friend's `?ref=CODE`) opens the second. */
export default function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  // A friend's link (`/auth?ref=CODE`) opens the sign-up with the code.
  const referralCode = searchParams.get('ref')?.slice(0, 20) ?? null;
  const tab: AuthTab = searchParams.get('tab') === 'signup' || referralCode !== null ? 'signup' : 'signin';
  useDocumentTitle(tab === 'signup' ? t('auth:signUp.title') : t('auth:signIn.title'));

  const onChange = (key: string) => {
    const next = new URLSearchParams(searchParams);
    if (key === 'signup') next.set('tab', 'signup');
    else next.delete('tab');
    setSearchParams(next, { replace: true });
  };

  return (
    <AuthCard title={t('auth:page.title')} intro={t('auth:page.intro')}>
      <Tabs
        activeKey={tab}
        onChange={onChange}
        centered
        items={[
          { key: 'signin', label: t('auth:signIn.tab'), children: <SignInForm /> },
          { key: 'signup', label: t('auth:signUp.tab'), children: <SignUpForm referralCode={referralCode} /> },
        ]}
      />
    </AuthCard>
  );
}
