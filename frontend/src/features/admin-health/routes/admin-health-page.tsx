import { Alert, Card, Descriptions, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime, formatQuebecTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHealth, type ComponentHealth, type HealthDetails, type ProjectionHealth, type ReactorHealth, type ScheduleHealth } from '../api/get-health';
import { ParkedEventsTable } from '../components/parked-events-table';
import { StatusTag } from '../components/status-tag';
import { DemoProgressCard } from '../components/demo-progress';

const COMPONENTS = ['eventStore', 'readModels', 'bus'] as const;

/**
 * `/admin/health`: the event store, the read-model database, the bus, each projection's lag and last error, and the
 * events parked by the read models, the timers and schedules, the live sockets, the mail sent and the version,
 * refreshed every 5 seconds.
 */
export default function AdminHealthPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('admin:health.title'));
  const { data, error, isLoading } = useHealth();
  const language = useLanguage();
  const when = (instant: string | null) => (instant ? formatQuebecDateTime(instant, language) : t('admin:health.timers.none'));

  const scheduleColumns: TableColumnsType<ScheduleHealth> = [
    { title: t('admin:health.timers.schedule'), render: (_, s) => t(`admin:health.timers.scheduleNames.${s.name}`, { defaultValue: s.name }) },
    { title: t('admin:health.timers.rule'), render: (_, s) => <Typography.Text code>{s.cron}</Typography.Text> },
    { title: t('admin:health.timers.nextRun'), render: (_, s) => when(s.nextRunAt) },
  ];

  const projectionColumns: TableColumnsType<ProjectionHealth> = [
    { title: t('admin:health.projection'), dataIndex: 'name' },
    { title: t('admin:health.state'), render: (_, p) => <StatusTag status={p.status} /> },
    { title: t('admin:health.lag'), render: (_, p) => (p.lagCapped ? `${p.lag}+` : String(p.lag)) },
    { title: t('admin:health.applied'), dataIndex: 'eventsApplied' },
    { title: t('admin:health.parkedCount'), dataIndex: 'parked' },
    {
      title: t('admin:health.lastError'),
      render: (_, p) => (p.lastError ? <Typography.Text type="danger">{p.lastError}</Typography.Text> : t('admin:health.none')),
    },
  ];

  const reactorColumns: TableColumnsType<ReactorHealth> = [
    { title: t('admin:health.reactor'), render: (_, r) => t(`admin:health.reactorNames.${r.name}`, { defaultValue: r.name }) },
    { title: t('admin:health.state'), render: (_, r) => <StatusTag status={r.status} /> },
    { title: t('admin:health.lag'), render: (_, r) => (r.lagCapped ? `${r.lag}+` : String(r.lag)) },
    { title: t('admin:health.handled'), dataIndex: 'eventsHandled' },
    { title: t('admin:health.parkedCount'), dataIndex: 'parked' },
    {
      title: t('admin:health.lastError'),
      render: (_, r) => (r.lastError ? <Typography.Text type="danger">{r.lastError}</Typography.Text> : t('admin:health.none')),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('admin:health.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin:health.intro')}</Typography.Paragraph>
      </div>
      {error !== undefined && <Alert type="error" showIcon title={t('admin:health.loadFailed')} />}
      {data && <DemoProgressCard demo={data.demo ?? null} />}
      <Card loading={isLoading && data === undefined} title={<h2 className="admin-card-title">{t('admin:health.overall')}</h2>}>
        {data && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space>
              <StatusTag status={data.status} />
              <Typography.Text>{t(data.demo?.state === 'seeding' && data.status === 'degraded' ? 'admin:health.summary.demoSeeding' : `admin:health.summary.${data.status}`)}</Typography.Text>
            </Space>
            <Descriptions
              bordered
              size="small"
              column={1}
              items={COMPONENTS.map((name) => {
                const component: ComponentHealth = data.components[name];
                return {
                  key: name,
                  label: t(`admin:health.components.${name}`),
                  children: (
                    <Space wrap>
                      <StatusTag status={component.status} />
                      <span>{t('admin:health.latency', { ms: component.latencyMs })}</span>
                      {component.error && <Typography.Text type="danger">{component.error}</Typography.Text>}
                    </Space>
                  ),
                };
              })}
            />
            <Typography.Text type="secondary">{t('admin:health.events', { count: data.events.total })}</Typography.Text>
            <Space wrap separator={<span aria-hidden="true">·</span>}>
              <Typography.Text type="secondary">{t('admin:health.version', { version: data.version })}</Typography.Text>
              <Typography.Text type="secondary" aria-live="polite">
                {t('admin:health.checkedAt', { time: formatQuebecTime(data.checkedAt, language) })}
              </Typography.Text>
            </Space>
          </Space>
        )}
      </Card>
      {data && <ActivityCards data={data} when={when} />}
      <Card title={<h2 className="admin-card-title">{t('admin:health.timers.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('admin:health.timers.intro')}</Typography.Paragraph>
        {data?.timers === null && <Alert type="warning" showIcon title={t('admin:health.timers.unreadable')} />}
        {data?.timers?.available === false && <Alert type="info" showIcon title={t('admin:health.timers.unavailable')} />}
        {data?.timers?.available && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'waiting', label: t('admin:health.timers.waiting'), children: data.timers.timers.waiting },
                { key: 'next', label: t('admin:health.timers.nextDue'), children: when(data.timers.timers.nextDueAt) },
                { key: 'fired', label: t('admin:health.timers.fired'), children: data.timers.timers.firedLast24h },
                {
                  key: 'failed',
                  label: t('admin:health.timers.failed'),
                  children: data.timers.timers.failed > 0 ? <Typography.Text type="danger">{data.timers.timers.failed}</Typography.Text> : 0,
                },
              ]}
            />
            <ScrollingTable<ScheduleHealth> rowKey="name" size="small" pagination={false} columns={scheduleColumns} dataSource={data.timers.schedules} scroll={{ x: true }} />
          </Space>
        )}
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.projections')}</h2>}>
        <ScrollingTable<ProjectionHealth> rowKey="name" size="small" pagination={false} loading={isLoading} columns={projectionColumns} dataSource={data?.projections ?? []} scroll={{ x: true }} />
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.reactors')}</h2>}>
        <Typography.Paragraph type="secondary">{t('admin:health.reactorsIntro')}</Typography.Paragraph>
        <ScrollingTable<ReactorHealth> rowKey="name" size="small" pagination={false} loading={isLoading} columns={reactorColumns} dataSource={data?.reactors ?? []} scroll={{ x: true }} />
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.parked.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('admin:health.parked.intro')}</Typography.Paragraph>
        <ParkedEventsTable />
      </Card>
    </Space>
  );
}

/** The live sockets open on this process and the mail sent: what people receive, beside what the platform computes. */
function ActivityCards({ data, when }: { data: HealthDetails; when: (instant: string | null) => string }) {
  const { t } = useTranslation('admin');
  return (
    <Space wrap size="large" align="start" style={{ width: '100%' }}>
      <Card title={<h2 className="admin-card-title">{t('admin:health.live.title')}</h2>}>
        <Space orientation="vertical">
          <Typography.Text>{t('admin:health.live.sockets', { count: data.live.sockets })}</Typography.Text>
          <Typography.Text type="secondary">{t('admin:health.live.people', { count: data.live.people })}</Typography.Text>
        </Space>
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.mail.title')}</h2>}>
        <Space orientation="vertical">
          <Typography.Text>{t(`admin:health.mail.kind.${data.mail.kind}`)}</Typography.Text>
          {data.mail.sentLast24h !== null && <Typography.Text>{t('admin:health.mail.sent', { count: data.mail.sentLast24h })}</Typography.Text>}
          <Typography.Text type="secondary">
            {data.mail.lastSentAt ? t('admin:health.mail.last', { time: when(data.mail.lastSentAt) }) : t('admin:health.mail.never')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('admin:health.mail.failures')}</Typography.Text>
        </Space>
      </Card>
    </Space>
  );
}
