import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatPhone } from '@weklean/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecDateTime, formatQuebecDay } from '../../../lib/format-date';
import { useHistoryLink } from '../../../lib/history-link';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useUser } from '../api/admin-users-api';
import { AccountActionModal } from './account-action-modal';
import { UserTabs } from './user-tabs';

/** One account in a drawer over the list: who they are, their status with suspend or reactivate, and what they have. */
export function UserPanel({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-users', 'common', 'errors']);
  const language = useLanguage();
  const historyOf = useHistoryLink();
  const { data, error, isLoading, mutate } = useUser(userId);
  const [action, setAction] = useState<'suspend' | 'reactivate' | null>(null);
  const account = data?.account;
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size="large"
      title={account ? <h2 className="admin-users-drawer-title">{t('admin-users:detail.title', { name: account.name })}</h2> : null}
      destroyOnHidden
    >
      {isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {error !== undefined && data === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('admin-users:detail.loadFailed')}
          description={failureMessage(error, { fallback: t('admin-users:detail.loadFailed'), nonJson: t('errors:server') })}
          action={<Button onClick={() => void mutate()}>{t('admin-users:retry')}</Button>}
        />
      ) : null}
      {data && account ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('admin-users:detail.email')}>{account.email}</Descriptions.Item>
            {/* Private: shown to admins only, for the platform's urgent contact. */}
            <Descriptions.Item label={t('admin-users:detail.phone')}>
              {account.phone === null ? t('admin-users:detail.noPhone') : <a href={`tel:${account.phone}`}>{formatPhone(account.phone)}</a>}
            </Descriptions.Item>
            <Descriptions.Item label={t('admin-users:detail.role')}>{account.role ? t(`common:roles.${account.role}`) : t('admin-users:detail.noRole')}</Descriptions.Item>
            <Descriptions.Item label={t('admin-users:detail.language')}>{t(`admin-users:detail.languages.${account.language}`)}</Descriptions.Item>
            <Descriptions.Item label={t('admin-users:detail.createdAt')}>{formatQuebecDay(account.createdAt, language)}</Descriptions.Item>
            <Descriptions.Item label={t('admin-users:detail.status')}>
              {account.suspendedAt ? (
                <Tag color="red">{t('admin-users:detail.suspendedSince', { date: formatQuebecDateTime(account.suspendedAt, language) })}</Tag>
              ) : (
                <Tag color="green">{t('admin-users:status.active')}</Tag>
              )}
            </Descriptions.Item>
            {account.suspendedAt && account.suspensionReason ? <Descriptions.Item label={t('admin-users:detail.reason')}>{account.suspensionReason}</Descriptions.Item> : null}
          </Descriptions>
          <Space wrap>
            {account.role === 'admin' ? (
              <Alert type="info" showIcon title={t('admin-users:actions.adminProtected')} />
            ) : account.suspendedAt ? (
              <Button type="primary" onClick={() => setAction('reactivate')}>{t('admin-users:actions.reactivate')}</Button>
            ) : (
              <Button danger onClick={() => setAction('suspend')}>{t('admin-users:actions.suspend')}</Button>
            )}
            <Link to={historyOf(`account-${account.id}`)}>{t('admin-users:detail.history')}</Link>
          </Space>
          <UserTabs detail={data} />
          {action ? <AccountActionModal user={account} action={action} open onClose={() => setAction(null)} /> : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
