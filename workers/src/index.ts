export { startWorkers, allWorkers, type Worker } from './process';
export { expireDueBookings, bookingExpiryWorker } from './booking-expiry/booking-expiry-worker';
