import { createCommandHandler, type FileStorage, type Infrastructure } from '@weklean/platform';
import { bookings, cleanerSearch, firstConfirmedBookingOf, payouts } from '@weklean/projections';
import { cleanerOfDemoRequest, seedDemoBookings } from './demo-bookings';
import { seedDemoCleanersOnStart } from './demo-cleaners';
import { seedDemoGallery } from './demo-gallery';
import { seedDemoMessages } from './demo-messages';
import { seedDemoNewsletter } from './demo-newsletter';
import { demoCleanerWaitingForPayoutSetup, seedDemoPayouts } from './demo-payouts';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoReviews } from './demo-reviews';
import type { DemoProgress } from './demo-progress';
import type { DemoUseCases } from './demo-use-cases';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { waitForReadModel } from './wait-for-read-model';

/** What the start banner says of the demo: the demo cleaners to sign in as (null: none), and whether it was just made. */
export type SeededDemo = {
  /** The demo data was made by this start (the workers then catch up with its past before the banner). */
  firstStart: boolean;
  /** The cleaner of one of the demo client's pending requests. */
  bookingsCleaner: string | null;
  /** The cleaner of the demo client's next confirmed booking, with whom they chat. */
  chatCleaner: string | null;
  /** A demo cleaner whose earning waits for their payout setup. */
  payoutsCleaner: string | null;
};

/**
 * The demo data of `npm start`, after seedAccounts: cleaners, newsletter, bookings and, on the first start, messages,
 * referrals, reviews and the gallery; then the payouts of what they earned. Each step is played through the BFF's use
 * cases (`useCases`) and the commands of the screens, and leaves alone what an earlier start made.
 */
export async function seedDemo(options: {
  infra: Pick<Infrastructure, 'sql' | 'store' | 'logger' | 'config' | 'paymentGateway'>;
  files: FileStorage;
  useCases: DemoUseCases;
  /** Told as each step begins (the start's progress bar and /api/health). */
  progress?: Pick<DemoProgress, 'begin'>;
}): Promise<SeededDemo> {
  const { infra, files, useCases } = options;
  const begin = (step: Parameters<DemoProgress['begin']>[0]) => options.progress?.begin(step);
  const { sql, store, logger, config, paymentGateway } = infra;
  let firstStart = false;
  begin('cleaners');
  await seedDemoCleanersOnStart(infra, files, useCases);
  // The demo bookings pick their cleaners from the search read model: it must have caught up first. With the
  // Postgres event store the events table is local; elsewhere the projections process feeds it.
  if (config.EVENT_STORE === 'postgres') await waitForReadModel(sql, cleanerSearch);
  const seededAt = new Date();
  begin('newsletter');
  await seedDemoNewsletter({ sql, logger, now: seededAt });
  begin('bookings');
  const demo = await seedDemoBookings({ sql, store, files, logger, now: seededAt, clientEmail: DEMO_ACCOUNTS[0].email, paymentGateway, useCases });
  const adminId = await useCases.accounts.firstAdminId();
  // On first start only (the conversation is left alone once it has messages).
  let established: string[] = [];
  if (demo.created > 0) {
    firstStart = true;
    if (config.EVENT_STORE === 'postgres') await waitForReadModel(sql, bookings);
    begin('messages');
    await seedDemoMessages({ sql, store, logger, now: seededAt, clientEmail: DEMO_ACCOUNTS[0].email, adminId, useCases });
    begin('referrals');
    await seedDemoReferrals({ store, logger, now: seededAt, clientEmail: DEMO_ACCOUNTS[0].email, friendEmail: DEMO_ACCOUNTS[2].email, useCases });
    begin('reviews');
    established = (
      await seedDemoReviews({ sql, store, logger, now: seededAt, clientEmail: DEMO_ACCOUNTS[0].email, paymentGateway, skipCleanerIds: demo.cleanerIds ?? [], useCases })
    ).cleanerIds;
  }
  // The payouts last: they pay what the demo bookings and the reviewed bookings earned.
  begin('payouts');
  if (demo.payoutCleaners && adminId) {
    await seedDemoPayouts({ store, gateway: paymentGateway, logger, now: seededAt, adminId, cleaners: demo.payoutCleaners, established });
  }
  if (config.EVENT_STORE === 'postgres') {
    await waitForReadModel(sql, bookings);
    await waitForReadModel(sql, payouts);
  }
  // The gallery's pairs name completed bookings of public cleaners: after the bookings read model caught up.
  begin('gallery');
  if (firstStart) await seedDemoGallery({ sql, commands: createCommandHandler(store), files, logger });
  return {
    firstStart,
    chatCleaner: (await firstConfirmedBookingOf(sql, DEMO_ACCOUNTS[0].email))?.email ?? null,
    bookingsCleaner: await cleanerOfDemoRequest(sql, DEMO_ACCOUNTS[0].email),
    payoutsCleaner: await demoCleanerWaitingForPayoutSetup(sql),
  };
}
