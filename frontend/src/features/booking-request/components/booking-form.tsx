import { Button, Card, Form, Typography } from 'antd';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPaymentProvider } from '../../../lib/payments/card-payment';
import { usePaymentConfig } from '../../../lib/payments/payment-config';
import { useBookingProperties } from '../api/list-properties';
import type { BookingCleaner } from '../api/booking-answers';
import { initialBookingValues, type BookingFormValues } from './booking-values';
import { ChecklistField } from './checklist-field';
import { EmergencyFields, NotesField, VisitFields } from './option-fields';
import { PaymentField } from './payment-field';
import { PricePanel } from './price-panel';
import { PropertyField } from './property-field';
import { FreeTimesHint } from './free-times-hint';
import { ScheduleFields } from './schedule-fields';
import { readyToSend } from './price-state';
import { SubmitSummary } from './submit-summary';
import { useBookingPrice } from './use-booking-price';
import { useSubmitBooking } from './use-submit-booking';

/** The booking request (SPEC 3 Booking) beside its live price; the deposit's card is taken in the form. */
export function BookingForm({ cleaner }: { cleaner: BookingCleaner }) {
  const payments = usePaymentConfig();
  return (
    <CardPaymentProvider config={payments.data}>
      <BookingFormFields cleaner={cleaner} payments={payments} />
    </CardPaymentProvider>
  );
}

function BookingFormFields({ cleaner, payments }: { cleaner: BookingCleaner; payments: ReturnType<typeof usePaymentConfig> }) {
  const { t } = useTranslation('booking');
  const [form] = Form.useForm<BookingFormValues>();
  const properties = useBookingProperties();
  const { price, retry } = useBookingPrice(form, cleaner, properties.data);
  // Never a request whose price is not the one on screen: the button waits for the quote of exactly these fields.
  const ready = readyToSend(price);
  const { onFinish, onInvalid, sending } = useSubmitBooking(form, cleaner, { price, retry });
  const only = properties.data?.length === 1 ? properties.data[0] : undefined;

  // A client with a single property (often just added for this booking) has nothing to choose.
  useEffect(() => {
    if (only !== undefined && !form.getFieldValue('propertyId')) form.setFieldValue('propertyId', only.id);
  }, [form, only]);

  return (
    <div className="booking-columns">
      <Form<BookingFormValues>
        form={form}
        name="booking"
        layout="vertical"
        requiredMark
        initialValues={initialBookingValues(null)}
        onFinish={(values) => {
          if (ready) void onFinish(values);
        }}
        onFinishFailed={onInvalid}
        scrollToFirstError={{ block: 'center', focus: true }}
        disabled={sending}
        className="booking-form"
        onKeyDown={preventImplicitSubmit}
      >
        <Section title={t('booking:sections.place')}>
          <PropertyField
            cleanerSlug={cleaner.slug}
            properties={properties.data}
            loading={properties.isLoading}
            failed={properties.error !== undefined && properties.data === undefined}
            onRetry={() => void properties.mutate()}
          />
        </Section>
        <Section title={t('booking:sections.when')}>
          <ScheduleFields />
          <FreeTimesHint cleanerSlug={cleaner.slug} cleanerName={cleaner.name} />
        </Section>
        <Section title={t('booking:sections.visit')}>
          <VisitFields />
          <EmergencyFields />
        </Section>
        <Section title={t('booking:sections.checklist')} hint={t('booking:checklist.hint')}>
          <Form.Item name="checklist">
            <ChecklistField />
          </Form.Item>
        </Section>
        <Section title={t('booking:sections.notes')}>
          <NotesField />
        </Section>
        <Section title={t('booking:sections.payment')}>
          <PaymentField price={price} config={payments} />
        </Section>
        <div className="booking-submit">
          <SubmitSummary price={price} />
          <Button type="primary" size="large" htmlType="submit" loading={sending} disabled={sending || !ready}>
            {t('booking:form.submit')}
          </Button>
          <Typography.Text type="secondary">{t('booking:form.submitHint')}</Typography.Text>
        </div>
      </Form>
      <aside className="booking-aside" aria-label={t('booking:price.title')}>
        <PricePanel price={price} onRetry={retry} />
      </aside>
    </div>
  );
}

/**
 * Enter in a field (a picker, a number) must not send the request: it is sent with the button only. Text areas keep
 * their new lines, and buttons their own Enter.
 */
function preventImplicitSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="booking-section" title={<h2 className="booking-section-title">{title}</h2>}>
      {hint === undefined ? null : <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {children}
    </Card>
  );
}
