import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childScript } from '../../platform/test/support/child-script';
import { createTestApp, json, type TestApp } from './support/test-app';
import { addProperty, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { fireDueTimers, settleReactions } from './support/reactions';

const crashingServer = fileURLToPath(new URL('./support/crashing-server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type CrashingServer = { child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> };

const spawnCrashingServer = async (): Promise<CrashingServer> => {
  const child = spawn(process.execPath, [await childScript(crashingServer)], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  return { child, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code))) };
};

/**
 * The next case's server, started while the case before it runs: loading the BFF's modules was most of a case's time.
 * It waits for its parameters, so what it does once told is the same as a server started for its case.
 */
let warm: Promise<CrashingServer> | null = null;

/** A BFF child process on the test's database that kills itself (SIGKILL) after its event store's Nth append. */
async function startCrashingServer(databaseUrl: string, crashAfterAppends: number): Promise<CrashingServer & { port: number }> {
  const server = await (warm ?? spawnCrashingServer());
  warm = null;
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void server.exited.then((end) => reject(new Error(`crashing server stopped before listening (${end})`)));
    server.child.stdin!.end(`${databaseUrl} ${crashAfterAppends}\n`);
  });
  warm = spawnCrashingServer();
  return { ...server, port };
}

/** The server started for a case that none came to. */
async function stopWarmServer() {
  const server = await warm;
  warm = null;
  server?.child.kill('SIGKILL');
  await server?.exited;
}

const quebecDay = (daysFromNow: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(Date.now() + daysFromNow * 86_400_000));

describe('a booking request killed (kill -9) at any point leaves no ghost, and its retry gets one answer', () => {
  let t: TestApp;
  let offsetMs = 0;
  let cleaner: Party & { slug: string };

  const bookingBody = (propertyId: string, day: number) => ({
    cleanerSlug: cleaner.slug, propertyId, startsAt: `${quebecDay(day)}T15:00:00.000Z`, durationHours: 4, cleanerBringsSupplies: false,
    frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
  });
  const reservationsOf = async (bookingId: string) => {
    const rows = await t.sql<{ event_type: string }[]>`
      select event_type from events where stream_id like ${`schedule-${cleaner.id}-%`} and data->>'bookingId' = ${bookingId} order by global_position`;
    const held = rows.filter((row) => row.event_type === 'SlotReserved').length - rows.filter((row) => row.event_type === 'SlotReleased').length;
    return held;
  };
  const eventsOf = async (stream: string) => (await t.sql<{ event_type: string }[]>`select event_type from events where stream_id = ${stream} order by revision`).map((row) => row.event_type);

  beforeAll(async () => {
    warm = spawnCrashingServer();
    t = await createTestApp('booking_crash', { clock: () => new Date(Date.now() + offsetMs) });
    cleaner = await signUpCleaner(t, { name: 'Crash T.', city: 'montreal', hourlyRateCents: 3500, slotsInDays: [8, 9, 10, 11, 12, 13, 14, 15] }, 'crash-cleaner@example.com', new Date());
  }, 120_000);
  afterAll(async () => {
    await stopWarmServer();
    await t?.close();
  });

  // The request's writes, in order: hold the slot, request the booking, open its payment, the deposit's outcome, the
  // booking told its deposit is paid. Killed after each of them (and before the first: a kill after the first append
  // of 6 never comes, so the request answers).
  for (const crashAfter of [1, 2, 3, 4, 5, 6]) {
    it(`after the request's append ${crashAfter}: nothing, a charged booking or a withdrawn one with its slot free; the retry answers once`, async () => {
      offsetMs = 0;
      const client = await signUpClient(t, `Client ${crashAfter}`, `crash-${crashAfter}@example.com`);
      const propertyId = await addProperty(t, client);
      const body = bookingBody(propertyId, 8 + crashAfter);
      const key = randomUUID();
      const headers = { ...client.headers, 'idempotency-key': key };

      const server = await startCrashingServer(t.database.url, crashAfter);
      const first = await fetch(`http://127.0.0.1:${server.port}/api/bookings`, json('POST', body, headers)).then(
        async (response) => ({ status: response.status, body: (await response.json()) as { id: string } }),
        () => null,
      );
      if (first === null) expect(await server.exited).toBe('SIGKILL');
      else server.child.kill('SIGKILL');

      // While the first attempt's lease runs, a retry is told to wait (it cannot know the first is dead).
      if (first === null) {
        const early = await t.app.request('/api/bookings', json('POST', body, headers));
        expect(early.status).toBe(409);
        expect(((await early.json()) as { code: string }).code).toBe('idempotency.in-progress');
        expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
      }

      // The restarted workers: reactions, and the timers due three minutes later.
      await settleReactions(t);
      offsetMs = 3 * 60_000;
      const later = new Date(Date.now() + offsetMs);
      // The timer store waits by the database's clock: the timers due by then are made fetchable now.
      await t.sql`update pgboss.job set start_after = now() where name = 'weklean-timer' and state in ('created', 'retry') and (data->>'at')::timestamptz <= ${later}`;
      await fireDueTimers(t, later);
      await settleReactions(t, () => new Date(Date.now() + offsetMs));

      const [row] = await t.sql<{ resource_id: string }[]>`select resource_id from idempotency_keys where user_id = ${client.id} and key = ${key}`;
      const firstId = row!.resource_id;
      const booking = await eventsOf(`booking-${firstId}`);
      const payment = await eventsOf(`payment-${firstId}`);
      if (booking.includes('BookingRequested') && payment.includes('PaymentOpened')) {
        // A booking that goes on: its deposit charged (by the request or by reaction), its slot held.
        expect(payment).toContain('ChargeSucceeded');
        expect(booking).toContain('BookingDepositPaid');
        expect(await reservationsOf(firstId)).toBe(1);
      } else {
        // Nothing, or a request withdrawn: no charge, the slot free.
        expect(payment).not.toContain('ChargeRequested');
        expect(booking.filter((type) => type !== 'BookingHoldAbandoned' && type !== 'BookingRequested' && type !== 'BookingWithdrawn')).toEqual([]);
        expect(await reservationsOf(firstId)).toBe(0);
      }

      // The client's retry, with the same key: one booking, one deposit, one hold of that time.
      const retry = await t.app.request('/api/bookings', json('POST', body, headers));
      expect(retry.status).toBe(201);
      const answer = (await retry.json()) as { id: string; payment: { paid: number } };
      if (first?.status === 201) expect(answer).toEqual(first.body);
      await settleReactions(t, () => new Date(Date.now() + offsetMs));
      const again = await t.app.request('/api/bookings', json('POST', body, headers));
      expect(await again.json()).toEqual(answer);

      const charges = await t.sql<{ n: number }[]>`
        select count(*)::int as n from events where event_type = 'ChargeSucceeded' and stream_id like 'payment-%' and data->>'kind' = 'deposit'
          and stream_id in (select 'payment-' || (data->>'bookingId') from events where event_type = 'BookingRequested' and data->>'clientId' = ${client.id})`;
      expect(charges[0]!.n).toBe(1);
      const held = await t.sql<{ booking_id: string }[]>`
        select data->>'bookingId' as booking_id from events where stream_id like ${`schedule-${cleaner.id}-${quebecDay(8 + crashAfter)}`} and event_type = 'SlotReserved'`;
      const holding = [];
      for (const { booking_id } of held) if ((await reservationsOf(booking_id)) > 0) holding.push(booking_id);
      expect(holding).toEqual([answer.id]);
    }, 120_000);
  }
});

describe('the Idempotency-Key of POST /api/bookings', () => {
  let t: TestApp;
  let cleaner: Party & { slug: string };
  let client: Party;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp('booking_idempotency');
    cleaner = await signUpCleaner(t, { name: 'Key T.', city: 'montreal', hourlyRateCents: 3500, slotsInDays: [9, 10] }, 'key-cleaner@example.com', new Date());
    client = await signUpClient(t, 'Key Client', 'key-client@example.com');
    propertyId = await addProperty(t, client);
  }, 120_000);
  afterAll(async () => t?.close());

  const body = (day: number, paymentMethodId = 'pm_card_visa') => ({
    cleanerSlug: cleaner.slug, propertyId, startsAt: `${quebecDay(day)}T15:00:00.000Z`, durationHours: 4, cleanerBringsSupplies: false,
    frequency: 'one-time', photosAllowed: true, hasPets: false, checklist: [], paymentMethodId,
  });

  it('answers a retry with the first answer instead of 409, and refuses the key with another request (422)', async () => {
    const headers = { ...client.headers, 'idempotency-key': 'booking-attempt-1' };
    const first = await t.app.request('/api/bookings', json('POST', body(9), headers));
    const answer = await first.text();
    expect(first.status, answer).toBe(201);
    const retry = await t.app.request('/api/bookings', json('POST', body(9), headers));
    expect(retry.status).toBe(201);
    // The same answer, byte for byte (its keys in the same order).
    expect(await retry.text()).toBe(answer);
    // Without the key, the same request is a second one: the time is taken (by the first).
    const without = await t.app.request('/api/bookings', json('POST', body(9), client.headers));
    expect(without.status).toBe(409);
    expect(((await without.json()) as { code: string }).code).toBe('booking.slot-taken');

    const other = await t.app.request('/api/bookings', json('POST', body(10), { ...headers, 'accept-language': 'en' }));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ code: 'idempotency.key-reused', message: 'This idempotency key was already used for another request. Use a new key.' });
    const [requests] = await t.sql<{ n: number }[]>`select count(*)::int as n from events where event_type = 'BookingRequested'`;
    expect(requests?.n).toBe(1);
  });

  it('answers a declined deposit again as 402, and lets a refused request use its key again', async () => {
    const headers = { ...client.headers, 'idempotency-key': 'declined-once' };
    const declined = await t.app.request('/api/bookings', json('POST', body(10, 'pm_card_chargeDeclinedInsufficientFunds'), headers));
    expect(declined.status).toBe(402);
    const again = await t.app.request('/api/bookings', json('POST', body(10, 'pm_card_chargeDeclinedInsufficientFunds'), headers));
    expect(again.status).toBe(402);
    expect(await again.json()).toEqual(await declined.json());

    // A request refused before anything was made (the time is taken) gives its key back.
    const taken = { ...client.headers, 'idempotency-key': 'taken-then-fixed' };
    expect((await t.app.request('/api/bookings', json('POST', body(9), taken))).status).toBe(409);
    expect((await t.app.request('/api/bookings', json('POST', body(10), taken))).status).toBe(201);
  });

  it('refuses a malformed key with a localized 400 and makes nothing', async () => {
    for (const key of ['', 'a'.repeat(256), 'clé-accentuée', 'with space']) {
      const response = await t.app.request('/api/bookings', json('POST', body(9), { ...client.headers, 'idempotency-key': key }));
      expect(response.status, key).toBe(400);
      const refusal = (await response.json()) as { code: string; message: string };
      expect(refusal.code).toBe('idempotency.key-invalid');
      expect(refusal.message).toContain('Idempotency-Key');
    }
  });
});
