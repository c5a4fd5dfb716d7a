import { BOOKING_LIMITS, EMERGENCY_PRIORITIES, PETS, PRICE_CONSTANTS } from '@weklean/domain';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents, formatRate, languageOf } from './format';
import { PET_KEYS, PRIORITY_KEYS } from '../../../lib/vocabulary';

/** What the cleaner should know: photos, pets, products. */
export function VisitFields() {
  const { t, i18n } = useTranslation('booking');
  const hasPets = Form.useWatch<boolean | undefined>('hasPets');
  const suppliesFee = formatCents(PRICE_CONSTANTS.suppliesFeeCents, languageOf(i18n.resolvedLanguage));

  return (
    <>
      <Form.Item name="photosAllowed" label={t('booking:form.photos.label')} valuePropName="checked" extra={t('booking:form.photos.hint')}>
        <Switch />
      </Form.Item>
      <div className="booking-row">
        <Form.Item name="hasPets" label={t('booking:form.pets.label')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {hasPets === true ? (
          <Form.Item name="petType" label={t('booking:form.pets.type')} rules={[{ required: true, message: t('booking:form.pets.required') }]}>
            <Select
              placeholder={t('booking:form.pets.placeholder')}
              options={PETS.map((pet) => ({ value: pet, label: t(PET_KEYS[pet]) }))}
              className="booking-select"
            />
          </Form.Item>
        ) : null}
      </div>
      <Form.Item
        name="cleanerBringsSupplies"
        label={t('booking:form.supplies.label')}
        valuePropName="checked"
        extra={t('booking:form.supplies.fee', { amount: suppliesFee })}
      >
        <Switch />
      </Form.Item>
    </>
  );
}

/** An emergency visit costs more (15 % of the base) and tells the cleaner why and how urgent. */
export function EmergencyFields() {
  const { t, i18n } = useTranslation('booking');
  const emergency = Form.useWatch<boolean | undefined>('emergency');
  const rate = formatRate(PRICE_CONSTANTS.emergencyRate, languageOf(i18n.resolvedLanguage));
  return (
    <>
      <Form.Item name="emergency" label={t('booking:form.emergency.label')} valuePropName="checked" extra={t('booking:form.emergency.hint', { rate })}>
        <Switch />
      </Form.Item>
      {emergency === true ? (
        <div className="booking-row">
          <Form.Item
            name="emergencyPriority"
            label={t('booking:form.emergency.priority')}
            rules={[{ required: true, message: t('booking:form.emergency.priorityRequired') }]}
          >
            <Select
              placeholder={t('booking:form.emergency.priorityPlaceholder')}
              options={EMERGENCY_PRIORITIES.map((priority) => ({ value: priority, label: t(PRIORITY_KEYS[priority]) }))}
              className="booking-select"
            />
          </Form.Item>
          <Form.Item
            name="emergencyReason"
            label={t('booking:form.emergency.reason')}
            className="booking-grow"
            rules={[
              { required: true, whitespace: true, message: t('booking:form.emergency.reasonRequired') },
              { max: BOOKING_LIMITS.reasonMax, message: t('booking:form.tooLong', { max: BOOKING_LIMITS.reasonMax }) },
            ]}
          >
            <Input maxLength={BOOKING_LIMITS.reasonMax} />
          </Form.Item>
        </div>
      ) : null}
    </>
  );
}

export function NotesField() {
  const { t } = useTranslation('booking');
  return (
    <Form.Item
      name="notes"
      label={t('booking:form.notes.label')}
      rules={[{ max: BOOKING_LIMITS.notesMax, message: t('booking:form.tooLong', { max: BOOKING_LIMITS.notesMax }) }]}
    >
      <Input.TextArea
        rows={4}
        maxLength={BOOKING_LIMITS.notesMax}
        showCount
        placeholder={t('booking:form.notes.placeholder')}
      />
    </Form.Item>
  );
}
