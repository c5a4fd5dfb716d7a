import type { ReactNode } from 'react';
import type { BookingDetails } from '../api/booking-types';
import { AccessInfo } from './access-info';
import { ActionsCard } from './actions-card';
import { BookingHeader } from './booking-header';
import { BookingNotices } from './booking-notices';
import { BookingOptions } from './booking-options';
import { ChecklistCard } from './checklist-card';
import { DepositStepCard } from './deposit-step-card';
import { GalleryCard } from './gallery-card';
import { HistoryCard } from './history-card';
import { PhotosCard } from './photos-card';
import { PriceCard } from './price-card';
import { ClientReviewsCard, ReviewsCard } from './reviews-card';
import type { Viewer } from './viewer';
import { WhenWhere } from './when-where';

/**
 * One booking, whole: the step the client must take first (the bank's confirmation of the deposit), what the user may
 * do, then when and where, the job, the price and its history.
 */
export function BookingView({ booking, viewer, disputes }: { booking: BookingDetails; viewer: Viewer; disputes?: ReactNode }) {
  return (
    <article className="booking-details">
      <BookingHeader booking={booking} viewer={viewer} />
      <DepositStepCard booking={booking} viewer={viewer} />
      <BookingNotices booking={booking} viewer={viewer} />
      <div className="booking-columns">
        <div className="booking-column">
          <ReviewsCard booking={booking} viewer={viewer} />
          <WhenWhere booking={booking} viewer={viewer} />
          <AccessInfo access={booking.access} />
          <BookingOptions booking={booking} />
          <ChecklistCard booking={booking} viewer={viewer} />
          <PhotosCard booking={booking} />
          <GalleryCard booking={booking} viewer={viewer} />
          <HistoryCard booking={booking} />
        </div>
        <div className="booking-column booking-column-side">
          <ActionsCard booking={booking} />
          {disputes}
          <ClientReviewsCard booking={booking} viewer={viewer} />
          <PriceCard booking={booking} isClient={viewer === 'client'} />
        </div>
      </div>
    </article>
  );
}
