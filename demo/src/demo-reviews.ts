import { randomUUID } from 'node:crypto';
import {
  addDays,
  BOOKING_TIME_ZONE,
  bookingTarget,
  localDateTime,
  quebecInstant,
  referralTarget,
  REVIEW_CATEGORIES,
  reviewWindowClosesAt,
  type EventStore,
  type PropertyType,
  type Ratings,
} from '@weklean/domain';
import type { ConfiguredPaymentGateway, Logger } from '@weklean/platform';
import { referrerOf, verifiedCleanersWithRates } from '@weklean/projections';
import type postgres from 'postgres';
import type { DemoAccount, DemoUseCases } from './demo-use-cases';
import { inPool } from './demo-cleaners';
import { demoPlace } from './demo-data/cities';
import { CLEANER_COMMENTS, CLEANER_REPLIES, CLIENT_COMMENTS, DEMO_POSTAL_CODES, DEMO_STREETS } from './demo-data/reviews';
import { createRng, seedOf, type Rng } from './demo-data/random';
import { addDemoProperty, createDemoSteps, demoBookingService } from './demo-steps';

type Language = 'fr' | 'en';
type Person = { name: string; email: string; language: Language };

/** The clients who booked and reviewed the demo cleaners: accounts with a password nobody knows (they are only shown). */
export const DEMO_REVIEWERS: readonly Person[] = [
  { name: 'Camille Tremblay', email: 'camille.tremblay@example.com', language: 'fr' },
  { name: 'Mathieu Gagnon', email: 'mathieu.gagnon@example.com', language: 'fr' },
  { name: 'Emily Clarke', email: 'emily.clarke@example.com', language: 'en' },
  { name: 'Chloé Roy', email: 'chloe.roy@example.com', language: 'fr' },
  { name: 'Olivier Côté', email: 'olivier.cote@example.com', language: 'fr' },
  { name: 'Michael Brennan', email: 'michael.brennan@example.com', language: 'en' },
  { name: 'Isabelle Bouchard', email: 'isabelle.bouchard@example.com', language: 'fr' },
  { name: 'Julien Gauthier', email: 'julien.gauthier@example.com', language: 'fr' },
  { name: 'Priya Sharma', email: 'priya.sharma@example.com', language: 'en' },
  { name: 'Nathalie Morin', email: 'nathalie.morin@example.com', language: 'fr' },
  { name: 'François Lavoie', email: 'francois.lavoie@example.com', language: 'fr' },
  { name: 'Sarah O’Connor', email: 'sarah.oconnor@example.com', language: 'en' },
  { name: 'Geneviève Pelletier', email: 'genevieve.pelletier@example.com', language: 'fr' },
];

/**
 * Friends the demo client referred, each with one booking, so that the demo client's rewards show every state: one
 * earned and then spent on a booking of the demo client (used), one earned and waiting (a $20 credit), one held for an
 * admin (the friend's home is the demo client's own address). The friend who joined two days ago (pending) and the
 * one whose reward expired are the demo referrals'.
 */
export const DEMO_REFERRED_FRIENDS = {
  used: { name: 'Émilie Fortin', email: 'emilie.fortin@example.com', language: 'fr' },
  earned: { name: 'Ryan Mitchell', email: 'ryan.mitchell@example.com', language: 'en' },
  held: { name: 'Jean-François Dubé', email: 'jean-francois.dube@example.com', language: 'fr' },
} as const satisfies Record<'used' | 'earned' | 'held', Person>;

/** The demo client's home, where the held friend's booking took place too (the same-address rule). */
const REFERRER_HOME = { streetAddress: '4520 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2J 2L3', country: 'CA' };

/** Of the verified demo cleaners with a rate (those of the demo bookings apart), the share reviewed. */
const REVIEWED_SHARE = 0.7;

/** One task each (every task is a command of the cleaner's day: the demo's first start stays short). */
const CHECKLISTS: Record<Language, readonly { category: 'kitchen' | 'bathroom'; task: string }[][]> = {
  fr: [[{ category: 'kitchen', task: 'Nettoyer le four et le frigo' }], [{ category: 'bathroom', task: 'Détartrer la douche' }], []],
  en: [[{ category: 'kitchen', task: 'Clean the oven and the fridge' }], [{ category: 'bathroom', task: 'Descale the shower' }], []],
};

type Reviewer = DemoAccount & { language: Language };
type Cleaner = { slug: string; cleaner_id: string; primary_city_id: string | null; languages: string[]; hourly: boolean };
type Visit = {
  cleaner: Cleaner;
  reviewer: Reviewer;
  /** Days before now the service took place, and its start time. */
  daysAgo: number;
  time: string;
  propertyId: string;
  hours: number;
  supplies: boolean;
  /** What the client wrote of the cleaner. */
  client: { ratings: Ratings; comment: string; afterDays: number };
  /** What the cleaner wrote of the client, if they did (otherwise the client's review is published when the window closes). */
  cleanerReview: { ratings: Ratings; comment: string; afterDays: number } | null;
  /** The cleaner's public reply to the client's review, and how long after its publication. */
  reply: { text: string; afterDays: number } | null;
  paymentMethodId?: string;
};

/** A visit's random parts, drawn when it is planned (the visits are then played several at a time). */
function drawVisit(rng: Rng, cleaner: Cleaner, language: Language, level: number): Omit<Visit, 'reviewer' | 'propertyId' | 'daysAgo' | 'time'> {
  const overall = clamp(Math.round(level + (rng.next() - 0.5) * 1.6));
  const cleanerLanguage: Language = cleaner.languages.includes(language) ? language : cleaner.languages.includes('fr') ? 'fr' : 'en';
  const replies = CLEANER_REPLIES[language];
  return {
    cleaner,
    hours: rng.pick([4, 4, 4, 4.5, 5, 6]),
    supplies: rng.chance(0.5),
    client: { ratings: ratingsAround(rng, overall), comment: rng.pick(CLIENT_COMMENTS[band(overall)][language]), afterDays: 0.2 + rng.next() * 3 },
    cleanerReview: rng.chance(0.8)
      ? { ratings: ratingsAround(rng, rng.weighted([[5, 6], [4, 3], [3, 1]] as const)), comment: rng.pick(CLEANER_COMMENTS[cleanerLanguage]), afterDays: 0.5 + rng.next() * 5 }
      : null,
    // Cleaners answer some reviews in public, more often the ones that hurt.
    reply: rng.chance(overall <= 3 ? 0.6 : 0.12)
      ? { text: overall >= 5 ? replies[0]! : overall === 4 ? rng.pick([replies[1]!, replies[2]!]) : replies[3]!, afterDays: 0.1 + rng.next() * 2 }
      : null,
  };
}

/**
 * Published reviews on most verified demo cleaners, in French and in English, with ratings that vary as real ones do
 * (most cleaners good, a few uneven), on real completed and paid bookings of demo reviewers: made by the same use
 * cases and commands as the screens, at their own instants over the last five months, like the demo bookings. Also
 * the demo client's referral rewards in the states the demo referrals do not show. Runs once: nothing happens when the
 * first reviewer exists.
 */
export async function seedDemoReviews(options: {
  sql: postgres.Sql;
  store: EventStore;
  logger: Logger;
  now: Date;
  clientEmail: string;
  paymentGateway: ConfiguredPaymentGateway;
  useCases: DemoUseCases;
  /** The cleaners of the demo bookings and payouts: their history is told there. */
  skipCleanerIds: readonly string[];
  concurrency?: number;
}): Promise<{ bookings: number; reviewedCleaners: number; cleanerIds: string[] }> {
  const { sql, store, logger, now, useCases } = options;
  const began = Date.now();
  const { accounts, properties } = useCases;
  const client = await accounts.byEmail(options.clientEmail);
  if (!client || (await accounts.byEmail(DEMO_REVIEWERS[0]!.email))) return { bookings: 0, reviewedCleaners: 0, cleanerIds: [] };
  logger.info('seeding the demo reviews: a few hundred past bookings, about a minute (first start only)');
  const [clientHome] = await properties.list(client.id);
  const rng = createRng(seedOf(2026, 'demo-reviews'));

  const passwordHash = await useCases.hashPassword(randomUUID(), 10);
  const open = async (person: Person): Promise<Reviewer | null> => {
    const account = await accounts.create({ ...person, passwordHash, role: 'client' });
    return account ? { ...account, language: person.language } : null;
  };
  const reviewers = (await Promise.all(DEMO_REVIEWERS.map(open))).filter((r): r is Reviewer => r !== null);
  const friends = {
    used: await open(DEMO_REFERRED_FRIENDS.used),
    earned: await open(DEMO_REFERRED_FRIENDS.earned),
    held: await open(DEMO_REFERRED_FRIENDS.held),
  };

  const skip = new Set(options.skipCleanerIds);
  const cleaners = (await verifiedCleanersWithRates(sql, 5000)).filter((cleaner) => !skip.has(cleaner.cleaner_id));
  const reviewed = cleaners.filter(() => rng.chance(REVIEWED_SHARE));
  if (reviewers.length === 0 || reviewed.length === 0) return { bookings: 0, reviewedCleaners: 0, cleanerIds: [] };

  const { commands, processor, service } = demoBookingService({ store, paymentGateway: options.paymentGateway, useCases });
  const steps = createDemoSteps({ commands, processor, properties });
  const local = localDateTime(now.toISOString(), BOOKING_TIME_ZONE)!;
  const dayMs = 86_400_000;
  const ago = (days: number) => now.getTime() - days * dayMs;

  // Each reviewer's home in the cities they booked in, made before the bookings (one at a time).
  const homes = new Map<string, string>();
  const homeOf = async (reviewer: Reviewer, cityId: string, address?: typeof REFERRER_HOME): Promise<string> => {
    const key = `${reviewer.id}|${cityId}`;
    const known = homes.get(key);
    if (known) return known;
    const place = demoPlace(cityId);
    const type = rng.pick<PropertyType>(['house', 'condo', 'apartment', 'bungalow']);
    const id = await addDemoProperty(properties, reviewer.id, {
      name: reviewer.language === 'fr' ? (type === 'house' || type === 'bungalow' ? 'Maison' : 'Appartement') : type === 'house' || type === 'bungalow' ? 'Home' : 'Apartment',
      type,
      bedrooms: rng.int(1, 4),
      bathrooms: rng.pick([1, 1, 1.5, 2]),
      stories: type === 'house' ? 2 : 1,
      parking: rng.chance(0.6),
      address: address ?? { streetAddress: `${rng.int(10, 9800)} ${rng.pick(DEMO_STREETS)}`, city: place.name, province: 'QC', postalCode: DEMO_POSTAL_CODES[cityId] ?? 'H2X 1Y4', country: 'CA' },
    });
    homes.set(key, id);
    return id;
  };

  // The plan: 1 to 4 visits per reviewed cleaner, spread over the last five months. Visit k is on day 16 + (37k mod 150)
  // before now, with reviewer k mod 13: a cleaner's visits fall on different days, and a reviewer's too (k and k'
  // meet only 1950 visits apart).
  const visits: Visit[] = [];
  for (const cleaner of reviewed) {
    const level = levelOf(rng);
    const count = rng.weighted([[1, 5], [2, 3], [3, 1.5], [4, 0.5]] as const);
    for (let j = 0; j < count; j += 1) {
      const k = visits.length;
      const reviewer = reviewers[k % reviewers.length]!;
      visits.push({
        ...drawVisit(rng, cleaner, reviewer.language, level),
        reviewer,
        daysAgo: 16 + ((k * 37) % 150),
        time: k % 2 === 0 ? '09:00' : '13:00',
        propertyId: await homeOf(reviewer, cleaner.primary_city_id ?? 'montreal'),
      });
    }
  }

  let bookings = 0;
  const leftOut = new Map<string, number>();
  /** A visit played through: asked five days ahead, accepted, done, paid; both reviews (or the client's alone); a reply sometimes. */
  const play = async (visit: Visit): Promise<string | null> => {
    const { cleaner, reviewer } = visit;
    const startsAt = quebecInstant(addDays(local.date, -visit.daysAgo), visit.time)!;
    const askedAt = Date.parse(startsAt) - 5 * dayMs;
    let booking: { id: string; cleanerId: string };
    try {
      const made = await service.request(
        reviewer.id,
        {
          cleanerSlug: cleaner.slug,
          propertyId: visit.propertyId,
          startsAt,
          durationHours: visit.hours,
          cleanerBringsSupplies: visit.supplies,
          emergency: null,
          frequency: 'one-time',
          photosAllowed: false,
          hasPets: false,
          petType: null,
          checklist: [...CHECKLISTS[reviewer.language][visit.daysAgo % 3]!],
          notes: '',
          paymentMethodId: visit.paymentMethodId ?? 'pm_card_visa',
        },
        new Date(askedAt),
      );
      booking = { id: made.id, cleanerId: cleaner.cleaner_id };
    } catch (error) {
      // A cleaner whose fixed prices do not cover this kind of home, say: the visit is left out.
      const reason = error instanceof Error ? error.name : String(error);
      leftOut.set(reason, (leftOut.get(reason) ?? 0) + 1);
      return null;
    }
    await commands.execute(bookingTarget(booking.id), 'AcceptBooking', {}, steps.actor(cleaner.cleaner_id, askedAt + 0.2 * dayMs));
    await steps.finish(booking, startsAt, { hours: visit.hours });
    const doneAt = Date.parse(startsAt) + visit.hours * 3_600_000;
    const written = [
      { role: 'client' as const, ratings: visit.client.ratings, comment: visit.client.comment, at: doneAt + visit.client.afterDays * dayMs },
      ...(visit.cleanerReview ? [{ role: 'cleaner' as const, ratings: visit.cleanerReview.ratings, comment: visit.cleanerReview.comment, at: doneAt + visit.cleanerReview.afterDays * dayMs }] : []),
    ].sort((a, b) => a.at - b.at);
    await steps.review(booking.id, written);
    if (visit.reply) {
      const publishedAt = visit.cleanerReview ? written[written.length - 1]!.at : Date.parse(reviewWindowClosesAt(new Date(doneAt).toISOString()));
      await steps.reply(booking.id, 'client', cleaner.cleaner_id, visit.reply.text, Math.min(publishedAt + visit.reply.afterDays * dayMs, now.getTime() - 3_600_000));
    }
    bookings += 1;
    return booking.id;
  };

  // The demo client's rewards, one at a time and in order: each friend is referred, then books once (with another card
  // than the demo client's), and their paid job earns the reward, as the referral-payments reactor does (with its
  // rules' outcome). The first credit is spent on the demo client's next booking; the second waits; the third is held.
  const referral = await commands.load(referralTarget(client.id));
  // Montréal cleaners with an hourly rate, which fits any home.
  const hourly = reviewed.filter((cleaner) => cleaner.hourly);
  const montrealCleaners = hourly.filter((cleaner) => cleaner.primary_city_id === 'montreal');
  const friendCleaner = (n: number) => montrealCleaners[n] ?? hourly[n % hourly.length] ?? reviewed[0]!;
  if (referral.code !== null && clientHome) {
    const befriend = async (friend: Reviewer | null, referredDaysAgo: number) => {
      if (!friend) return;
      await commands.execute(referralTarget(client.id), 'RecordReferral', { userId: client.id, refereeId: friend.id, code: referral.code!, sameEmail: false }, { userId: friend.id, now: new Date(ago(referredDaysAgo)) });
    };
    await befriend(friends.used, 175);
    await befriend(friends.earned, 50);
    await befriend(friends.held, 40);
    // Their $10 off reads who referred them from the read model.
    await untilReferred(sql, [friends.used, friends.earned, friends.held].filter((f): f is Reviewer => f !== null).map((f) => f.id));
    const earn = async (friend: Reviewer | null, visit: Omit<Visit, 'reviewer' | 'propertyId'>, address?: typeof REFERRER_HOME) => {
      if (!friend) return;
      const bookingId = await play({ ...visit, reviewer: friend, propertyId: await homeOf(friend, visit.cleaner.primary_city_id ?? 'montreal', address) });
      if (!bookingId) return;
      const paidAt = ago(visit.daysAgo) + 6 * 3_600_000;
      await commands.execute(
        referralTarget(client.id),
        'CompleteReferral',
        { userId: client.id, refereeId: friend.id, bookingId, referrerRole: 'client', reasons: address ? ['same-address'] : [] },
        steps.system(paidAt),
        { commandId: `demo-referral-job-paid:${bookingId}` },
      );
    };
    const friendVisit = (n: number, daysAgo: number, language: Language) => ({ ...drawVisit(rng, friendCleaner(n), language, 4.6), daysAgo, time: '10:00', paymentMethodId: 'pm_card_mastercard' });
    await earn(friends.used, friendVisit(0, 160, 'fr'));
    // The demo client's booking three weeks later spends the $20 (the booking service takes the credit that fits).
    await play({ ...friendVisit(1, 138, 'fr'), reviewer: { ...client, language: 'fr' }, propertyId: clientHome.id, paymentMethodId: 'pm_card_visa' });
    await earn(friends.earned, friendVisit(2, 35, 'en'));
    await earn(friends.held, friendVisit(3, 25, 'fr'), REFERRER_HOME);
  }

  await inPool(groupBy(visits, (visit) => visit.cleaner.cleaner_id), options.concurrency ?? 4, async (ofCleaner) => {
    for (const visit of ofCleaner) await play(visit);
  });
  logger.info('seeded the demo reviews', { bookings, reviewedCleaners: reviewed.length, of: cleaners.length, leftOut: Object.fromEntries(leftOut), durationMs: Date.now() - began });
  return { bookings, reviewedCleaners: reviewed.length, cleanerIds: reviewed.map((cleaner) => cleaner.cleaner_id) };
}

/** A cleaner's level: most between 4.3 and 5, some around 3.5 to 4, a few weaker. */
const levelOf = (rng: Rng) => rng.weighted([[4.85, 5], [4.5, 4], [4.1, 2], [3.6, 1.2], [2.9, 0.4]] as const) + (rng.next() - 0.5) * 0.3;

const clamp = (n: number) => Math.min(5, Math.max(1, n));

const band = (overall: number): keyof typeof CLIENT_COMMENTS => (overall >= 5 ? '5' : overall === 4 ? '4' : overall === 3 ? '3' : 'low');

/** The seven categories near the overall rating: most the same, some a star apart. */
function ratingsAround(rng: Rng, overall: number): Ratings {
  const ratings = Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, clamp(overall + rng.weighted([[-1, 1.5], [0, 7], [1, 1.5]] as const))])) as Ratings;
  return { ...ratings, overall };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/** Until the referrals read model knows who referred each friend (it follows the events a moment later). */
async function untilReferred(sql: postgres.Sql, refereeIds: readonly string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const refereeId of refereeIds) {
    while (!(await referrerOf(sql, refereeId))) {
      if (Date.now() > deadline) throw new Error('the referrals read model did not follow the demo referrals');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
