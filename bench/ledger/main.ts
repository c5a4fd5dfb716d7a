// Ledger bench: 100 000 bookings' worth of payment and payout events (the payment streams' postings, each cleaner's
// earnings, transfers and weekly payouts), appended through the event store by 8 writers; then the ledger and payouts
// projections catch up; then one week is reconciled twice: by the read model (SQL) and by a full replay of the raw
// log through the domain. `npm run bench -- ledger [--quick]` (10 000 bookings). BENCH_DATABASE_URL picks the server,
// else an embedded PostgreSQL runs in a temporary folder. It reports and exits 0.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  addDays,
  chargePosting,
  earningPosting,
  evolvePayout,
  fridayOf,
  initialPayoutState,
  isoWeekOfDate,
  payoutDecider,
  quebecInstant,
  reconcileWeek,
  replayEventLog,
  settlePending,
  SYSTEM_USER,
  type EventData,
  type PayoutCommand,
  type PayoutState,
  type PriceBreakdown,
} from '@weklean/domain';
import { createLogger, createPostgresEventStore, migrate } from '@weklean/platform';
import { createProjectionRunner, ledger, payouts, reconciliationOfWeek, trialBalanceRows } from '@weklean/projections';
import postgres from 'postgres';
import { randomUUID } from 'node:crypto';
import { openBenchDatabase } from '../event-store/database';

const log = (line: string) => process.stderr.write(`· ${line}\n`);
const FIRST_MONDAY = '2026-09-28'; // 2026-W40
const WEEKS = 8;

/** A booking's price: a 4-hour cleaning at $25–$45 an hour, the $5 fee, taxes (the shape the payment stream posts). */
function priceOf(index: number): PriceBreakdown {
  const basePrice = (2_500 + (index % 5) * 500) * 4;
  const serviceFee = 500;
  const subtotal = basePrice + serviceFee;
  const gst = Math.round(subtotal * 0.05);
  const qst = Math.round(subtotal * 0.09975);
  const finalPrice = subtotal + gst + qst;
  const deposit = Math.ceil(finalPrice / 2);
  return { basePrice, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 0, serviceFee, subtotal, gst, qst, finalPrice, deposit, balance: finalPrice - deposit } as PriceBreakdown;
}

/** Runs `work` over `items` with `writers` at once. */
async function inParallel<T>(items: readonly T[], writers: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: writers }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function main() {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
  const bookings = values.quick ? 10_000 : 100_000;
  const cleaners = values.quick ? 200 : 2_000;
  const started = new Date();
  const db = await openBenchDatabase(process.env, log);
  try {
    await migrate(db.url);
    const store = await createPostgresEventStore({ connectionString: db.url, maxConnections: 10 });
    const sql = postgres(db.url, { max: 4, onnotice: () => undefined });
    const cleanerIds = Array.from({ length: cleaners }, () => randomUUID());

    // What happens, decided in memory by the domain: each booking's postings, each cleaner's payout stream by week.
    log(`deciding ${bookings.toLocaleString('en')} bookings for ${cleaners.toLocaleString('en')} cleaners over ${WEEKS} weeks`);
    const paymentAppends: { stream: string; events: EventData[] }[] = [];
    const payoutAppends: { stream: string; events: EventData[] }[][] = Array.from({ length: WEEKS }, () => []);
    const states = new Map<string, PayoutState>();
    const decide = (cleanerId: string, command: Omit<PayoutCommand, 'metadata'>, now: string, into: EventData[]) => {
      const state = states.get(cleanerId) ?? initialPayoutState;
      const events = payoutDecider.decide({ ...command, metadata: { userId: command.type === 'OpenPayoutAccount' ? cleanerId : SYSTEM_USER, now } } as PayoutCommand, state);
      states.set(cleanerId, events.reduce(evolvePayout, state));
      into.push(...events.map((event) => ({ type: event.type, data: event.data })));
    };
    for (const cleanerId of cleanerIds) {
      const opening: EventData[] = [];
      const at = quebecInstant(FIRST_MONDAY, '08:00')!;
      decide(cleanerId, { type: 'OpenPayoutAccount', data: { cleanerId, accountId: `acct_${cleanerId.slice(0, 8)}` } }, at, opening);
      decide(cleanerId, { type: 'UpdatePayoutAccount', data: { cleanerId, accountId: `acct_${cleanerId.slice(0, 8)}`, status: 'active', requirements: [], bankLast4: '6789' } }, at, opening);
      payoutAppends[0]!.push({ stream: `payout-${cleanerId}`, events: opening });
    }
    const perWeek = Math.ceil(bookings / WEEKS);
    let postings = 0;
    for (let week = 0; week < WEEKS; week += 1) {
      const weekly = new Map<string, EventData[]>();
      for (let index = week * perWeek; index < Math.min(bookings, (week + 1) * perWeek); index += 1) {
        const bookingId = randomUUID();
        const cleanerId = cleanerIds[index % cleaners]!;
        const price = priceOf(index);
        const day = addDays(FIRST_MONDAY, week * 7 + (index % 5));
        const paidAt = quebecInstant(day, '14:00')!;
        const pending = earningPosting(`earning:${bookingId}`, price, cleanerId);
        const posted = settlePending(`earning-post:${bookingId}`, pending, 'post');
        const events = [chargePosting(`charge:${bookingId}:deposit`, price.deposit), chargePosting(`charge:${bookingId}:balance`, price.balance), pending, posted].map((posting) => ({
          type: 'LedgerPosted',
          data: { ...posting, bookingId, at: paidAt },
        }));
        paymentAppends.push({ stream: `payment-${bookingId}`, events });
        postings += events.length;
        const into = weekly.get(cleanerId) ?? [];
        weekly.set(cleanerId, into);
        decide(cleanerId, { type: 'CreditEarning', data: { cleanerId, earningId: posted.postingId, bookingId, kind: 'service', amountCents: price.basePrice, platformFeeCents: price.serviceFee, earnedAt: paidAt } }, paidAt, into);
      }
      // The Friday after: the week is paid out, and the bank pays.
      if (week + 1 < WEEKS) {
        const payWeek = isoWeekOfDate(addDays(FIRST_MONDAY, week * 7));
        const friday = quebecInstant(fridayOf(isoWeekOfDate(addDays(FIRST_MONDAY, (week + 1) * 7))), '09:00')!;
        for (const cleanerId of cleanerIds) {
          const into = weekly.get(cleanerId) ?? [];
          weekly.set(cleanerId, into);
          decide(cleanerId, { type: 'RunWeeklyPayout', data: { cleanerId, week: payWeek } }, friday, into);
          const payoutId = `weekly:${cleanerId}:${payWeek}`;
          if (states.get(cleanerId)?.payouts.some((payout) => payout.payoutId === payoutId)) {
            decide(cleanerId, { type: 'RecordPayoutStatus', data: { payoutId, status: 'in_transit', failureReason: null } }, friday, into);
            decide(cleanerId, { type: 'RecordPayoutStatus', data: { payoutId, status: 'paid', failureReason: null } }, friday, into);
          }
        }
      }
      for (const [cleanerId, events] of weekly) if (events.length > 0) payoutAppends[week]!.push({ stream: `payout-${cleanerId}`, events });
    }
    for (const appends of payoutAppends) for (const append of appends) postings += append.events.filter((event) => event.type === 'LedgerPosted').length;
    const totalEvents = paymentAppends.reduce((n, a) => n + a.events.length, 0) + payoutAppends.flat().reduce((n, a) => n + a.events.length, 0);

    // Appending: the payment streams and, week by week, the payout streams (8 writers).
    log(`appending ${totalEvents.toLocaleString('en')} events (${postings.toLocaleString('en')} postings)`);
    const appendStart = performance.now();
    await inParallel(paymentAppends, 8, async (append) => void (await store.appendToStream(append.stream, append.events)));
    for (const appends of payoutAppends) await inParallel(appends, 8, async (append) => void (await store.appendToStream(append.stream, append.events)));
    const appendSeconds = (performance.now() - appendStart) / 1000;

    // The projections catch up.
    log('projecting the ledger and the payouts');
    const projectStart = performance.now();
    const runner = createProjectionRunner({ sql, store, projections: [ledger, payouts], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    const caughtUp = async (name: string, types: readonly string[]) => {
      const [row] = await sql<{ total: number; applied: number }[]>`
        select (select count(*)::int from events where event_type = any(${[...types]})) as total,
               coalesce((select events_applied::int from projection_checkpoints where name = ${name}), 0) as applied`;
      return row !== undefined && row.applied >= row.total;
    };
    while (!((await caughtUp(ledger.name, ledger.eventTypes ?? [])) && (await caughtUp(payouts.name, payouts.eventTypes ?? [])))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await runner.stop();
    const projectSeconds = (performance.now() - projectStart) / 1000;

    // One week reconciled twice.
    const week = isoWeekOfDate(addDays(FIRST_MONDAY, 3 * 7));
    const sqlStart = performance.now();
    const fromReadModel = await reconciliationOfWeek(sql, week);
    const trial = await trialBalanceRows(sql);
    const sqlMs = performance.now() - sqlStart;
    const replayStart = performance.now();
    const replay = await replayEventLog(store);
    const replayed = reconcileWeek(replay.states, week);
    const replayMs = performance.now() - replayStart;
    const agrees = JSON.stringify(fromReadModel) === JSON.stringify(replayed.rows);
    const debits = trial.reduce((n, row) => n + row.debits, 0);
    const credits = trial.reduce((n, row) => n + row.credits, 0);

    const lines = [
      `ledger bench — ${started.toISOString()} — ${db.server} (PostgreSQL ${db.serverVersion}), ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
      `bookings ${bookings.toLocaleString('en')}, cleaners ${cleaners.toLocaleString('en')}, weeks ${WEEKS}: ${totalEvents.toLocaleString('en')} events, ${postings.toLocaleString('en')} postings`,
      `appends (8 writers): ${appendSeconds.toFixed(1)} s — ${Math.round(postings / appendSeconds).toLocaleString('en')} postings/s, ${Math.round(totalEvents / appendSeconds).toLocaleString('en')} events/s`,
      `projections (ledger + payouts) caught up: ${projectSeconds.toFixed(1)} s — ${Math.round(totalEvents / projectSeconds).toLocaleString('en')} events/s`,
      `reconciliation of ${week}, ${fromReadModel.length} cleaners: read model ${sqlMs.toFixed(0)} ms (with the trial balance) | full replay of the raw log ${replayMs.toFixed(0)} ms | replay/read model ${(replayMs / sqlMs).toFixed(1)}×`,
      `replay agrees with the read model: ${agrees ? 'yes' : 'NO'}; trial balance debits ${debits.toLocaleString('en')} = credits ${credits.toLocaleString('en')}: ${debits === credits ? 'yes' : 'NO'}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    await store.close();
    await sql.end();
  } finally {
    await db.dispose();
  }
}

await main();
