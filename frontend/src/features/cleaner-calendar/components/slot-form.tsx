import { SLOT_STATUSES } from '@weklean/domain';
import { Alert, Button, Card, DatePicker, Form, Radio, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInput, timeInput } from '../../../lib/format-date';
import { languageOf } from './format-day';
import { useToast } from '../../../lib/toast';
import { useAddSlot } from '../api/add-slot';
import { isTimeRange, slotRequest, type SlotValues } from './calendar-values';
import { useCalendarFailure } from './use-calendar-failure';
import { SLOT_STATUS_DISPLAY } from './vocabulary';

const MINUTE_STEP = 15;

/** Adds a dated slot: `POST /api/cleaners/me/slots`. A refusal (an overlapping slot, 409) stays shown under the form. */
export function SlotForm() {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const [form] = Form.useForm<SlotValues>();
  const { trigger, isMutating } = useAddSlot();
  const toast = useToast();
  const showFailure = useCalendarFailure();
  const timeRequired = [{ required: true, message: t('calendar:validation.timeRequired') }];
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = async (values: SlotValues) => {
    setRefusal(null);
    try {
      await trigger(slotRequest(values));
      toast.success(t('calendar:slotForm.added'));
      form.resetFields(['startTime', 'endTime']);
    } catch (error) {
      setRefusal(showFailure(error));
    }
  };

  return (
    <Card title={<h2 className="calendar-card-title">{t('calendar:slotForm.title')}</h2>}>
      <Form<SlotValues>
        form={form}
        name="slot"
        layout="vertical"
        initialValues={{ date: dayjs(), startTime: null, endTime: null, status: 'available' }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={() => setRefusal(null)}
        disabled={isMutating}
      >
        <Form.Item name="date" label={t('calendar:slotForm.date')} rules={[{ required: true, message: t('calendar:validation.dateRequired') }]}>
          <DatePicker {...dateInput(language)} disabledDate={(date) => date.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <div className="calendar-form-row">
          <Form.Item name="startTime" label={t('calendar:slotForm.start')} rules={timeRequired}>
            <TimePicker {...timeInput(language)} minuteStep={MINUTE_STEP} needConfirm={false} />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t('calendar:slotForm.end')}
            dependencies={['startTime']}
            rules={[
              ...timeRequired,
              ({ getFieldValue }) => ({
                validator: (_rule, value: SlotValues['endTime']) =>
                  value === null || value === undefined || isTimeRange(getFieldValue('startTime') as SlotValues['startTime'], value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar:validation.timeOrder'))),
              }),
            ]}
          >
            <TimePicker {...timeInput(language)} minuteStep={MINUTE_STEP} needConfirm={false} />
          </Form.Item>
        </div>
        <Form.Item name="status" label={t('calendar:slotForm.status')}>
          <Radio.Group options={SLOT_STATUSES.map((status) => ({ value: status, label: t(SLOT_STATUS_DISPLAY[status].key) }))} />
        </Form.Item>
        {refusal === null ? null : <Alert type="error" showIcon title={refusal} className="calendar-refusal" />}
        <Button type="primary" htmlType="submit" loading={isMutating}>
          {t('calendar:slotForm.submit')}
        </Button>
      </Form>
    </Card>
  );
}
