import { BOOKING_LIMITS } from '@weklean/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../api/booking-types';
import { formatBookingDate, formatInstant, formatTime } from './booking-time';
import { formatCents } from './money';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';
import { cancellationReasonKey } from './vocabulary';

/** A new time the cleaner proposed: the client is asked to answer, the cleaner waits. */
function ProposalNotice({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  if (booking.proposedStartsAt === null) return null;
  const when = t('bookings:proposal.when', {
    date: formatBookingDate(booking.proposedStartsAt, language),
    time: formatTime(booking.proposedStartsAt, language),
  });
  return (
    <Alert
      type="info"
      showIcon
      title={t(viewer === 'client' ? 'bookings:proposal.clientTitle' : 'bookings:proposal.cleanerTitle')}
      description={t(viewer === 'client' ? 'bookings:proposal.clientText' : 'bookings:proposal.cleanerText', { when })}
    />
  );
}

/**
 * How a booking ended when it did not take place: who cancelled, why, the fee; the refusal's reason; the expiry; the
 * deposit that was not paid (the client's page only: the cleaner never sees a withdrawn request).
 */
function OutcomeNotice({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { cancellation } = booking;
  if (booking.status === 'cancelled' && cancellation !== null) {
    const reasonKey = cancellationReasonKey(cancellation.reason);
    const lines = [
      cancellation.by === null ? null : t(cancellation.by === 'client' ? 'bookings:outcome.cancelledByClient' : 'bookings:outcome.cancelledByCleaner'),
      cancellation.at === null ? null : t('bookings:outcome.on', { date: formatInstant(cancellation.at, language) }),
      reasonKey === null ? null : t('bookings:outcome.reason', { reason: t(reasonKey) }),
      cancellation.note === null ? null : t('bookings:outcome.note', { note: cancellation.note }),
      cancellation.feeCents > 0
        ? t('bookings:outcome.fee', { amount: formatCents(cancellation.feeCents, language) })
        : t('bookings:outcome.noFee'),
    ];
    return (
      <Alert
        type="warning"
        showIcon
        title={t('bookings:outcome.cancelledTitle')}
        description={
          <ul className="booking-plain-list">
            {lines.flatMap((line) => (line === null ? [] : [<li key={line}>{line}</li>]))}
          </ul>
        }
      />
    );
  }
  if (booking.status === 'declined' || booking.status === 'declinedByClient') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t(booking.status === 'declined' ? 'bookings:outcome.declinedTitle' : 'bookings:outcome.declinedByClientTitle')}
        {...(booking.declineReason === null ? {} : { description: t('bookings:outcome.reason', { reason: booking.declineReason }) })}
      />
    );
  }
  if (booking.status === 'withdrawn') {
    const failure = booking.payment?.lastFailure;
    return (
      <Alert
        type="error"
        showIcon
        title={t('bookings:outcome.withdrawnTitle')}
        description={
          <ul className="booking-plain-list">
            {failure ? <li>{t(`bookings:payment.failure.${failure.reason}`)}</li> : null}
            <li>{t('bookings:outcome.withdrawnText', { name: booking.cleaner.name })}</li>
          </ul>
        }
      />
    );
  }
  if (booking.status === 'expired') {
    return <Alert type="warning" showIcon title={t('bookings:outcome.expiredTitle')} description={t('bookings:outcome.expiredText', { hours: BOOKING_LIMITS.requestExpiryHours })} />;
  }
  return null;
}

export function BookingNotices({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  return (
    <>
      <ProposalNotice booking={booking} viewer={viewer} />
      <OutcomeNotice booking={booking} />
    </>
  );
}
