import { Button, DatePicker, Form, Radio, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateInput, timeInput } from '../../../lib/format-date';
import { languageOf } from './format-day';
import { useToast } from '../../../lib/toast';
import { useAddBlock } from '../api/add-block';
import { blockRequest, isTimeRange, type BlockValues } from './calendar-values';
import { useCalendarFailure } from './use-calendar-failure';
import { WeekdayPicker } from './weekday-picker';

const MINUTE_STEP = 15;
const initialValues: BlockValues = { repeat: 'weekly', days: [], date: null, allDay: false, startTime: null, endTime: null };

/** Adds usual working hours: `POST /api/cleaners/me/blocks`, every week on some days or once on a date. */
export function BlockForm() {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const [form] = Form.useForm<BlockValues>();
  const repeat = Form.useWatch('repeat', form) ?? initialValues.repeat;
  const allDay = Form.useWatch('allDay', form) ?? initialValues.allDay;
  const { trigger, isMutating } = useAddBlock();
  const toast = useToast();
  const showFailure = useCalendarFailure();
  const timeRequired = [{ required: true, message: t('calendar:validation.timeRequired') }];

  const onFinish = async (values: BlockValues) => {
    try {
      await trigger(blockRequest(values));
      toast.success(t('calendar:blockForm.added'));
      form.resetFields();
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Form<BlockValues>
      form={form}
      name="block"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void onFinish(values)}
      disabled={isMutating}
    >
      <Form.Item name="repeat" label={t('calendar:blockForm.repeat')}>
        <Radio.Group
          options={[
            { value: 'weekly', label: t('calendar:blockForm.weekly') },
            { value: 'once', label: t('calendar:blockForm.once') },
          ]}
        />
      </Form.Item>
      {repeat === 'weekly' ? (
        <Form.Item
          name="days"
          label={t('calendar:blockForm.days')}
          extra={t('calendar:blockForm.daysHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('calendar:validation.daysRequired') }]}
        >
          <WeekdayPicker />
        </Form.Item>
      ) : (
        <Form.Item name="date" label={t('calendar:blockForm.date')} rules={[{ required: true, message: t('calendar:validation.dateRequired') }]}>
          <DatePicker {...dateInput(language)} disabledDate={(date) => date.isBefore(dayjs(), 'day')} />
        </Form.Item>
      )}
      <Form.Item name="allDay" label={t('calendar:blockForm.allDay')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {allDay ? null : (
        <div className="calendar-form-row">
          <Form.Item name="startTime" label={t('calendar:blockForm.start')} rules={timeRequired}>
            <TimePicker {...timeInput(language)} minuteStep={MINUTE_STEP} needConfirm={false} />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t('calendar:blockForm.end')}
            dependencies={['startTime']}
            rules={[
              ...timeRequired,
              ({ getFieldValue }) => ({
                validator: (_rule, value: BlockValues['endTime']) =>
                  value === null || value === undefined || isTimeRange(getFieldValue('startTime') as BlockValues['startTime'], value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar:validation.timeOrder'))),
              }),
            ]}
          >
            <TimePicker {...timeInput(language)} minuteStep={MINUTE_STEP} needConfirm={false} />
          </Form.Item>
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('calendar:blockForm.submit')}
      </Button>
    </Form>
  );
}
