import { Alert, Button, Form, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatClockRange, formatClockTime } from '../../../lib/format-date';
import { useFreeDay, useNearestFreeDay, NEAREST_DAYS } from '../api/get-free-times';
import type { BookingFormValues } from './booking-values';
import { languageOf } from './format';
import { suggestedStarts, visitFits } from './free-times';

/**
 * Under the day and start: the cleaner's free times that day (their declared hours, without what is booked), the
 * starts where the visit fits, the nearest free day when that one has none, and a warning before sending when the
 * chosen time is outside what the cleaner declared (the request may still be sent: they may accept it).
 */
export function FreeTimesHint({ cleanerSlug, cleanerName }: { cleanerSlug: string; cleanerName: string }) {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  const form = Form.useFormInstance<BookingFormValues>();
  const dateValue = Form.useWatch<Dayjs | null | undefined>('date', form);
  const timeValue = Form.useWatch<Dayjs | null | undefined>('time', form);
  const hours = Form.useWatch<number | null | undefined>('durationHours', form);
  const date = dateValue?.isValid() ? dateValue.format('YYYY-MM-DD') : null;
  const time = timeValue?.isValid() ? timeValue.format('HH:mm') : null;
  const duration = typeof hours === 'number' && hours > 0 ? hours : null;
  const day = useFreeDay(cleanerSlug, date);
  const nearest = useNearestFreeDay(cleanerSlug, day.data !== undefined && day.data.free.length === 0 ? date : null);

  if (date === null) return <Typography.Paragraph type="secondary" className="booking-free">{t('booking:free.pickDay')}</Typography.Paragraph>;
  if (day.error !== undefined && day.data === undefined) {
    return (
      <Typography.Paragraph type="secondary" className="booking-free">
        {t('booking:free.failed')}{' '}
        <Button type="link" size="small" onClick={() => void day.mutate()}>{t('booking:free.retry')}</Button>
      </Typography.Paragraph>
    );
  }
  if (day.data === undefined || day.data.date !== date) {
    return (
      <div className="booking-free" role="status">
        <Spin size="small" /> <Typography.Text type="secondary">{t('booking:free.loading')}</Typography.Text>
      </div>
    );
  }

  const free = day.data.free;
  const dayText = formatCalendarDay(date, language, 'weekday');
  const choose = (start: string, on: string = date) => {
    form.setFieldsValue({ date: dayjs(`${on}T12:00:00`), time: dayjs(`${on}T${start}:00`) });
    void form.validateFields(['date', 'time']).catch(() => undefined);
  };
  const starts = suggestedStarts(free, duration, time);
  const outside = time !== null && !visitFits(free, time, duration);

  return (
    <div className="booking-free" aria-live="polite">
      {free.length === 0 ? (
        <Typography.Paragraph className="booking-free-line">
          {t('booking:free.none', { name: cleanerName, day: dayText })}{' '}
          {nearest.isLoading ? <Spin size="small" /> : null}
          {nearest.data ? (
            <Button type="link" size="small" onClick={() => choose(suggestedStarts(nearest.data!.free, duration, null, 1)[0] ?? nearest.data!.free[0]!.start, nearest.data!.date)}>
              {t('booking:free.nearest', {
                day: formatCalendarDay(nearest.data.date, language, 'weekday'),
                times: nearest.data.free.map((span) => formatClockRange(span.start, span.end, language)).join(', '),
              })}
            </Button>
          ) : nearest.data === null ? (
            <Typography.Text type="secondary">{t('booking:free.noneAhead', { days: NEAREST_DAYS })}</Typography.Text>
          ) : null}
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph className="booking-free-line">
            {t('booking:free.on', { day: dayText })}{' '}
            <strong>{free.map((span) => formatClockRange(span.start, span.end, language)).join(', ')}</strong>
          </Typography.Paragraph>
          {starts.length > 0 ? (
            <Space wrap size={[8, 8]} aria-label={t('booking:free.suggestions')} role="group">
              <Typography.Text type="secondary">{t('booking:free.suggestions')}</Typography.Text>
              {starts.map((start) => (
                <Button key={start} size="small" type={start === time ? 'primary' : 'default'} onClick={() => choose(start)}>
                  {formatClockTime(start, language)}
                </Button>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('booking:free.tooShort')}</Typography.Text>
          )}
        </>
      )}
      {outside ? (
        <Alert
          className="booking-free-warning"
          type="warning"
          showIcon
          message={t('booking:free.outside', { name: cleanerName, time: formatClockTime(time, language) })}
          description={t('booking:free.outsideHint')}
        />
      ) : null}
    </div>
  );
}
