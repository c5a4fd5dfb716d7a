import { BOOKING_LIMITS, FREQUENCIES, addDays, endsSameDay, quebecDate, startWindowProblem, type Frequency } from '@weklean/domain';
import { DatePicker, Form, InputNumber, Radio, TimePicker } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { durationProblem, startsAtOf, type DurationProblem } from './booking-values';
import type { Language } from '../../../lib/i18n/language';
import { formatDecimal, languageOf } from './format';
import { FREQUENCY_KEYS } from '../../../lib/vocabulary';
import { dateInput, timeInput } from '../../../lib/format-date';
import { emptiesField } from './keyboard-clear';

const DATE_FORMAT = 'YYYY-MM-DD';
const MINUTE_STEP = 30;

const DURATION_MESSAGES = {
  required: 'booking:form.duration.required',
  'too-short': 'booking:form.duration.min',
  'too-long': 'booking:form.duration.max',
  step: 'booking:form.duration.step',
} as const satisfies Record<DurationProblem, `booking:${string}`>;

/**
 * The typed text as the number antd should read: a decimal comma taken as a point, a blank kept blank (antd reads
 * it as "no value", where a parsed NaN would silently bring the previous value back).
 */
const parseHours = (text: string | undefined): number => (text ?? '').trim().replace(',', '.') as unknown as number;

/** The shown hours; antd hands the formatter a blank (not a number) once the field is emptied. */
const formatHours = (value: number | string | undefined, language: Language): string =>
  String(value ?? '') === '' ? '' : formatDecimal(Number(value), language);

/** When and how often: the day and start on the Quebec clock, the length of the visit, the series. */
export function ScheduleFields() {
  const { t, i18n } = useTranslation('booking');
  const language = languageOf(i18n.resolvedLanguage);
  // Stable: antd reformats the field whenever the formatter changes, which would eat a comma being typed.
  const hoursFormatter = useCallback(
    (value: number | string | undefined, info: { userTyping: boolean; input: string }) => (info.userTyping ? info.input : formatHours(value, language)),
    [language],
  );
  const frequency = Form.useWatch<Frequency | undefined>('frequency');
  const form = Form.useFormInstance();
  // No reset button (one Tab stop each, issue 30): erasing the text clears the field, then says it is required.
  const clearWhenEmptied = (name: 'date' | 'time') => (event: KeyboardEvent<HTMLElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !emptiesField(event.key, input.value, input.selectionStart, input.selectionEnd)) return;
    form.setFieldValue(name, null);
    form.validateFields([name]).catch(() => undefined);
  };
  const today = quebecDate(new Date().toISOString());
  const last = addDays(today, BOOKING_LIMITS.maxAdvanceDays);
  const { durationHours, occurrences, customIntervalDays } = BOOKING_LIMITS;

  const dateRules: FormRule[] = [
    { required: true, message: t('booking:form.date.required') },
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const day = value?.format(DATE_FORMAT);
        if (day === undefined || (day >= today && day <= last)) return Promise.resolve();
        return Promise.reject(new Error(day < today ? t('booking:form.date.past') : t('booking:form.date.tooFar', { days: BOOKING_LIMITS.maxAdvanceDays })));
      },
    },
  ];
  const timeRules: FormRule[] = [
    { required: true, message: t('booking:form.time.required') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: Dayjs | null | undefined) => {
        const startsAt = startsAtOf({ date: getFieldValue('date') as Dayjs | null | undefined, time: value });
        const hours = getFieldValue('durationHours') as number | null | undefined;
        if (startsAt === null) return Promise.resolve();
        if (startWindowProblem(startsAt, new Date().toISOString()) === 'too-soon') {
          return Promise.reject(new Error(t('booking:form.time.tooSoon', { hours: BOOKING_LIMITS.minLeadMinutes / 60 })));
        }
        if (durationProblem(hours) === null && typeof hours === 'number' && !endsSameDay(startsAt, hours)) {
          return Promise.reject(new Error(t('booking:form.time.afterMidnight')));
        }
        return Promise.resolve();
      },
    }),
  ];
  const durationRules: FormRule[] = [
    {
      required: true,
      validator: (_rule, value: number | null | undefined) => {
        const problem = durationProblem(value);
        if (problem === null) return Promise.resolve();
        return Promise.reject(new Error(t(DURATION_MESSAGES[problem], { min: durationHours.min, max: durationHours.max })));
      },
    },
  ];

  return (
    <>
      <div className="booking-row">
        <Form.Item name="date" label={t('booking:form.date.label')} rules={dateRules}>
          <DatePicker
            {...dateInput(language)}
            disabledDate={(date) => date.format(DATE_FORMAT) < today || date.format(DATE_FORMAT) > last}
            allowClear={false}
            onKeyDown={clearWhenEmptied('date')}
            className="booking-picker"
          />
        </Form.Item>
        <Form.Item name="time" label={t('booking:form.time.label')} rules={timeRules} dependencies={['date', 'durationHours']} extra={t('booking:form.time.hint')}>
          <TimePicker
            {...timeInput(language)}
            minuteStep={MINUTE_STEP}
            needConfirm={false}
            showNow={false}
            allowClear={false}
            onKeyDown={clearWhenEmptied('time')}
            className="booking-picker"
          />
        </Form.Item>
        <Form.Item name="durationHours" label={t('booking:form.duration.label')} rules={durationRules}>
          <InputNumber<number>
            step={durationHours.step}
            // Half hours written the language's way (4,5 / 4.5), whole hours without decimals (4, not 4,0).
            formatter={hoursFormatter}
            parser={parseHours}
            inputMode="decimal"
            suffix={t('booking:form.duration.unit')}
            className="booking-number"
          />
        </Form.Item>
      </div>
      <Form.Item name="frequency" label={t('booking:form.frequency.label')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_KEYS[value]) }))}
        />
      </Form.Item>
      {frequency === undefined || frequency === 'one-time' ? null : (
        <div className="booking-row">
          <Form.Item
            name="occurrences"
            label={t('booking:form.occurrences.label')}
            extra={t('booking:form.occurrences.hint', { min: occurrences.min, max: occurrences.max })}
            rules={[
              { required: true, message: t('booking:form.occurrences.required') },
              { type: 'integer', min: occurrences.min, max: occurrences.max, message: t('booking:form.occurrences.range', { min: occurrences.min, max: occurrences.max }) },
            ]}
          >
            <InputNumber<number> min={occurrences.min} max={occurrences.max} precision={0} className="booking-number" />
          </Form.Item>
          {frequency === 'custom' ? (
            <Form.Item
              name="customIntervalDays"
              label={t('booking:form.customInterval.label')}
              rules={[
                { required: true, message: t('booking:form.customInterval.required') },
                {
                  type: 'integer',
                  min: customIntervalDays.min,
                  max: customIntervalDays.max,
                  message: t('booking:form.customInterval.range', { min: customIntervalDays.min, max: customIntervalDays.max }),
                },
              ]}
            >
              <InputNumber<number>
                min={customIntervalDays.min}
                max={customIntervalDays.max}
                precision={0}
                suffix={t('booking:form.customInterval.unit')}
                className="booking-number"
              />
            </Form.Item>
          ) : null}
        </div>
      )}
    </>
  );
}
