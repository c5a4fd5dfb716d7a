import { Alert, Button, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useParkedAction, useParkedEvents, type ParkedEvent } from '../api/parked-events';

/**
 * Events the read models parked: retried after a fix (with what their stream held behind them) or skipped. Retrying
 * before the fix is refused by the server and changes nothing; its message says so.
 */
export function ParkedEventsTable() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error, isLoading } = useParkedEvents();
  const retry = useParkedAction('retry');
  const skip = useParkedAction('skip');
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (event: ParkedEvent, action: 'retry' | 'skip') => {
    setBusy(`${action}:${event.id}`);
    try {
      await (action === 'retry' ? retry : skip).trigger(event.id);
      toast.success(t(action === 'retry' ? 'admin:health.parked.retried' : 'admin:health.parked.skipped', { type: event.eventType }));
    } catch (failure) {
      toast.failure(failure, t('admin:health.parked.failed'));
    } finally {
      setBusy(null);
    }
  };

  if (error !== undefined) return <Alert type="error" showIcon title={t('admin:health.loadFailed')} />;

  const columns: TableColumnsType<ParkedEvent> = [
    { title: t('admin:health.parked.projection'), dataIndex: 'projection' },
    {
      title: t('admin:health.parked.event'),
      render: (_, event) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{event.eventType}</Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: event.eventId }}>
            {event.streamId} · {t('admin:health.parked.revision', { revision: event.streamRevision })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('admin:health.parked.why'),
      render: (_, event) =>
        event.heldBehind === null ? (
          <Typography.Text type="danger">{t('admin:health.parked.failedWith', { attempts: event.attempts, error: event.error })}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('admin:health.parked.held')}</Typography.Text>
        ),
    },
    { title: t('admin:health.parked.at'), dataIndex: 'parkedAt', render: (value: string) => formatQuebecDateTime(value, language) },
    {
      title: t('admin:health.parked.actions'),
      render: (_, event) => (
        <Space>
          <Button size="small" type="primary" loading={busy === `retry:${event.id}`} onClick={() => void act(event, 'retry')}>
            {t('admin:health.parked.retry')}
          </Button>
          <Popconfirm
            title={t('admin:health.parked.skipConfirm')}
            okText={t('admin:health.parked.skip')}
            cancelText={t('admin:health.parked.cancel')}
            onConfirm={() => act(event, 'skip')}
          >
            <Button size="small" danger loading={busy === `skip:${event.id}`}>
              {t('admin:health.parked.skip')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ScrollingTable<ParkedEvent>
      rowKey="id"
      size="small"
      loading={isLoading}
      columns={columns}
      dataSource={data ?? []}
      pagination={false}
      locale={{ emptyText: t('admin:health.parked.empty') }}
      scroll={{ x: true }}
    />
  );
}
