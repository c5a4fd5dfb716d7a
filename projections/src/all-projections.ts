import { bookings } from './bookings/bookings';
import { bookingDetails } from './bookings/booking-details';
import { cleanerSearch } from './cleaner-search/cleaner-search';
import { cleanerDetails } from './cleaner-details/cleaner-details';
import { payoutDetails } from './payout-details/payout-details';
import { eventTypeCounts } from './event-type-counts/event-type-counts';
import { paymentDocuments } from './payment-documents/payment-documents';
import { ledger, payouts } from './finance/finance';
import { conversations } from './messages/messages';
import { adminMessages } from './admin-messages/admin-messages';
import { reviews } from './reviews/reviews';
import { referrals } from './referrals/referrals';
import { gallery } from './gallery/gallery';
import { disputes } from './disputes/disputes';
import type { Projection } from '@weklean/platform';

/** Every read model of the product, in one list for the runner and the rebuild command. */
export const allProjections: readonly Projection[] = [eventTypeCounts, cleanerSearch, bookings, bookingDetails, cleanerDetails, paymentDocuments, ledger, payouts, payoutDetails, conversations, adminMessages, reviews, referrals, gallery, disputes];
