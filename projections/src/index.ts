// The runner of the read models is the platform's one consumer runtime (platform/src/consumers), named here as the
// BFF, the benches and the tests have always called it.
export {
  createConsumerRuntime as createProjectionRunner,
  listParked,
  ParkedEventError,
  readProjectionStatuses,
  rebuildProjection,
  retryParked,
  skipParked,
  type ConsumerRuntime as ProjectionRunner,
  type ParkedErrorCode,
  type ParkedEvent,
  type Projection,
  type ProjectionStatus,
  type Tx,
} from '@weklean/platform';
export { allProjections } from './all-projections';
export { startProjections } from './process';

// One folder per read model: its projection, then its queries (the only SQL against its tables outside the folder).
export { bookings } from './bookings/bookings';
export { bookingDetails } from './bookings/booking-details';
export { bookingDetailsOf, bookingParties, presenceCounterpartsOf, punchedInAmong, eraseBookingDetailsBy, paymentsOfBookings, firstConfirmedBookingOf, firstPendingRequestOf, isCleanerOfClient, isFirstBooking, listBookings, propertyHasUpcomingBookings, type BookingListFilter, type BookingDetailsRow, type BookingSide, type DetailsEvent, type SummaryRow } from './bookings/queries';

export { cleanerDetails } from './cleaner-details/cleaner-details';
export { cleanerDetailsOf, eraseCleanerDetailsOf } from './cleaner-details/queries';
export { payoutDetails } from './payout-details/payout-details';
export { payoutDetailsOf } from './payout-details/queries';

export { cleanerSearch } from './cleaner-search/cleaner-search';
export { cleanerSlug, servedPlaceIds } from './cleaner-search/search';
export { AVAILABLE_SOON_DAYS, createCleanerQueries, fileUrl, quebecToday, rankByWeekOf, type CleanerCard, type CleanerQueries } from './cleaner-search/search-queries';
export { bookableCleanerBySlug, cleanerDisplayName, cleanerDisplayNames, hourlyCleanersServing, slotsFrom, verifiedCleanerIdBySlug, verifiedCleanersWithRates, type BookableCleaner } from './cleaner-search/lookup-queries';
export { FREE_DATES_HORIZON, freeDaysAhead, freeTimesOf, refreshFreeDates } from './cleaner-search/free-dates';
export { cleanerReports, saveFeedback } from './cleaner-search/feedback-queries';
export { documentDecisions, documentOwner, documentsByStatus, type DocumentRow } from './cleaner-search/document-queries';
export { cleanerAvatarOf, fileOwner } from './cleaner-search/file-queries';
export { publicCleanerHeads, type PublicCleanerHead } from './cleaner-search/site-queries';

export { eventTypeCounts } from './event-type-counts/event-type-counts';
export { totalEvents } from './event-type-counts/queries';

export { paymentDocuments } from './payment-documents/payment-documents';
export { ledger, payouts } from './finance/finance';
export * from './finance/queries';
export * from './finance/replay-queries';
export * from './finance/statement-queries';
export * from './payment-documents/statement-queries';
export { documentNumber, paymentDocument, paymentDocumentsOf, type PaymentDocumentRow } from './payment-documents/queries';
export { conversations } from './messages/messages';
export * from './messages/queries';
export { adminMessages } from './admin-messages/admin-messages';
export * from './admin-messages/queries';
export { reviews } from './reviews/reviews';
export * from './reviews/queries';
export { referrals } from './referrals/referrals';
export * from './referrals/queries';
// The admin's reports, read across several read models (docs/api/admin-dashboard.md).
export { bucketsOf, DAY_BUCKETS_UP_TO, mondayOf, type Period } from './admin-dashboard/period';
export { adminBookings, dashboardOf, type AdminBookingRow, type DashboardFigures, type DashboardPoint } from './admin-dashboard/dashboard-queries';
export * from './admin-dashboard/cleaner-analytics-queries';
export { referralFigures, REWARD_STATES, type ReferralFigures } from './referrals/figures';
export * from './analytics/queries';
export * from './newsletter/queries';
export { bookingsOfPerson, documentsOfCleaner, messagesOfPerson, referralCodeOf, type PersonBookingRow, type PersonDocumentRow } from './admin-users/queries';
export { impactFigures, type ImpactFigures, type ImpactMonth } from './impact/queries';
export { gallery } from './gallery/gallery';
export { disputes } from './disputes/disputes';
export * from './disputes/queries';
export * from './gallery/queries';
