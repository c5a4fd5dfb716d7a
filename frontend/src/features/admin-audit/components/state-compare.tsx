import { Alert, Button, Skeleton, Space, Tag, Typography, theme, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { Language } from '../../../lib/i18n/language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useStreamState } from '../api/audit-api';
import { diffStates, type DiffRow } from './state-diff';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/** A leaf as a reader reads it: a booking status in words, cents as money, an instant on Quebec's clock, the raw value kept beside. */
function shown(t: TFunction, language: Language, path: string, value: unknown, present: boolean): string {
  if (!present) return t('admin-audit:state.absent');
  const last = path.split('.').at(-1) ?? path;
  if (last === 'status' && typeof value === 'string') {
    const label = t(`admin-audit:values.status.${value}`, { defaultValue: '' });
    return label === '' || label === value ? value : `${label} (${value})`;
  }
  if (last.endsWith('Cents') && typeof value === 'number') return `${formatCents(value, language)} (${value})`;
  if (typeof value === 'string' && INSTANT.test(value)) return `${formatQuebecDateTime(value, language)} (${value})`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The stream's state after event `revision` beside its state now, the fields that differ highlighted. */
export function StateCompare({ streamId, revision, onBack }: { streamId: string; revision: number; onBack: () => void }) {
  const { t } = useTranslation(['admin-audit', 'errors']);
  const language = useLanguage();
  const { token } = theme.useToken();
  const then = useStreamState(streamId, revision);
  const now = useStreamState(streamId, null);
  const back = <Button onClick={onBack}>{t('admin-audit:state.back')}</Button>;
  const error = then.error ?? now.error;
  if (error !== undefined) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="error" showIcon title={failureMessage(error, { fallback: t('admin-audit:state.loadFailed'), nonJson: t('errors:server') })} />
        {back}
      </Space>
    );
  }
  if (then.data === undefined || now.data === undefined) return <Skeleton active aria-busy="true" />;

  // What differs first: a booking's state has some sixty fields, and the few that changed are what the admin came for.
  const all = diffStates(then.data.state, now.data.state);
  const rows = [...all.filter((row) => row.changed), ...all.filter((row) => !row.changed)];
  const differences = rows.filter((row) => row.changed).length;
  const columns: TableColumnsType<DiffRow> = [
    {
      title: t('admin-audit:state.key'),
      key: 'path',
      render: (_, row) => (
        <Space size={4} wrap>
          <Typography.Text code>{row.path}</Typography.Text>
          {row.changed && <Tag color="warning">{t('admin-audit:state.changed')}</Tag>}
        </Space>
      ),
    },
    { title: t('admin-audit:state.then', { revision: then.data.revision }), key: 'then', render: (_, row) => shown(t, language, row.path, row.then, row.present.then) },
    { title: t('admin-audit:state.now', { revision: now.data.revision }), key: 'now', render: (_, row) => shown(t, language, row.path, row.now, row.present.now) },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('admin-audit:state.title', { revision: then.data.revision })}</Typography.Title>
      <Space wrap>
        {back}
        <Typography.Text>{differences === 0 ? t('admin-audit:state.same') : t('admin-audit:state.differences', { count: differences })}</Typography.Text>
      </Space>
      <ScrollingTable<DiffRow>
        rowKey="path"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        onRow={(row) => ({ style: row.changed ? { background: token.colorWarningBg } : undefined })}
      />
    </Space>
  );
}
