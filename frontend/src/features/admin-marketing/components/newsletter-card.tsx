import { Button, Card, Select, Space, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { newsletterCsvUrl, useNewsletter, type Newsletter, type NewsletterTopic, type Subscriber } from '../api/marketing-api';

type TopicRow = Newsletter['figures']['byTopic'][number];

/** Newsletter subscribers by topic (confirmed or not), the list page by page, and the CSV export of a topic or all. */
export function NewsletterCard() {
  const { t } = useTranslation('admin-marketing');
  const language = useLanguage();
  const [topic, setTopic] = useState<NewsletterTopic | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useNewsletter(topic, page);
  const topicName = (name: string) => t(`admin-marketing:topics.${name}`, { defaultValue: name });

  const topicColumns: TableColumnsType<TopicRow> = [
    { title: t('admin-marketing:newsletter.topic'), render: (_, row) => topicName(row.topic) },
    { title: t('admin-marketing:newsletter.confirmed'), dataIndex: 'confirmed', align: 'right' },
    { title: t('admin-marketing:newsletter.unconfirmed'), dataIndex: 'unconfirmed', align: 'right' },
    {
      title: t('admin-marketing:newsletter.export'),
      render: (_, row) => (
        <a href={newsletterCsvUrl(row.topic)} download aria-label={t('admin-marketing:newsletter.exportTopic', { topic: topicName(row.topic) })}>
          {t('admin-marketing:newsletter.csv')}
        </a>
      ),
    },
  ];
  const subscriberColumns: TableColumnsType<Subscriber> = [
    { title: t('admin-marketing:newsletter.email'), dataIndex: 'email' },
    { title: t('admin-marketing:newsletter.language'), render: (_, s) => t(`admin-marketing:languages.${s.language}`, { defaultValue: s.language }) },
    { title: t('admin-marketing:newsletter.topics'), render: (_, s) => s.topics.map((name) => <Tag key={name}>{topicName(name)}</Tag>) },
    { title: t('admin-marketing:newsletter.subscribedAt'), render: (_, s) => formatQuebecDateTime(s.subscribedAt, language) },
    {
      title: t('admin-marketing:newsletter.confirmedAt'),
      render: (_, s) => (s.confirmedAt ? formatQuebecDateTime(s.confirmedAt, language) : <Tag color="warning">{t('admin-marketing:newsletter.notConfirmed')}</Tag>),
    },
  ];

  return (
    <Card title={<h2 className="admin-card-title">{t('admin-marketing:newsletter.title')}</h2>} loading={isLoading && data === undefined}>
      {error !== undefined && <Typography.Text type="danger">{t('admin-marketing:loadFailed')}</Typography.Text>}
      {data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space size="large" wrap>
            <Statistic title={t('admin-marketing:newsletter.total')} value={data.figures.total} />
            <Statistic title={t('admin-marketing:newsletter.confirmed')} value={data.figures.confirmed} />
            <Statistic title={t('admin-marketing:newsletter.unconfirmed')} value={data.figures.unconfirmed} />
          </Space>
          <Table<TopicRow> rowKey="topic" size="small" pagination={false} columns={topicColumns} dataSource={data.figures.byTopic} />
          <Space wrap align="end">
            <label htmlFor="newsletter-topic">{t('admin-marketing:newsletter.filter')}</label>
            <Select<NewsletterTopic | 'all'>
              id="newsletter-topic"
              style={{ minWidth: 220 }}
              value={topic ?? 'all'}
              onChange={(value) => {
                setTopic(value === 'all' ? null : value);
                setPage(1);
              }}
              options={[{ value: 'all', label: t('admin-marketing:newsletter.allTopics') }, ...data.figures.byTopic.map((row) => ({ value: row.topic, label: topicName(row.topic) }))]}
            />
            <Button href={newsletterCsvUrl(topic)} download>
              {t('admin-marketing:newsletter.download')}
            </Button>
          </Space>
          <ScrollingTable<Subscriber>
            rowKey="id"
            size="small"
            columns={subscriberColumns}
            dataSource={data.subscribers.items}
            pagination={{ current: data.subscribers.page, pageSize: data.subscribers.pageSize, total: data.subscribers.total, showSizeChanger: false, onChange: setPage }}
            scroll={{ x: true }}
          />
        </Space>
      )}
    </Card>
  );
}
