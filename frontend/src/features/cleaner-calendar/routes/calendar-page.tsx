import { Button, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession, useSignedInUser } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSchedule } from '../api/get-schedule';
import { AvailabilityLegend } from '../components/availability-legend';
import { CalendarProvidersCard } from '../components/calendar-providers';
import { CalendarSyncCard } from '../components/calendar-sync';
import { ISO_DATE } from '../components/calendar-values';
import { SlotForm } from '../components/slot-form';
import { WeekSlots } from '../components/week-slots';
import { WorkingHours } from '../components/working-hours';
import '../components/calendar.css';

function CleanerCalendar() {
  const { t } = useTranslation(['calendar', 'common']);
  const { data, error, isLoading, mutate } = useSchedule();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const today = dayjs().format(ISO_DATE);

  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    // The session ended on the server: let the session notice, and the guard send the user to the login page.
    if (expired) void refresh();
  }, [expired, refresh]);

  if (isLoading) {
    return (
      <div className="calendar-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (error !== undefined || data === undefined) {
    return (
      <Result
        status="error"
        title={t('calendar:page.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (!data.started) {
    return (
      <Result
        status="info"
        title={t('calendar:page.notStartedTitle')}
        subTitle={t('calendar:page.notStartedText')}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.onboarding.href())}>
            {t('calendar:page.startOnboarding')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="calendar-page">
      <div>
        <Typography.Title level={1}>{t('calendar:page.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('calendar:page.intro')}</Typography.Paragraph>
      </div>
      <div className="calendar-grid">
        <div className="calendar-column">
          <WeekSlots slots={data.slots} today={today} />
          <WorkingHours blocks={data.blocks} />
        </div>
        <div className="calendar-column">
          <SlotForm />
          {data.availability === null ? null : <AvailabilityLegend availability={data.availability} />}
        </div>
      </div>
      <CalendarSyncCard />
      <CalendarProvidersCard />
    </div>
  );
}

/** `/profile/calendar`: the signed-in cleaner's availability (slots) and usual working hours (blocks). */
export default function CalendarPage() {
  const { t } = useTranslation(['calendar', 'common']);
  const user = useSignedInUser();
  const navigate = useNavigate();
  useDocumentTitle(t('calendar:page.title'));

  if (user.role !== 'cleaner') {
    return (
      <Result
        status="warning"
        title={t('calendar:page.cleanersOnlyTitle')}
        subTitle={t('calendar:page.cleanersOnlyText')}
        extra={<Button onClick={() => void navigate(paths.profile.href())}>{t('calendar:page.backToAccount')}</Button>}
      />
    );
  }
  return <CleanerCalendar />;
}
