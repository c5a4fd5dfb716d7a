import { BOOKING_LIMITS, CANCELLATION_REASONS, type CancellationReason } from '@weklean/domain';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../api/booking-actions';
import type { BookingDetails } from '../api/booking-types';
import { formatCents } from './money';
import { useActionFeedback } from './use-action-feedback';
import { useLanguage } from './use-language';
import { CANCELLATION_REASON_KEYS } from './vocabulary';

type Values = { reason?: CancellationReason; note?: string };

/**
 * What cancelling now does to the money paid: the fee is kept from it (never more than was paid), the rest refunded.
 * Null when nothing was paid.
 */
export function cancellationMoney(booking: Pick<BookingDetails, 'cancellationFeeIfNow' | 'payment'>): { kept: number; refund: number } | null {
  const paid = booking.payment?.paid ?? 0;
  if (paid === 0) return null;
  const kept = Math.min(booking.cancellationFeeIfNow, paid);
  return { kept, refund: paid - kept };
}

/** Cancelling: why (required), a note, and what it costs now ($50 by the client under 24 h before the start). */
export function CancelModal({ booking, onClose }: { booking: BookingDetails; onClose: () => void }) {
  const { t } = useTranslation(['bookings', 'common']);
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const feedback = useActionFeedback();
  const { trigger, isMutating } = useCancelBooking(booking.id);
  const fee = booking.cancellationFeeIfNow;
  const money = cancellationMoney(booking);

  const onFinish = async ({ reason, note }: Values) => {
    if (reason === undefined) return;
    const trimmed = note?.trim() ?? '';
    try {
      await trigger({ reason, ...(trimmed === '' ? {} : { note: trimmed }) });
      feedback.done('cancel');
      onClose();
    } catch (error) {
      feedback.failed('cancel', error);
    }
  };

  return (
    <Modal
      open
      title={t('bookings:cancel.title')}
      okText={t('bookings:cancel.confirm')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'booking-cancel' }}
      cancelText={t('bookings:cancel.keep')}
      confirmLoading={isMutating}
      onCancel={onClose}
    >
      <Alert
        type={fee > 0 ? 'warning' : 'success'}
        showIcon
        className="booking-modal-alert"
        title={fee > 0 ? t('bookings:cancel.fee', { amount: formatCents(fee, language) }) : t('bookings:cancel.free')}
        description={
          money === null
            ? undefined
            : t('bookings:cancel.money', { kept: formatCents(money.kept, language), refund: formatCents(money.refund, language) })
        }
      />
      <Form<Values> form={form} name="booking-cancel" layout="vertical" onFinish={(values) => void onFinish(values)} disabled={isMutating}>
        <Form.Item name="reason" label={t('bookings:cancel.reason')} rules={[{ required: true, message: t('bookings:cancel.reasonRequired') }]}>
          <Select<CancellationReason>
            placeholder={t('bookings:cancel.reasonPlaceholder')}
            options={CANCELLATION_REASONS.map((value) => ({ value, label: t(CANCELLATION_REASON_KEYS[value]) }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('bookings:cancel.note')}>
          <Input.TextArea rows={3} maxLength={BOOKING_LIMITS.reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
