import { Alert, Button, Card, Form, Input, List, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime, formatQuebecTime } from '../../../lib/format-date';
import { useToast } from '../../../lib/toast';
import { useCalendarSync, type BusyTime, type CalendarSync } from '../api/get-calendar-sync';
import { useNewFeedToken } from '../api/new-feed-token';
import { useSetImport } from '../api/set-import';
import { languageOf } from './format-day';
import { useCalendarFailure } from './use-calendar-failure';

const BUSY_DAYS_SHOWN = 14;
const BUSY_ITEMS_SHOWN = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
type ImportValues = { url: string };

const locale = (resolved: string | undefined) => (languageOf(resolved) === 'en' ? 'en-CA' : 'fr-CA');

/** The imported busy times that end after now and start within the coming days, soonest first. */
export function comingBusyTimes(busyTimes: readonly BusyTime[], now: Date): BusyTime[] {
  const until = now.getTime() + BUSY_DAYS_SHOWN * DAY_MS;
  return busyTimes
    .filter((busy) => Date.parse(busy.end) > now.getTime() && Date.parse(busy.start) < until)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, BUSY_ITEMS_SHOWN);
}

function FeedAddress({ sync }: { sync: CalendarSync }) {
  const { t } = useTranslation(['calendar', 'common']);
  const toast = useToast();
  const showFailure = useCalendarFailure();
  const { trigger, isMutating } = useNewFeedToken();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sync.feedUrl);
      toast.success(t('calendar:sync.copied'));
    } catch {
      toast.error(t('common:toast.errorTitle'), t('calendar:sync.copyFailed'));
    }
  };
  const renew = async () => {
    try {
      await trigger(undefined);
      toast.success(t('calendar:sync.renewed'));
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <section aria-labelledby="calendar-sync-feed">
      <h3 id="calendar-sync-feed" className="calendar-subtitle">
        {t('calendar:sync.feedTitle')}
      </h3>
      <Typography.Paragraph type="secondary">{t('calendar:sync.feedIntro')}</Typography.Paragraph>
      <Space.Compact block>
        <Input readOnly value={sync.feedUrl} aria-label={t('calendar:sync.feedLabel')} onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copy()}>{t('calendar:sync.copy')}</Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" className="calendar-sync-note">
        {t('calendar:sync.feedPrivate')}
      </Typography.Paragraph>
      <Popconfirm
        title={t('calendar:sync.renewConfirmTitle')}
        description={t('calendar:sync.renewConfirmText')}
        okText={t('calendar:sync.renew')}
        cancelText={t('calendar:sync.cancel')}
        onConfirm={() => renew()}
      >
        <Button loading={isMutating}>{t('calendar:sync.renew')}</Button>
      </Popconfirm>
    </section>
  );
}

function ImportForm({ sync }: { sync: CalendarSync }) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const [form] = Form.useForm<ImportValues>();
  const toast = useToast();
  const showFailure = useCalendarFailure();
  const { trigger, isMutating } = useSetImport();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const language = languageOf(i18n.resolvedLanguage);
  const day = new Intl.DateTimeFormat(locale(i18n.resolvedLanguage), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'America/Toronto' });
  const time = (instant: Date) => formatQuebecTime(instant, language);
  const busy = comingBusyTimes(sync.busyTimes, new Date());

  const save = async (url: string | null) => {
    setRefusal(null);
    setStopping(url === null);
    try {
      await trigger(url);
      toast.success(t(url === null ? 'calendar:sync.stopped' : 'calendar:sync.imported'));
      if (url === null) form.resetFields();
    } catch (error) {
      setRefusal(showFailure(error));
    } finally {
      setStopping(false);
    }
  };

  const describeBusy = (item: BusyTime): string => {
    const start = new Date(item.start);
    if (item.allDay) return t('calendar:sync.busyAllDay', { day: day.format(start) });
    return t('calendar:sync.busyTime', { day: day.format(start), start: time(start), end: time(new Date(item.end)) });
  };

  return (
    <section aria-labelledby="calendar-sync-import">
      <h3 id="calendar-sync-import" className="calendar-subtitle">
        {t('calendar:sync.importTitle')}
      </h3>
      <Typography.Paragraph type="secondary">{t('calendar:sync.importIntro')}</Typography.Paragraph>
      <Form<ImportValues>
        form={form}
        name="calendar-import"
        layout="vertical"
        initialValues={{ url: sync.importUrl ?? '' }}
        onFinish={(values) => void save(values.url.trim())}
        disabled={isMutating}
      >
        <Form.Item
          name="url"
          label={t('calendar:sync.importLabel')}
          rules={[
            { required: true, whitespace: true, message: t('calendar:sync.urlRequired') },
            { pattern: /^\s*(https?|webcal):\/\/\S+\s*$/i, message: t('calendar:sync.urlInvalid') },
          ]}
        >
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://calendar.google.com/calendar/ical/…/basic.ics" />
        </Form.Item>
        {refusal === null ? null : <Alert className="calendar-refusal" type="error" showIcon title={refusal} role="alert" />}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={isMutating && !stopping}>
            {t('calendar:sync.save')}
          </Button>
          {sync.importUrl === null ? null : (
            <Button danger loading={isMutating && stopping} onClick={() => void save(null)}>
              {t('calendar:sync.stop')}
            </Button>
          )}
        </Space>
      </Form>
      {sync.importUrl === null ? null : (
        <div className="calendar-sync-status">
          {sync.importedAt === null ? null : (
            <Typography.Paragraph type="secondary">
              {t('calendar:sync.importedAt', { when: formatQuebecDateTime(sync.importedAt, language) })}
            </Typography.Paragraph>
          )}
          {sync.importError === null ? null : (
            <Alert className="calendar-refusal" type="warning" showIcon title={t(`calendar:sync.errors.${sync.importError}`)} />
          )}
          <h4 className="calendar-sync-busy-title">{t('calendar:sync.busyTitle', { days: BUSY_DAYS_SHOWN })}</h4>
          <List
            size="small"
            dataSource={busy}
            rowKey={(item) => `${item.start}|${item.end}`}
            locale={{ emptyText: t('calendar:sync.busyEmpty') }}
            renderItem={(item) => <List.Item>{describeBusy(item)}</List.Item>}
          />
        </div>
      )}
    </section>
  );
}

/** Calendar sync: the secret iCal feed to subscribe to elsewhere, and the cleaner's own calendar to import busy times from. */
export function CalendarSyncCard() {
  const { t } = useTranslation(['calendar', 'common']);
  const { data, error, isLoading, mutate } = useCalendarSync();

  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (error !== undefined || data === undefined) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('calendar:sync.loadFailed')}
        action={
          <Button size="small" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <FeedAddress sync={data} />
        <ImportForm key={data.importUrl ?? ''} sync={data} />
      </>
    );
  }
  return <Card title={<h2 className="calendar-card-title">{t('calendar:sync.title')}</h2>}>{body}</Card>;
}
