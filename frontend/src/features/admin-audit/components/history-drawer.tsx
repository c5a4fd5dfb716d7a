import { Alert, Button, Drawer, Form, Input, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { STREAM_ID_PATTERN } from '@weklean/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../../lib/api-client';
import { HISTORY_PARAM } from '../../../lib/history-link';
import { AUDIT_PAGE_SIZE, useHistory, type AuditEvent } from '../api/audit-api';
import { kindLabel, shortId } from './event-labels';
import { EventsTable, type Row } from './events-table';
import { RelatedTimeline } from './related-timeline';
import { StateCompare } from './state-compare';

/** "Open another history": any stream id, checked as the server checks it. */
function OpenOther({ current, onOpen }: { current: string | null; onOpen: (streamId: string) => void }) {
  const { t } = useTranslation('admin-audit');
  const [form] = Form.useForm<{ streamId: string }>();
  useEffect(() => form.setFieldsValue({ streamId: current ?? '' }), [form, current]);
  return (
    <Form form={form} layout="inline" requiredMark={false} name="audit-open-stream" onFinish={({ streamId }) => onOpen(streamId.trim())} style={{ marginBottom: 16 }}>
      <Form.Item
        name="streamId"
        label={t('admin-audit:drawer.openOther')}
        rules={[{ required: true, whitespace: true, message: t('admin-audit:drawer.noStream') }, { pattern: STREAM_ID_PATTERN, message: t('admin-audit:drawer.invalidStreamId') }]}
        style={{ flex: 1, minWidth: 260 }}
      >
        <Input placeholder={t('admin-audit:drawer.streamIdPlaceholder')} aria-label={t('admin-audit:drawer.streamIdLabel')} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit">{t('admin-audit:drawer.open')}</Button>
      </Form.Item>
    </Form>
  );
}

/** The correlation being followed, and the way back to every event. */
function CorrelationFilter({ id, count, onClear }: { id: string; count: number; onClear: () => void }) {
  const { t } = useTranslation('admin-audit');
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Tag color="processing">{t('admin-audit:correlation.filtered', { id: shortId(id), count })}</Tag>
      <Button size="small" onClick={onClear}>{t('admin-audit:correlation.clear')}</Button>
    </Space>
  );
}

const rowsOf = (events: readonly AuditEvent[]): Row[] => events.map((event) => ({ ...event, key: event.id }));

/** One stream's history: its timeline, its related streams merged, and its state at any point beside now. */
function StreamHistory({ streamId }: { streamId: string }) {
  const { t } = useTranslation(['admin-audit', 'errors']);
  const { data, error, isLoading, mutate } = useHistory(streamId);
  const [tab, setTab] = useState('timeline');
  const [correlation, setCorrelation] = useState<string | null>(null);
  const [revision, setRevision] = useState<number | null>(null);

  if (error !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={failureMessage(error, { fallback: t('admin-audit:loadFailed'), nonJson: t('errors:server') })}
        action={<Button size="small" onClick={() => void mutate()}>{t('admin-audit:retry')}</Button>}
      />
    );
  }
  if (isLoading || data === undefined) return <Skeleton active aria-busy="true" aria-label={t('admin-audit:loading')} />;
  if (revision !== null) return <StateCompare streamId={streamId} revision={revision} onBack={() => setRevision(null)} />;

  const rows = rowsOf(data.events).filter((row) => correlation === null || row.correlationId === correlation);
  const filter = correlation && <CorrelationFilter id={correlation} count={rows.length} onClear={() => setCorrelation(null)} />;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {kindLabel(t, data.kind)} <Typography.Text code copyable style={{ fontSize: 14, fontWeight: 'normal' }}>{data.streamId}</Typography.Text>
      </Typography.Title>
      {data.nextRevision !== null && <Alert type="info" showIcon title={t('admin-audit:more', { count: AUDIT_PAGE_SIZE })} style={{ marginBottom: 8 }} />}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'timeline',
            label: t('admin-audit:tabs.timeline'),
            children: (
              <>
                {filter}
                <EventsTable rows={rows} onCorrelation={setCorrelation} onPickState={setRevision} />
              </>
            ),
          },
          {
            key: 'related',
            label: t('admin-audit:tabs.related'),
            children: tab === 'related' && <RelatedTimeline streamId={streamId} correlation={correlation} onCorrelation={setCorrelation} filter={filter} />,
          },
        ]}
      />
    </>
  );
}

/**
 * The history drawer of the admin area: open over any admin page while the address has `?history=<streamId>`
 * (lib/history-link.ts); closing it removes the parameter.
 */
export function HistoryDrawer() {
  const { t } = useTranslation('admin-audit');
  const [params, setParams] = useSearchParams();
  const streamId = params.get(HISTORY_PARAM);
  const change = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(HISTORY_PARAM);
      else next.set(HISTORY_PARAM, value);
      return next;
    });
  return (
    <Drawer
      open={streamId !== null}
      onClose={() => change(null)}
      size="large"
      styles={{ wrapper: { width: 'min(1100px, 100vw)' } }}
      title={<Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('admin-audit:drawer.title')}</Typography.Title>}
      destroyOnHidden
    >
      <OpenOther current={streamId} onOpen={change} />
      <Typography.Paragraph type="secondary">{t('admin-audit:drawer.recorded')}</Typography.Paragraph>
      {streamId !== null && STREAM_ID_PATTERN.test(streamId) ? (
        <StreamHistory key={streamId} streamId={streamId} />
      ) : (
        <Alert type="warning" showIcon title={t('admin-audit:drawer.invalidStreamId')} />
      )}
    </Drawer>
  );
}
