import { BOOKING_LIMITS } from '@weklean/domain';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useAnswerRequest, type Answer } from '../api/answer-request';
import type { HomeBooking } from '../api/get-home';
import { BookingRow } from './booking-row';
import { timeLeft } from './home-format';

function TimeLeftText({ expiresAt, now }: { expiresAt: string | null; now: number }) {
  const { t } = useTranslation('dashboard');
  const left = timeLeft(expiresAt, now);
  if (left === null) return null;
  const text =
    left.kind === 'expired'
      ? t('dashboard:requests.expired')
      : left.hours === 0
        ? t('dashboard:requests.minutesLeft', { minutes: left.minutes })
        : t('dashboard:requests.hoursLeft', { hours: left.hours, minutes: String(left.minutes).padStart(2, '0') });
  return (
    <Typography.Text type={left.kind === 'expired' || left.urgent ? 'warning' : 'secondary'} className="dashboard-expiry">
      {text}
    </Typography.Text>
  );
}

/** The reason the cleaner may give for refusing (the same as on the booking's page), then the refusal. */
function DeclineDialog({ onDecline, onClose, busy }: { onDecline: (reason?: string) => void; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Modal
      open
      title={t('dashboard:requests.declineTitle')}
      okText={t('dashboard:requests.declineConfirm')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'home-decline' }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
    >
      <Form<{ reason?: string }>
        name="home-decline"
        layout="vertical"
        disabled={busy}
        onFinish={({ reason }) => {
          const trimmed = reason?.trim() ?? '';
          onDecline(trimmed === '' ? undefined : trimmed);
        }}
      >
        <Form.Item name="reason" label={t('dashboard:requests.declineReason')} extra={t('dashboard:requests.declineReasonHint')}>
          <Input.TextArea rows={3} maxLength={BOOKING_LIMITS.reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A request waiting for the cleaner: what it pays, the time left, and the answer in one step. */
export function RequestCard({ booking, now }: { booking: HomeBooking; now: number }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const toast = useToast();
  const { trigger, isMutating } = useAnswerRequest(booking.id);
  const [declining, setDeclining] = useState(false);
  const [running, setRunning] = useState<Answer['action'] | null>(null);
  const answer = async (request: Answer) => {
    setRunning(request.action);
    try {
      await trigger(request);
      toast.success(t(request.action === 'accept' ? 'dashboard:requests.accepted' : 'dashboard:requests.declined'));
      setDeclining(false);
    } catch (error) {
      toast.failure(error, t(request.action === 'accept' ? 'dashboard:requests.acceptFailed' : 'dashboard:requests.declineFailed'));
    } finally {
      setRunning(null);
    }
  };
  const expired = timeLeft(booking.expiresAt, now)?.kind === 'expired';
  return (
    <li className="dashboard-request">
      <BookingRow
        booking={booking}
        side="cleaner"
        extra={
          <>
            {booking.earning === null ? null : (
              <div className="dashboard-muted">
                {t('dashboard:requests.feeApart', { fee: formatCents(booking.earning.platformFee, language) })}
              </div>
            )}
            <TimeLeftText expiresAt={booking.expiresAt} now={now} />
          </>
        }
      />
      <div className="dashboard-request-actions">
        <Button
          type="primary"
          loading={running === 'accept'}
          disabled={expired || (isMutating && running !== 'accept')}
          onClick={() => void answer({ action: 'accept' })}
        >
          {t('dashboard:requests.accept')}
        </Button>
        <Button danger disabled={expired || isMutating} onClick={() => setDeclining(true)}>
          {t('dashboard:requests.decline')}
        </Button>
      </div>
      {declining ? (
        <DeclineDialog
          busy={running === 'decline'}
          onClose={() => setDeclining(false)}
          onDecline={(reason) => void answer(reason === undefined ? { action: 'decline' } : { action: 'decline', reason })}
        />
      ) : null}
    </li>
  );
}
