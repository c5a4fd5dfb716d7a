import { Alert, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import type { User } from '../../../lib/session/user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccount } from '../api/get-account';
import { ProvinceForm } from '../components/province-form';
import { DeleteAccountForm } from '../components/delete-account-form';
import { DeviceNotificationsCard } from '../components/device-notifications-card';
import { DownloadData } from '../components/download-data';
import { EmailPreferencesForm } from '../components/email-preferences-form';
import { PasswordForm } from '../components/password-form';
import { PasskeysCard } from '../components/passkeys-card';
import { PayoutAccountSummary } from '../components/payout-account-summary';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { TaxStatementsCard } from '../../../lib/statements/tax-statements-card';
import '../components/account.css';

function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className="account-summary">
      <PersonAvatar name={user.name} url={user.profilePic} size={56} />
      <div>
        <Typography.Text strong>{user.name}</Typography.Text>
        <div>
          <Tag>{user.role === null ? t('common:roles.none') : t(`common:roles.${user.role}`)}</Tag>
        </div>
      </div>
    </div>
  );
}

/** `/profile` (an admin's `/admin/account`): the account settings (SPEC section 2; profile, password, deletion). */
export default function AccountSettingsPage() {
  const { t } = useTranslation(['account', 'common']);
  const { data: user, error, isLoading, mutate } = useAccount();
  const { refresh } = useSession();
  useDocumentTitle(t('account:page.title'));

  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    // The session ended on the server: let the session notice, and the guard send the user to the login page.
    if (expired) void refresh();
  }, [expired, refresh]);

  if (isLoading) {
    return (
      <div className="account-page" aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }

  if (error !== undefined || user === undefined) {
    return (
      <Result
        status="error"
        title={t('account:page.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="account-page">
      <Typography.Title level={1}>{t('account:page.title')}</Typography.Title>
      <Space orientation="vertical" size="large" className="account-sections">
        <AccountSummary user={user} />
        {user.role === null ? (
          <Alert
            type="info"
            showIcon
            title={t('account:page.noRole')}
            action={<Link to={paths.selectRole.href()}>{t('account:page.chooseRole')}</Link>}
          />
        ) : null}
        <Card title={<h2 className="account-card-title">{t('account:profile.title')}</h2>}>
          <ProfileForm user={user} />
        </Card>
        {/* A cleaner's picture is their public profile's avatar, changed on their profile. */}
        {user.role === 'client' ? <ProfilePhotoCard user={user} titleClassName="account-card-title" /> : null}
        <Card title={<h2 className="account-card-title">{t('account:password.title')}</h2>}>
          <PasswordForm />
        </Card>
        <PasskeysCard titleClassName="account-card-title" />
        {user.role === 'cleaner' ? (
          <Card title={<h2 className="account-card-title">{t('account:payouts.title')}</h2>}>
            <PayoutAccountSummary />
          </Card>
        ) : null}
        {user.role === 'client' || user.role === 'cleaner' ? (
          <Card title={<h2 className="account-card-title">{t('account:emails.title')}</h2>}>
            <EmailPreferencesForm role={user.role} />
          </Card>
        ) : null}
        {user.role === 'client' || user.role === 'cleaner' ? <DeviceNotificationsCard role={user.role} userId={user.id} titleClassName="account-card-title" /> : null}
        {user.role === 'client' ? <TaxStatementsCard role="client" titleClassName="account-card-title" /> : null}
        <Card title={<h2 className="account-card-title">{t('account:province.title')}</h2>}>
          <ProvinceForm user={user} />
        </Card>
        <Card title={<h2 className="account-card-title">{t('account:data.title')}</h2>}>
          <DownloadData />
        </Card>
        <Card className="account-danger" title={<h2 className="account-card-title">{t('account:delete.title')}</h2>}>
          <DeleteAccountForm />
        </Card>
      </Space>
    </div>
  );
}
