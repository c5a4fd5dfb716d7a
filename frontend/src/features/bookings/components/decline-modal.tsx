import { BOOKING_LIMITS } from '@weklean/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeclineBooking } from '../api/booking-actions';
import type { BookingDetails } from '../api/booking-types';
import { useActionFeedback } from './use-action-feedback';

type Values = { reason?: string };

/** The cleaner refuses a request, saying why if they wish; the slot is freed. */
export function DeclineModal({ booking, onClose }: { booking: BookingDetails; onClose: () => void }) {
  const { t } = useTranslation(['bookings', 'common']);
  const [form] = Form.useForm<Values>();
  const feedback = useActionFeedback();
  const { trigger, isMutating } = useDeclineBooking(booking.id);

  const onFinish = async ({ reason }: Values) => {
    const trimmed = reason?.trim() ?? '';
    try {
      await trigger(trimmed === '' ? {} : { reason: trimmed });
      feedback.done('decline');
      onClose();
    } catch (error) {
      feedback.failed('decline', error);
    }
  };

  return (
    <Modal
      open
      title={t('bookings:decline.title')}
      okText={t('bookings:decline.confirm')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'booking-decline' }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isMutating}
      onCancel={onClose}
    >
      <Form<Values> form={form} name="booking-decline" layout="vertical" onFinish={(values) => void onFinish(values)} disabled={isMutating}>
        <Form.Item name="reason" label={t('bookings:decline.reason')} extra={t('bookings:decline.reasonHint')}>
          <Input.TextArea rows={3} maxLength={BOOKING_LIMITS.reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
