import { Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUsers, type UserFilters, type UserSummary } from '../api/admin-users-api';
import { UserPanel } from '../components/user-panel';
import '../components/admin-users.css';

const ROLES = ['client', 'cleaner', 'admin'] as const;
const STATUSES = ['active', 'suspended'] as const;
const PAGE_SIZE = 25;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** The filters are the address (`?q=&role=&status=&page=`, and `?user=` for the open account): links can be shared. */
function filtersOf(params: URLSearchParams): UserFilters {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', role: pick(params.get('role'), ROLES), status: pick(params.get('status'), STATUSES), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** `/admin/users`: find anyone by name, e-mail, role or status; open their account to see it and act on it. */
export default function AdminUsersPage() {
  const { t } = useTranslation(['admin-users', 'common', 'errors']);
  const language = useLanguage();
  useDocumentTitle(t('admin-users:title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const openId = params.get('user');
  const { data, error, isLoading, mutate } = useUsers(filters);

  /** Changes some parameters; a new filter goes back to the first page. */
  const update = (changes: Record<string, string | null>, resetPage = true) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (resetPage) next.delete('page');
      return next;
    });
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('admin-users:title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin-users:intro')}</Typography.Paragraph>
      </div>
      <Space wrap align="end" className="admin-users-filters">
        <div>
          <label htmlFor="admin-users-q">{t('admin-users:filters.search')}</label>
          <Input.Search
            id="admin-users-q"
            key={filters.q}
            defaultValue={filters.q}
            placeholder={t('admin-users:filters.searchPlaceholder')}
            allowClear
            enterButton
            style={{ width: 320 }}
            onSearch={(value) => update({ q: value.trim() || null })}
          />
        </div>
        <div>
          <label htmlFor="admin-users-role">{t('admin-users:filters.role')}</label>
          <Select
            id="admin-users-role"
            style={{ width: 200 }}
            value={filters.role ?? ''}
            onChange={(value: string) => update({ role: value || null })}
            options={[{ value: '', label: t('admin-users:filters.anyRole') }, ...ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))]}
          />
        </div>
        <div>
          <label htmlFor="admin-users-status">{t('admin-users:filters.status')}</label>
          <Select
            id="admin-users-status"
            style={{ width: 200 }}
            value={filters.status ?? ''}
            onChange={(value: string) => update({ status: value || null })}
            options={[{ value: '', label: t('admin-users:filters.anyStatus') }, ...STATUSES.map((status) => ({ value: status, label: t(`admin-users:status.${status}`) }))]}
          />
        </div>
      </Space>
      {error !== undefined && data === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('admin-users:loadFailed')}
          description={failureMessage(error, { fallback: t('admin-users:loadFailed'), nonJson: t('errors:server') })}
          action={<Button onClick={() => void mutate()}>{t('admin-users:retry')}</Button>}
        />
      ) : null}
      <Table<UserSummary>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.items ?? []}
        caption={<span className="visually-hidden">{t('admin-users:table.caption')}</span>}
        locale={{ emptyText: t('admin-users:table.empty') }}
        onRow={(row) => ({ onDoubleClick: () => update({ user: row.id }, false) })}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('admin-users:table.total', { count: total }),
          onChange: (page) => update({ page: page > 1 ? String(page) : null }, false),
        }}
        columns={[
          {
            title: t('admin-users:table.name'),
            key: 'name',
            render: (_, row) => (
              <Button type="link" style={{ padding: 0 }} aria-label={t('admin-users:table.openUser', { name: row.name })} onClick={() => update({ user: row.id }, false)}>
                {row.name}
              </Button>
            ),
          },
          { title: t('admin-users:table.email'), dataIndex: 'email', key: 'email' },
          { title: t('admin-users:table.role'), key: 'role', render: (_, row) => (row.role ? t(`common:roles.${row.role}`) : t('common:roles.none')) },
          { title: t('admin-users:table.language'), key: 'language', render: (_, row) => row.language.toUpperCase() },
          { title: t('admin-users:table.createdAt'), key: 'createdAt', render: (_, row) => formatQuebecDay(row.createdAt, language) },
          {
            title: t('admin-users:table.status'),
            key: 'status',
            render: (_, row) => (row.suspendedAt ? <Tag color="red">{t('admin-users:status.suspended')}</Tag> : <Tag color="green">{t('admin-users:status.active')}</Tag>),
          },
        ]}
      />
      <UserPanel userId={openId} onClose={() => update({ user: null }, false)} />
    </Space>
  );
}
