import {
  creditEarningOf,
  isoWeekOfDate,
  payoutTarget,
  previousWeek,
  quebecDateOf,
  quebecInstant,
  addDays,
  SYSTEM_USER,
  InsufficientBalanceError,
  type Actor,
  type EventStore,
  type PayoutCreated,
  type Posting,
} from '@weklean/domain';
import { allCommittedVisible, createCommandHandler, createPayoutProcessor, type ConfiguredPaymentGateway, type Logger } from '@weklean/platform';
import { randomUUID } from 'node:crypto';
import { cleanerAwaitingPayoutSetup } from '@weklean/projections';
import type postgres from 'postgres';
import type { DemoPayoutCleaners } from './demo-bookings';

/**
 * The demo's payouts, played at their own instants like the demo bookings: four cleaners set up their (simulated)
 * payout accounts a month ago; every earning of the demo bookings is credited when its posting was made (with the
 * credit-earning reactor's command id, so the reactor finds it done); each Friday since paid the week before; the
 * first cleaner took an instant payout ten days ago; an admin holds the fourth cleaner's payouts since five days ago,
 * before their cancellation fee came in. The fifth cleaner has not set up their payouts: their earning waits.
 * The provider's side (transfers, payouts) is carried out by the reactors once the app runs, as it would have been.
 */
export async function seedDemoPayouts(options: {
  store: EventStore;
  gateway: ConfiguredPaymentGateway;
  logger: Logger;
  now: Date;
  adminId: string;
  cleaners: DemoPayoutCleaners;
  /**
   * Cleaners with months of jobs behind them (the demo reviews'): their accounts were set up before their first job,
   * and each Friday paid the week before, so the reconciliation of any past week finds nothing owed.
   */
  established?: readonly string[];
}): Promise<{ payouts: number }> {
  const { store, gateway, now, cleaners } = options;
  if (gateway.mode !== 'simulated') return { payouts: 0 };
  const commands = createCommandHandler(store);
  const processor = createPayoutProcessor({ commands, gateway });
  const at = (instant: number | string | Date): Actor => ({ userId: SYSTEM_USER, now: new Date(instant), correlationId: randomUUID() });
  const daysAgo = (days: number) => now.getTime() - days * 86_400_000;

  // A month ago: four accounts set up through the simulated onboarding (Stripe's test bank account that pays); six
  // months ago, the established cleaners'.
  const established = (options.established ?? []).filter((cleanerId) => !cleaners.active.includes(cleanerId) && cleanerId !== cleaners.setUp);
  const accounts: [string, number][] = [
    ...cleaners.active.map((cleanerId, index): [string, number] => [cleanerId, daysAgo(30 - index * 0.1)]),
    ...established.map((cleanerId, index): [string, number] => [cleanerId, daysAgo(182 - index * 0.001)]),
  ];
  for (const [index, [cleanerId, opened]] of accounts.entries()) {
    const state = await processor.openAccount(cleanerId, { ...at(opened), userId: cleanerId });
    await gateway.completeOnboarding(state.account!.accountId, { legalName: `Démo ${index + 1}`, accountNumber: '000123456789' });
    await processor.recordAccount(cleanerId, { status: 'pending', requirements: [], bankLast4: '6789' }, at(opened + 60_000));
    await processor.syncAccount(cleanerId, at(opened + 5 * 60_000));
  }
  const paid = new Set([...cleaners.active, ...established]);

  // What happened since, in time order: the earnings the payment streams posted, the hold, the instant payout, Fridays.
  const actions: { at: number; run: () => Promise<unknown> }[] = [];
  /** The weeks each paid cleaner earned in: the Fridays pay those. */
  const earnedWeeks = new Set<string>();
  // Every posting the demo has appended, visible first: a read of $all while another transaction is open (the app's
  // projections catching up) misses the latest (a CI run found no instant payout: its cleaner's earning was not seen).
  await allCommittedVisible(store);
  for await (const event of store.readAll({ filter: { filterOn: 'eventType', prefixes: ['LedgerPosted'] } })) {
    if (!event.streamId.startsWith('payment-')) continue;
    const posting = event.data as Posting & { bookingId: string; at: string };
    const credit = creditEarningOf(posting);
    if (!credit) continue;
    earnedWeeks.add(`${credit.cleanerId}|${isoWeekOfDate(quebecDateOf(posting.at)!)}`);
    actions.push({
      at: Date.parse(posting.at),
      run: () => commands.execute(payoutTarget(credit.cleanerId), 'CreditEarning', credit, at(posting.at), { commandId: `credit-earning:${posting.postingId}` }),
    });
  }
  actions.push({
    at: daysAgo(5),
    run: () =>
      commands.execute(payoutTarget(cleaners.held), 'HoldPayouts', { cleanerId: cleaners.held, reason: "Vérification de l'identité en cours (demande de l'institution financière)." }, { userId: options.adminId, now: new Date(daysAgo(5)) }),
  });
  // The instant payout: the evening of the first cleaner's cleaning ten days ago.
  const instantAt = Date.parse(quebecInstant(quebecDateOf(new Date(daysAgo(10)).toISOString())!, '18:00')!);
  actions.push({
    at: instantAt,
    run: () =>
      commands.execute(payoutTarget(cleaners.instant), 'RequestInstantPayout', { cleanerId: cleaners.instant }, { userId: cleaners.instant, now: new Date(instantAt) }).catch((error: unknown) => {
        // Nothing available that evening (a Friday had just paid it): no instant payout in this demo.
        if (!(error instanceof InsufficientBalanceError)) throw error;
        return { events: [] };
      }),
  });
  // Every Friday 09:00 (Quebec) of the last six months that has passed: the week before it is paid, to each cleaner
  // with an account who earned in it.
  const today = quebecDateOf(now.toISOString())!;
  for (let back = 0; back <= 182; back += 1) {
    const day = addDays(today, -back);
    const friday = Date.parse(quebecInstant(day, '09:00')!);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 5 || friday > now.getTime()) continue;
    const week = previousWeek(isoWeekOfDate(day));
    for (const cleanerId of paid) {
      if (!earnedWeeks.has(`${cleanerId}|${week}`)) continue;
      actions.push({ at: friday, run: () => commands.execute(payoutTarget(cleanerId), 'RunWeeklyPayout', { cleanerId, week }, at(friday), { commandId: `weekly-payout:${cleanerId}:${week}` }) });
    }
  }
  let payouts = 0;
  for (const action of actions.sort((a, b) => a.at - b.at)) {
    const result = (await action.run()) as { events: { type: string; data: unknown }[]; state?: { account?: { accountId: string } | null } } | undefined;
    const created = (result?.events ?? []).filter((event) => event.type === 'PayoutCreated');
    payouts += created.length;
    // Paid at the provider at its own past instant, as the payout reactor would have done then: the reactor finds it
    // recorded (a status only moves forward) and the cleaner is not told today of a payout months old.
    const accountId = result?.state?.account?.accountId;
    for (const event of accountId ? created : []) {
      await processor.payout({ ...(event.data as PayoutCreated['data']), accountId: accountId! }, at(action.at));
    }
  }
  options.logger.info('seeded the demo payouts', { payouts });
  return { payouts };
}

/** The demo cleaner whose earning waits for their payout setup (printed with the logins). */
export const demoCleanerWaitingForPayoutSetup = (sql: postgres.Sql) => cleanerAwaitingPayoutSetup(sql, '%@demo.weklean.local');
