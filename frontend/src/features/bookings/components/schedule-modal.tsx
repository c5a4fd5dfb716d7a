import { BOOKING_LIMITS, BOOKING_TIME_ZONE, localDateTime, quebecInstant, startWindowProblem } from '@weklean/domain';
import { DatePicker, Form, Modal, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateInput, timeInput } from '../../../lib/format-date';
import type { BookingDetails } from '../api/booking-types';
import { usePostponeBooking } from '../api/booking-actions';
import { useProposeTime } from '../api/booking-actions';
import { useActionFeedback } from './use-action-feedback';
import { useLanguage } from './use-language';

type Values = { date?: Dayjs | null; time?: Dayjs | null };
export type ScheduleMode = 'postpone' | 'propose-time';

const ISO_DATE = 'YYYY-MM-DD';
const TIME_24H = 'HH:mm';
const MINUTE_STEP = 15;

const TEXTS = {
  postpone: { title: 'bookings:schedule.postponeTitle', intro: 'bookings:schedule.postponeIntro', confirm: 'bookings:schedule.postponeConfirm' },
  'propose-time': { title: 'bookings:schedule.proposeTitle', intro: 'bookings:schedule.proposeIntro', confirm: 'bookings:schedule.proposeConfirm' },
} as const;

/**
 * A new start, typed as a Quebec date and time whatever the browser's zone (the pickers' values are read as wall
 * clock fields only): the client postpones, the cleaner proposes a time the client then answers.
 */
export function ScheduleModal({ booking, mode, onClose }: { booking: BookingDetails; mode: ScheduleMode; onClose: () => void }) {
  const { t } = useTranslation(['bookings', 'common']);
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const feedback = useActionFeedback();
  const postpone = usePostponeBooking(booking.id);
  const propose = useProposeTime(booking.id);
  const { trigger, isMutating } = mode === 'postpone' ? postpone : propose;
  const current = localDateTime(booking.startsAt, BOOKING_TIME_ZONE);
  const today = localDateTime(new Date().toISOString(), BOOKING_TIME_ZONE)?.date ?? dayjs().format(ISO_DATE);
  const lastDay = dayjs(today).add(BOOKING_LIMITS.maxAdvanceDays, 'day').format(ISO_DATE);
  const texts = TEXTS[mode];

  const onFinish = async ({ date, time }: Values) => {
    if (date === null || date === undefined || time === null || time === undefined) return;
    const startsAt = quebecInstant(date.format(ISO_DATE), time.format(TIME_24H));
    const problem = startsAt === null ? 'too-soon' : startsAt === new Date(booking.startsAt).toISOString() ? 'same' : startWindowProblem(startsAt, new Date().toISOString());
    if (startsAt === null || problem !== null) {
      const message =
        problem === 'same'
          ? t('bookings:schedule.same')
          : problem === 'too-far'
            ? t('bookings:schedule.tooFar', { days: BOOKING_LIMITS.maxAdvanceDays })
            : t('bookings:schedule.tooSoon', { hours: BOOKING_LIMITS.minLeadMinutes / 60 });
      form.setFields([{ name: 'time', errors: [message] }]);
      return;
    }
    try {
      await trigger(startsAt);
      feedback.done(mode);
      onClose();
    } catch (error) {
      feedback.failed(mode, error);
    }
  };

  return (
    <Modal
      open
      title={t(texts.title)}
      okText={t(texts.confirm)}
      okButtonProps={{ htmlType: 'submit', form: `booking-${mode}` }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isMutating}
      onCancel={onClose}
    >
      <p>{t(texts.intro, { hours: BOOKING_LIMITS.postponeUntilHours })}</p>
      <Form<Values>
        form={form}
        name={`booking-${mode}`}
        layout="vertical"
        initialValues={current === null ? {} : { date: dayjs(current.date), time: dayjs(`${current.date}T${current.time}`) }}
        onFinish={(values) => void onFinish(values)}
        disabled={isMutating}
        className="booking-schedule-form"
      >
        <Form.Item name="date" label={t('bookings:schedule.date')} rules={[{ required: true, message: t('bookings:schedule.dateRequired') }]}>
          <DatePicker
            {...dateInput(language)}
            disabledDate={(day) => day.format(ISO_DATE) < today || day.format(ISO_DATE) > lastDay}
          />
        </Form.Item>
        <Form.Item
          name="time"
          label={t('bookings:schedule.time')}
          extra={t('bookings:schedule.timeHint')}
          rules={[{ required: true, message: t('bookings:schedule.timeRequired') }]}
        >
          <TimePicker
            {...timeInput(language)}
            minuteStep={MINUTE_STEP}
            needConfirm={false}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
