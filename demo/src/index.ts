// The demo data of `npm start`: the start entry of the BFF calls seedAccounts, then seedDemo, with its use cases.
export { seedDemo, type SeededDemo } from './seed-demo';
export { DEMO_ACCOUNTS, seedAccounts, type SeededLogin } from './seed-accounts';
export { DEMO_CLEANER_PASSWORD } from './demo-cleaners';
export { createDemoProgress, progressBar, DEMO_STEPS, type DemoProgress, type DemoStatus, type DemoStep } from './demo-progress';
export type { DemoAccount, DemoUseCases } from './demo-use-cases';

// Each step on its own, for the BFF's tests of them on its real use cases; and the wait they share with those tests.
export { seedDemoCleaners } from './demo-cleaners';
export { demoCleanerPlan } from './demo-data/profiles';
export { seedDemoNewsletter, demoSubscribers } from './demo-newsletter';
export { seedDemoBookings, type DemoPayoutCleaners } from './demo-bookings';
export { seedDemoMessages } from './demo-messages';
export { seedDemoReferrals } from './demo-referrals';
export { seedDemoReviews } from './demo-reviews';
export { seedDemoPayouts } from './demo-payouts';
export { seedDemoGallery } from './demo-gallery';
export { waitForReadModel } from './wait-for-read-model';
