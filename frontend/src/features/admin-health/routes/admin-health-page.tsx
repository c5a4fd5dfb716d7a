import { Alert, Card, Descriptions, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHealth, type ComponentHealth, type ProjectionHealth, type ReactorHealth } from '../api/get-health';
import { ParkedEventsTable } from '../components/parked-events-table';
import { StatusTag } from '../components/status-tag';

const COMPONENTS = ['eventStore', 'readModels', 'bus'] as const;

/**
 * `/admin/health`: the event store, the read-model database, the bus, each projection's lag and last error, and the
 * events parked by the read models, refreshed every 10 seconds. The admin issue adds timers, sockets and mail.
 */
export default function AdminHealthPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('admin:health.title'));
  const { data, error, isLoading } = useHealth();

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
      <Card loading={isLoading && data === undefined} title={<h2 className="admin-card-title">{t('admin:health.overall')}</h2>}>
        {data && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space>
              <StatusTag status={data.status} />
              <Typography.Text>{t(`admin:health.summary.${data.status}`)}</Typography.Text>
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
          </Space>
        )}
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.projections')}</h2>}>
        <Table<ProjectionHealth> rowKey="name" size="small" pagination={false} loading={isLoading} columns={projectionColumns} dataSource={data?.projections ?? []} scroll={{ x: true }} />
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.reactors')}</h2>}>
        <Typography.Paragraph type="secondary">{t('admin:health.reactorsIntro')}</Typography.Paragraph>
        <Table<ReactorHealth> rowKey="name" size="small" pagination={false} loading={isLoading} columns={reactorColumns} dataSource={data?.reactors ?? []} scroll={{ x: true }} />
      </Card>
      <Card title={<h2 className="admin-card-title">{t('admin:health.parked.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('admin:health.parked.intro')}</Typography.Paragraph>
        <ParkedEventsTable />
      </Card>
    </Space>
  );
}
