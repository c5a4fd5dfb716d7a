import { BOOKING_LIMITS } from '@weklean/domain';
import { Button, Card, Input, Result, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAcceptBooking } from '../api/booking-actions';
import { useDeclineBooking } from '../api/booking-actions';
import { useBooking } from '../api/get-booking';
import { BookingCard } from '../components/booking-card';
import { BookingLoadFailure, BookingSkeleton } from '../components/booking-load-state';
import { PayBalance } from '../components/pay-balance';
import { useActionFeedback } from '../components/use-action-feedback';
import { viewerOf } from '../components/viewer';
import { STATUS_DISPLAY } from '../components/vocabulary';
import '../components/bookings.css';

type LinkAction = 'accept' | 'decline';

const TEXTS = {
  accept: { question: 'bookings:confirm.acceptQuestion', intro: 'bookings:confirm.acceptIntro', confirm: 'bookings:actions.accept.button' },
  decline: { question: 'bookings:confirm.declineQuestion', intro: 'bookings:confirm.declineIntro', confirm: 'bookings:actions.decline.button' },
} as const;

function isLinkAction(value: string | undefined): value is LinkAction {
  return value === 'accept' || value === 'decline';
}

function ConfirmAction({ bookingId, action }: { bookingId: string; action: LinkAction }) {
  const { t } = useTranslation(['bookings', 'common']);
  const navigate = useNavigate();
  const viewer = viewerOf(useSignedInUser().role);
  const feedback = useActionFeedback();
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);
  const accept = useAcceptBooking(bookingId);
  const decline = useDeclineBooking(bookingId);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const texts = TEXTS[action];
  const details = paths.bookingDetails.href({ bookingId });
  useDocumentTitle(t(texts.question));

  if (isLoading) return <BookingSkeleton />;
  if (booking === undefined) return <BookingLoadFailure error={error} onRetry={() => void mutate()} />;

  if (!booking.actions.includes(action)) {
    return (
      <Result
        status="info"
        title={<Typography.Title level={1}>{t('bookings:confirm.noLongerTitle')}</Typography.Title>}
        subTitle={t('bookings:confirm.noLongerText', { status: t(STATUS_DISPLAY[booking.status].key) })}
        extra={
          <Button type="primary" onClick={() => void navigate(details, { replace: true })}>
            {t('bookings:confirm.viewBooking')}
          </Button>
        }
      />
    );
  }

  const busy = accept.isMutating || decline.isMutating;
  const confirm = async () => {
    try {
      if (action === 'accept') await accept.trigger();
      else await decline.trigger(reason.trim() === '' ? {} : { reason: reason.trim() });
      feedback.done(action);
      void navigate(details, { replace: true });
    } catch (failure) {
      feedback.failed(action, failure);
    }
  };

  return (
    <div className="booking-confirm">
      <Typography.Title level={1}>{t(texts.question)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(texts.intro)}</Typography.Paragraph>
      <BookingCard booking={booking} viewer={viewer} />
      <Card className="booking-confirm-card">
        {action === 'decline' ? (
          <div className="booking-confirm-reason">
            <label htmlFor={reasonId} className="booking-field-label">
              {t('bookings:decline.reason')}
            </label>
            <Input.TextArea
              id={reasonId}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={BOOKING_LIMITS.reasonMax}
              showCount
              disabled={busy}
            />
            <Typography.Text type="secondary">{t('bookings:decline.reasonHint')}</Typography.Text>
          </div>
        ) : null}
        <div className="booking-action-buttons">
          <Button type="primary" danger={action === 'decline'} loading={busy} onClick={() => void confirm()}>
            {t(texts.confirm)}
          </Button>
          <Button disabled={busy} onClick={() => void navigate(details)}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </Card>
    </div>
  );
}

/**
 * `/bookings/:bookingId/:action`: the accept and decline links of a notification ask the cleaner to confirm first;
 * `pay` is the client's page to pay a balance that could not be charged; any other action leads back to the booking.
 */
export default function BookingActionPage() {
  const { bookingId, action } = useParams();
  if (bookingId === undefined) return <Navigate to={paths.bookings.href()} replace />;
  if (action === 'pay') return <PayBalance key={bookingId} bookingId={bookingId} />;
  if (!isLinkAction(action)) return <Navigate to={paths.bookingDetails.href({ bookingId })} replace />;
  return <ConfirmAction key={`${bookingId}-${action}`} bookingId={bookingId} action={action} />;
}
