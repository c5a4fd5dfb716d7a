import { cleanerSlug, firstPendingRequestOf, hourlyCleanersServing } from '@weklean/projections';
import { bookingTarget, paymentTarget, PaymentDeclinedError, type Ratings, type ReviewRole } from '@weklean/domain';
import {
  BOOKING_TIME_ZONE,
  addDays,
  localDateTime,
  quebecInstant,
  type CreateBookingInput,
  type EventStore,
} from '@weklean/domain';
import type { ConfiguredPaymentGateway, FileStorage, Logger } from '@weklean/platform';
import type postgres from 'postgres';
import type { DemoUseCases } from './demo-use-cases';
import { addDemoProperty, createDemoSteps, demoBookingService, stars } from './demo-steps';
import { readmeDemoCleaner } from './demo-data/profiles';
import { DEMO_ACCOUNTS } from './seed-accounts';

/**
 * Demo bookings between the demo client and seeded cleaners, one or more in every state, made by the same use cases
 * and commands as the screens. Past bookings are played at their own (simulated) instants, so their history reads
 * as it would have happened. Runs once: nothing happens when the demo client already has a property. Their payments
 * go through the simulated gateway as the screens' would (test cards), and what the reactors would do next (refunds,
 * the balance after the service) is done here at the demo's own instants, with the reactors' command ids.
 */
export async function seedDemoBookings(options: {
  sql: postgres.Sql;
  store: EventStore;
  files: FileStorage;
  logger: Logger;
  now: Date;
  clientEmail: string;
  paymentGateway: ConfiguredPaymentGateway;
  useCases: DemoUseCases;
}): Promise<{ created: number; payoutCleaners?: DemoPayoutCleaners; cleanerIds?: string[] }> {
  const { sql, store, logger, now, useCases } = options;
  const client = await useCases.accounts.byEmail(options.clientEmail);
  if (!client) return { created: 0 };
  const { properties } = useCases;
  if ((await properties.list(client.id)).length > 0) return { created: 0 };

  const cleaners = await hourlyCleanersServing(sql, ['montreal', 'laval'], 15);
  if (cleaners.length < 15) {
    logger.warn('too few demo cleaners serve Montréal and Laval for the demo bookings', { found: cleaners.length });
    return { created: 0 };
  }
  const home = await addDemoProperty(properties, client.id, {
    name: 'Maison du Plateau', type: 'house', bedrooms: 3, bathrooms: 1.5, stories: 2, parking: false,
    address: { streetAddress: '4520 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2J 2L3', country: 'CA' },
    accessInstructions: 'Boîte à clé à gauche de la porte, code remis à la confirmation.', suppliesLocation: 'Sous l’évier de la cuisine',
    trashLocation: 'Ruelle, bacs verts et bleus', roomsToAvoid: 'Le bureau du sous-sol', wifiName: 'Plateau-5G',
  });
  const condo = await addDemoProperty(properties, client.id, {
    name: 'Condo à Laval', type: 'condo', bedrooms: 2, bathrooms: 1, stories: 1, parking: true,
    address: { streetAddress: '3100 boulevard Le Carrefour', city: 'Laval', province: 'QC', postalCode: 'H7T 2K7', country: 'CA' },
    accessInstructions: 'Sonner au 1204; stationnement visiteurs au P2.',
  });

  const { commands, processor, service } = demoBookingService({ store, paymentGateway: options.paymentGateway, useCases });
  const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
  const days = (d: number) => minutes(d * 24 * 60);
  const local = localDateTime(now.toISOString(), BOOKING_TIME_ZONE)!;
  // Fixed wall-clock times of real dates: always an instant.
  const dayAt = (offset: number, time: string) => quebecInstant(addDays(local.date, offset), time)!;
  const { actor, system, settle, endPayment, punchSpot, finish, review } = createDemoSteps({ commands, processor, files: options.files, properties });
  let created = 0;

  const request = async (cleanerIndex: number, startsAt: string, at: Date, extra: Partial<CreateBookingInput> = {}) => {
    const made = await service.request(
      client.id,
      {
        cleanerSlug: cleaners[cleanerIndex]!.slug,
        propertyId: cleanerIndex % 3 === 2 ? condo : home,
        startsAt,
        durationHours: 4,
        cleanerBringsSupplies: cleanerIndex % 2 === 0,
        emergency: null,
        frequency: 'one-time',
        photosAllowed: false,
        hasPets: true,
        petType: 'cats',
        checklist: [
          { category: 'kitchen', task: 'Nettoyer le four et la hotte' },
          { category: 'bathroom', task: 'Détartrer la douche' },
          { category: 'bedroom', task: 'Changer les draps' },
        ],
        notes: 'Le chat Minou est craintif : merci de garder la porte du balcon fermée.',
        paymentMethodId: 'pm_card_visa',
        ...extra,
      },
      at,
    );
    created += made.occurrenceIds.length;
    // The later occurrences of a series pay their deposit off-session, as the payment-gateway reactor would.
    for (const id of made.occurrenceIds.slice(1)) await settle(id, at);
    return { id: made.id, cleanerId: cleaners[cleanerIndex]!.cleaner_id };
  };
  // Completed and paid in full: two and three weeks ago, and last week (this one with before/after photos). The two
  // older ones were reviewed by both sides (published); last week's waits for the demo client's review.
  const reviews: Record<number, [ReviewRole, Ratings, string][]> = {
    [-21]: [
      ['client', stars(5, 5), 'Travail impeccable : la cuisine n’a jamais été aussi propre. Merci!'],
      ['cleaner', stars(5, 5), 'Cliente accueillante, consignes claires, tout était prêt à mon arrivée.'],
    ],
    [-14]: [
      ['client', stars(4, 4), 'Très bon ménage, arrivée avec quelques minutes de retard mais tout était fait.'],
      ['cleaner', stars(5, 4), 'Great client, the cat was very calm. Thank you!'],
    ],
  };
  for (const [index, offset, photos] of [[0, -21, false], [1, -14, false], [2, -7, true]] as const) {
    const startsAt = dayAt(offset, '09:00');
    const booking = await request(index, startsAt, days(offset - 5), { photosAllowed: photos });
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, days(offset - 5 + 0.1)));
    await finish(booking, startsAt, { photos });
    const written = reviews[offset];
    if (written) await review(booking.id, written.map(([role, ratings, comment], i) => ({ role, ratings, comment, at: days(offset + 1 + i * 0.2).getTime() })));
  }
  // Another one for the first cleaner, ten days ago: they took it as an instant payout (demo payouts).
  {
    const startsAt = dayAt(-10, '09:00');
    const booking = await request(0, startsAt, days(-14));
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, days(-14 + 0.1)));
    await finish(booking, startsAt);
  }
  // Completed the day before yesterday with a cleaner who has not set up their payouts yet: the earning waits.
  {
    const startsAt = dayAt(-2, '09:00');
    const booking = await request(14, startsAt, days(-6));
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, days(-6 + 0.1)));
    await finish(booking, startsAt);
  }
  // Completed yesterday, its balance declined off-session: the card asks for 3-D Secure, so the client must pay from
  // the pay page.
  {
    const startsAt = dayAt(-1, '09:00');
    const booking = await request(1, startsAt, days(-6), { paymentMethodId: 'pm_card_authenticationRequired' });
    const waiting = await commands.load(paymentTarget(booking.id));
    const intent = waiting.status === 'open' ? waiting.charges[0]?.paymentIntentId : null;
    if (intent && options.paymentGateway.mode === 'simulated') {
      await options.paymentGateway.completeAction(intent, true);
      await processor.sync(booking.id, system(days(-6)));
      await commands.execute(bookingTarget(booking.id), 'ConfirmDeposit', {}, system(days(-6)), { commandId: `deposit-paid:${booking.id}` });
    }
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, days(-6 + 0.1)));
    await finish(booking, startsAt);
  }
  // Cancelled by the client 20 hours before a confirmed start: the $50 fee.
  {
    const startsAt = dayAt(-3, '13:00');
    const booking = await request(3, startsAt, days(-9));
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, days(-9 + 0.2)));
    const cancelledAt = Date.parse(startsAt) - 20 * 3_600_000;
    const { state: after } = await commands.execute(bookingTarget(booking.id), 'CancelBooking', { reason: 'schedule_conflict', note: null }, actor(client.id, cancelledAt));
    await endPayment(booking.id, 'cancelled', after.status === 'cancelled' ? (after.cancellation?.feeCents ?? 0) : 0, cancelledAt);
  }
  // Expired: asked four days ago, never answered.
  {
    const booking = await request(4, dayAt(2, '09:00'), days(-4));
    await commands.execute(bookingTarget(booking.id), 'ExpireBooking', {}, actor('system', days(-3)));
    await endPayment(booking.id, 'expired', 0, days(-3));
  }
  // In progress: started a little before now (or this evening's latest start when it is late).
  {
    const localNow = Number(local.time.slice(0, 2)) * 60 + Number(local.time.slice(3, 5));
    const startMinutes = Math.min(Math.max(Math.floor((localNow - 60) / 30) * 30, 0), 19 * 60 + 30);
    const startsAt = dayAt(0, `${String(Math.floor(startMinutes / 60)).padStart(2, '0')}:${String(startMinutes % 60).padStart(2, '0')}`);
    const booking = await request(5, startsAt, days(-3));
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, days(-3 + 0.1)));
    const punchAt = Math.min(Date.parse(startsAt) + 5 * 60_000, now.getTime());
    await commands.execute(bookingTarget(booking.id), 'PunchIn', await punchSpot(booking.id), actor(booking.cleanerId, punchAt));
  }
  // Confirmed: the day after tomorrow, and next week.
  for (const [index, offset] of [[6, 2], [7, 7]] as const) {
    const booking = await request(index, dayAt(offset, '13:00'), days(-1));
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, actor(booking.cleanerId, minutes(-60)));
  }
  // Pending: a plain request, and one where the cleaner proposed another time.
  await request(8, dayAt(3, '09:00'), minutes(-90), { emergency: { reason: 'Dégât d’eau au sous-sol', priority: 'urgent' } });
  {
    const booking = await request(9, dayAt(4, '13:00'), minutes(-180));
    await commands.execute(bookingTarget(booking.id), 'ProposeTime', { startsAt: dayAt(5, '09:00') }, actor(booking.cleanerId, minutes(-30)));
  }
  // Declined by the cleaner; declined by the client (a proposal refused); cancelled free well ahead.
  {
    const booking = await request(10, dayAt(5, '13:00'), days(-2));
    await commands.execute(bookingTarget(booking.id), 'DeclineBooking', { reason: 'Je suis déjà réservée ce jour-là.' }, actor(booking.cleanerId, days(-2 + 0.2)));
    await endPayment(booking.id, 'declined', 0, days(-2 + 0.2));
  }
  {
    const booking = await request(11, dayAt(8, '09:00'), days(-2));
    await commands.execute(bookingTarget(booking.id), 'ProposeTime', { startsAt: dayAt(9, '15:00') }, actor(booking.cleanerId, days(-2 + 0.1)));
    await commands.execute(bookingTarget(booking.id), 'DeclineProposal', {}, actor(client.id, days(-2 + 0.3)));
    await endPayment(booking.id, 'proposal_declined', 0, days(-2 + 0.3));
  }
  {
    const booking = await request(12, dayAt(6, '09:00'), minutes(-300));
    await commands.execute(bookingTarget(booking.id), 'CancelBooking', { reason: 'found_alternative', note: null }, actor(client.id, minutes(-120)));
    await endPayment(booking.id, 'cancelled', 0, minutes(-120));
  }
  // Withdrawn: the card was declined at the deposit (insufficient funds), so the request never reached the cleaner.
  await request(6, dayAt(12, '13:00'), days(-1), { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }).catch((error: unknown) => {
    if (!(error instanceof PaymentDeclinedError)) throw error;
  });
  // A weekly series of three, waiting for the cleaner.
  await request(13, dayAt(10, '09:00'), minutes(-45), { frequency: 'weekly', occurrences: 3, photosAllowed: true });
  // The README's demo cleaner (cleaner@weklean.local) finds a request waiting on their home, to accept there: the
  // next weekday at 10:00, within their open hours.
  const readme = await useCases.accounts.byEmail(DEMO_ACCOUNTS[1].email);
  if (readme) {
    const { start } = readmeDemoCleaner(now, DEMO_ACCOUNTS[1]);
    const offset = [2, 3, 4].find((day) => ![0, 6].includes(new Date(`${addDays(local.date, day)}T12:00:00Z`).getUTCDay())) ?? 2;
    const made = await service.request(
      client.id,
      {
        cleanerSlug: cleanerSlug(start.displayName, readme.id),
        propertyId: home,
        startsAt: dayAt(offset, '10:00'),
        durationHours: 4,
        cleanerBringsSupplies: true,
        emergency: null,
        frequency: 'one-time',
        photosAllowed: true,
        hasPets: true,
        petType: 'cats',
        checklist: [
          { category: 'kitchen', task: 'Nettoyer le frigo' },
          { category: 'bathroom', task: 'Laver les miroirs' },
        ],
        notes: 'Le chat Minou est craintif : merci de garder la porte du balcon fermée.',
        paymentMethodId: 'pm_card_visa',
      },
      minutes(-40),
    );
    created += made.occurrenceIds.length;
  }

  logger.info('seeded the demo bookings', { created });
  return {
    created,
    cleanerIds: cleaners.map((cleaner) => cleaner.cleaner_id),
    payoutCleaners: {
      active: [0, 1, 2, 3].map((index) => cleaners[index]!.cleaner_id),
      held: cleaners[3]!.cleaner_id,
      instant: cleaners[0]!.cleaner_id,
      setUp: cleaners[14]!.cleaner_id,
    },
  };
}

/** Who the demo payouts are about: cleaners with an active account, the one held, the one who took an instant payout, the one to set up. */
export type DemoPayoutCleaners = { active: string[]; held: string; instant: string; setUp: string };

/** The e-mail of the cleaner of one of the demo client's pending requests, to print with the logins. */
export async function cleanerOfDemoRequest(sql: postgres.Sql, clientEmail: string): Promise<string | null> {
  const row = await firstPendingRequestOf(sql, clientEmail);
  return row?.email ?? null;
}
