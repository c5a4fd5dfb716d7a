import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBooking } from '../api/get-booking';
import { BookingLoadFailure, BookingSkeleton } from '../components/booking-load-state';
import { formatBookingDate } from '../components/booking-time';
import { BookingView } from '../components/booking-view';
import type { BookingDetails } from '../api/booking-types';
import { useLanguage } from '../components/use-language';
import { viewerOf, type Viewer } from '../components/viewer';
import '../components/bookings.css';
import '../components/booking-details.css';

/** What the app hands the page from other features: the booking's disputes (issue 35), beside its actions. */
export type BookingPageParts = { DisputesCard: ComponentType<{ booking: BookingDetails; viewer: Viewer }> };

/** `/bookings/:bookingId`: one booking, for its client or its cleaner (anyone else gets the server's refusal). */
export default function BookingDetailsPage({ parts }: { parts: BookingPageParts }) {
  const { bookingId } = useParams();
  const { t } = useTranslation(['bookings', 'common']);
  const language = useLanguage();
  const viewer = viewerOf(useSignedInUser().role);
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);
  useDocumentTitle(
    booking === undefined
      ? t('bookings:details.documentTitle')
      : t('bookings:details.title', { date: formatBookingDate(booking.startsAt, language) }),
  );

  if (isLoading) return <BookingSkeleton />;
  if (booking === undefined) return <BookingLoadFailure error={error} onRetry={() => void mutate()} />;
  return <BookingView booking={booking} viewer={viewer} disputes={<parts.DisputesCard booking={booking} viewer={viewer} />} />;
}
