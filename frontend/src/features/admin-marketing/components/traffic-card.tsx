import { quebecDateOf } from '@weklean/domain';
import { Alert, Card, Collapse, DatePicker, Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInput, formatCalendarDay, formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useTraffic, type Traffic } from '../api/marketing-api';
import { durationParts, timeOnSite } from './time-on-site';
import { TrafficChart } from './traffic-chart';

type Day = Traffic['days'][number];
type PageRow = Traffic['topPages'][number];
type ErrorRow = Traffic['errors'][number];

const today = () => quebecDateOf(new Date().toISOString()) ?? new Date().toISOString().slice(0, 10);
const DEFAULT_DAYS = 30;

/** The site's traffic over a chosen period: page views and visitors per day, top pages, errors, time on site. */
export function TrafficCard() {
  const { t } = useTranslation('admin-marketing');
  const language = useLanguage();
  const input = dateInput(language);
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => dayjs(to).subtract(DEFAULT_DAYS - 1, 'day').format('YYYY-MM-DD'));
  const { data, error, isLoading } = useTraffic(from, to);
  const duration = (seconds: number) => t('admin-marketing:traffic.duration', durationParts(seconds));
  const pick = (set: (value: string) => void) => (value: Dayjs | null) => {
    if (value) set(value.format('YYYY-MM-DD'));
  };

  const dayColumns: TableColumnsType<Day> = [
    { title: t('admin-marketing:traffic.day'), render: (_, d) => formatCalendarDay(d.date, language) },
    { title: t('admin-marketing:traffic.pageViews'), dataIndex: 'pageViews', align: 'right' },
    { title: t('admin-marketing:traffic.visitors'), dataIndex: 'visitors', align: 'right' },
  ];
  const pageColumns: TableColumnsType<PageRow> = [
    { title: t('admin-marketing:traffic.path'), render: (_, p) => <Typography.Text code>{p.path}</Typography.Text> },
    { title: t('admin-marketing:traffic.pageViews'), dataIndex: 'pageViews', align: 'right' },
    { title: t('admin-marketing:traffic.visitors'), dataIndex: 'visitors', align: 'right' },
  ];
  const errorColumns: TableColumnsType<ErrorRow> = [
    { title: t('admin-marketing:traffic.message'), render: (_, e) => <Typography.Text type="danger">{e.message}</Typography.Text> },
    { title: t('admin-marketing:traffic.path'), render: (_, e) => <Typography.Text code>{e.path}</Typography.Text> },
    { title: t('admin-marketing:traffic.count'), dataIndex: 'count', align: 'right' },
    { title: t('admin-marketing:traffic.lastSeen'), render: (_, e) => formatQuebecDateTime(e.lastAt, language) },
  ];
  const time = data ? timeOnSite(data.totals.heartbeats, data.totals.visits) : null;

  return (
    <Card title={<h2 className="admin-card-title">{t('admin-marketing:traffic.title')}</h2>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <label htmlFor="traffic-from">{t('admin-marketing:traffic.from')}</label>
          <DatePicker id="traffic-from" format={input.format} placeholder={input.placeholder} allowClear={false} value={dayjs(from)} onChange={pick(setFrom)} disabledDate={(d) => d.format('YYYY-MM-DD') > to} />
          <label htmlFor="traffic-to">{t('admin-marketing:traffic.to')}</label>
          <DatePicker id="traffic-to" format={input.format} placeholder={input.placeholder} allowClear={false} value={dayjs(to)} onChange={pick(setTo)} disabledDate={(d) => d.format('YYYY-MM-DD') < from} />
        </Space>
        {error !== undefined && <Alert type="error" showIcon title={t('admin-marketing:loadFailed')} />}
        {isLoading && data === undefined && <Typography.Text type="secondary">{t('admin-marketing:loading')}</Typography.Text>}
        {data && time && (
          <>
            <Space size="large" wrap>
              <Statistic title={t('admin-marketing:traffic.pageViews')} value={data.totals.pageViews} />
              <Statistic title={t('admin-marketing:traffic.visitors')} value={data.totals.visitors} />
              <Statistic title={t('admin-marketing:traffic.visits')} value={data.totals.visits} />
              <Statistic title={t('admin-marketing:traffic.timeOnSite')} value={duration(time.totalSeconds)} />
              <Statistic title={t('admin-marketing:traffic.perVisit')} value={duration(time.perVisitSeconds)} />
              <Statistic title={t('admin-marketing:traffic.errors')} value={data.totals.errors} />
            </Space>
            <Typography.Paragraph type="secondary">{t('admin-marketing:traffic.estimateNote')}</Typography.Paragraph>
            <TrafficChart days={data.days} />
            <Collapse
              items={[
                {
                  key: 'days',
                  label: t('admin-marketing:traffic.perDay'),
                  children: <Table<Day> rowKey="date" size="small" pagination={false} columns={dayColumns} dataSource={data.days} />,
                },
              ]}
            />
            <section aria-labelledby="top-pages-title">
              <h3 id="top-pages-title">{t('admin-marketing:traffic.topPages')}</h3>
              <Table<PageRow> rowKey="path" size="small" pagination={false} columns={pageColumns} dataSource={data.topPages} locale={{ emptyText: t('admin-marketing:traffic.noPages') }} />
            </section>
            <section aria-labelledby="errors-title">
              <h3 id="errors-title">{t('admin-marketing:traffic.errorsTitle')}</h3>
              <Table<ErrorRow> rowKey={(e) => `${e.message}:${e.path}`} size="small" pagination={false} columns={errorColumns} dataSource={data.errors} locale={{ emptyText: t('admin-marketing:traffic.noErrors') }} />
            </section>
          </>
        )}
      </Space>
    </Card>
  );
}
