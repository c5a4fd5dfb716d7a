import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingTarget,
  quebecDate,
  scheduleStream,
  scheduleTarget,
  type Actor,
  type RecordedEvent,
} from '@weklean/domain';
import {
  createCommandHandler,
  createLogger,
  createPostgresEventStore,
  createShiftableClock,
  type CommandHandler,
  type PostgresEventStore,
} from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { createTimers, timerJobId } from '../src/timers/timers';
import { collect, requestData } from './support/booking-request';
import { runReactorProcess } from './support/run-reactor-process';

describe('reactors and timers, against a real PostgreSQL', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sql: postgres.Sql;
  let commands: CommandHandler;
  const logger = createLogger({ level: 'error', json: true });

  beforeAll(async () => {
    database = await createTestDatabase('reactors', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    store = await createPostgresEventStore({ connectionString: database.url });
    commands = createCommandHandler(store);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  /** A verified-enough cleaner is not needed: the booking decider takes the rates as facts. A pending request. */
  const request = async (requestedAt: Date) => {
    const bookingId = randomUUID();
    const cleanerId = randomUUID();
    const clientId = randomUUID();
    const startsAt = new Date(requestedAt.getTime() + 3 * 86_400_000);
    startsAt.setUTCHours(15, 0, 0, 0);
    const endsAt = new Date(startsAt.getTime() + 4 * 3_600_000);
    const client: Actor = { userId: clientId, now: requestedAt, correlationId: randomUUID() };
    await commands.execute(scheduleTarget(cleanerId, quebecDate(startsAt.toISOString())), 'ReserveSlot', {
      bookingId, cleanerId, date: quebecDate(startsAt.toISOString()), startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(),
    }, client);
    // The lifecycle alone: no deposit to wait for (payments have their own tests).
    const result = await commands.execute(bookingTarget(bookingId), 'RequestBooking', { ...requestData({ bookingId, clientId, cleanerId }, startsAt.toISOString(), false), photosAllowed: true }, client);
    return { bookingId, cleanerId, clientId, client, schedule: scheduleStream(cleanerId, quebecDate(startsAt.toISOString())), state: result.state };
  };
  const releases = async (schedule: string) =>
    (await collect(store.readStream(schedule))).filter((e: RecordedEvent) => e.type === 'SlotReleased');
  const reservations = async (cleanerId: string, schedule: string) =>
    (await commands.load(scheduleTarget(cleanerId, schedule.slice(-10)))).reservations;

  it('frees the slot of a cancelled booking after the reactor process is killed before the release: exactly once, after a restart', async () => {
    const booking = await request(new Date());
    const cancelled = await commands.execute(bookingTarget(booking.bookingId), 'CancelBooking', { reason: 'other', note: null }, booking.client);
    expect(cancelled.events.map((e) => e.type)).toEqual(['BookingCancelled']);
    // The BFF no longer frees it: the time is held until the reactor acts.
    expect(await reservations(booking.cleanerId, booking.schedule)).toHaveLength(1);

    const killed = await runReactorProcess(database.url, 'kill-before-command');
    expect(killed.signal).toBe('SIGKILL');
    expect(await releases(booking.schedule)).toHaveLength(0);

    const restarted = await runReactorProcess(database.url, 'settle');
    expect(restarted).toMatchObject({ code: 0 });
    const released = await releases(booking.schedule);
    expect(released).toHaveLength(1);
    expect(released[0]!.metadata).toMatchObject({ userId: 'system', commandId: expect.stringMatching(/^free-slot:/) });
    expect(await reservations(booking.cleanerId, booking.schedule)).toEqual([]);
  }, 120_000);

  it('sends the release once more after a kill between the release and the checkpoint, and the slot refuses to act twice', async () => {
    const booking = await request(new Date());
    await commands.execute(bookingTarget(booking.bookingId), 'DeclineBooking', { reason: null }, { userId: booking.cleanerId, now: new Date() });

    const killed = await runReactorProcess(database.url, 'kill-after-command');
    expect(killed.signal).toBe('SIGKILL');
    expect(await releases(booking.schedule)).toHaveLength(1);
    const [row] = await sql<{ events_handled: string }[]>`select events_applied::text as events_handled from projection_checkpoints where name = 'reactor:free-slot'`;

    const restarted = await runReactorProcess(database.url, 'settle');
    expect(restarted).toMatchObject({ code: 0 });
    // The decline was handled again (the checkpoint had not moved past it), and the second release changed nothing.
    const [after] = await sql<{ events_handled: string }[]>`select events_applied::text as events_handled from projection_checkpoints where name = 'reactor:free-slot'`;
    expect(Number(after!.events_handled)).toBe(Number(row!.events_handled) + 1);
    expect(await releases(booking.schedule)).toHaveLength(1);
    expect(await reservations(booking.cleanerId, booking.schedule)).toEqual([]);
  }, 120_000);

  it('expires a request at 24 h through a durable timer set when it was requested, with a restart in between', async () => {
    // Requested 24 hours ago less four seconds: its timer is set for four seconds from now.
    const requestedAt = new Date(Date.now() - 24 * 3_600_000 + 4_000);
    const booking = await request(requestedAt);
    const expiresAt = new Date(requestedAt.getTime() + 24 * 3_600_000).toISOString();
    expect(booking.state).toMatchObject({ status: 'pending', expiresAt });

    // The reactor process sets the timer, then is gone.
    expect(await runReactorProcess(database.url, 'settle')).toMatchObject({ code: 0 });
    const commandId = `expire:${booking.bookingId}:${expiresAt}`;
    const timers = createTimers({ databaseUrl: database.url, logger, pollingIntervalSeconds: 0.5 });
    try {
      const job = await timers.job(commandId);
      expect(job).toMatchObject({ id: timerJobId(commandId), state: 'created' });
      expect(job!.startAfter.toISOString()).toBe(expiresAt);
      // Not before its time: nothing is due yet.
      expect(await commands.load(bookingTarget(booking.bookingId))).toMatchObject({ status: 'pending' });

      // A new process picks the timer up and fires it when due.
      await timers.work(commands);
      await expect.poll(async () => (await commands.load(bookingTarget(booking.bookingId))).status, { timeout: 30_000, interval: 250 }).toBe('expired');
      const history = await collect(store.readStream(bookingTarget(booking.bookingId).stream));
      expect(history.map((e) => e.type)).toEqual(['BookingRequested', 'BookingExpired']);
      expect(history[1]!.metadata).toMatchObject({ userId: 'system', commandId });
      expect(Date.parse((history[1]!.data as { expiredAt: string }).expiredAt)).toBeGreaterThanOrEqual(Date.parse(expiresAt));
      await expect.poll(async () => (await timers.job(commandId))?.state, { timeout: 10_000 }).toBe('completed');
    } finally {
      await timers.stop();
    }

    // The expiry frees the slot, by the same reactor as a cancellation.
    expect(await runReactorProcess(database.url, 'settle')).toMatchObject({ code: 0 });
    expect(await releases(booking.schedule)).toHaveLength(1);
  }, 120_000);

  it('ends a timer quietly when its command is refused (the request was answered), and sets a timer once per id', async () => {
    const booking = await request(new Date(Date.now() - 24 * 3_600_000 - 60_000));
    // Accepted an hour after the request, long before its expiry (a minute ago): the timer is due and has nothing to do.
    const acceptedAt = new Date(Date.now() - 23 * 3_600_000 - 60_000);
    await commands.execute(bookingTarget(booking.bookingId), 'AcceptBooking', {}, { userId: booking.cleanerId, now: acceptedAt });
    expect(await runReactorProcess(database.url, 'settle')).toMatchObject({ code: 0 });
    const timers = createTimers({ databaseUrl: database.url, logger });
    try {
      const expiresAt = (booking.state as { expiresAt: string }).expiresAt;
      const commandId = `expire:${booking.bookingId}:${expiresAt}`;
      // Set again (a second delivery of the request): still one job.
      await timers.schedule(
        { kind: 'timer', at: expiresAt, commandId, target: bookingTarget(booking.bookingId) as never, type: 'ExpireBooking', data: {} },
        { correlationId: 'c', causationId: 'e' },
      );
      const jobs = await sql`select 1 from pgboss.job where id = ${timerJobId(commandId)}::uuid`;
      expect(jobs).toHaveLength(1);
      expect(await timers.runDue(commands)).toBe(0);
      expect(await timers.job(commandId)).toMatchObject({ state: 'completed' });
      expect(await commands.load(bookingTarget(booking.bookingId))).toMatchObject({ status: 'confirmed' });
    } finally {
      await timers.stop();
    }
  }, 120_000);

  it('fires each timer of a batch on its own: one that fails is retried alone, and the others are not held behind it', async () => {
    const booking = await request(new Date(Date.now() - 25 * 3_600_000));
    const expiresAt = (booking.state as { expiresAt: string }).expiresAt;
    const timers = createTimers({ databaseUrl: database.url, logger, pollingIntervalSeconds: 0.5 });
    try {
      // Both due now and fetched together: a command the booking does not know (it throws, not a refusal), then the expiry.
      const broken = `broken:${booking.bookingId}`;
      const expiry = `expire:${booking.bookingId}:${expiresAt}`;
      const target = bookingTarget(booking.bookingId) as never;
      await timers.schedule({ kind: 'timer', at: expiresAt, commandId: broken, target, type: 'NoSuchCommand', data: {} }, { correlationId: 'c', causationId: 'e' });
      await timers.schedule({ kind: 'timer', at: expiresAt, commandId: expiry, target, type: 'ExpireBooking', data: {} }, { correlationId: 'c', causationId: 'e' });
      await timers.work(commands);
      await expect.poll(async () => (await timers.job(expiry))?.state, { timeout: 30_000, interval: 250 }).toBe('completed');
      expect(await commands.load(bookingTarget(booking.bookingId))).toMatchObject({ status: 'expired' });
      // The expiry completed on its first try; the broken one waits for its retry, alone.
      const states = await sql<{ id: string; state: string; retry_count: number }[]>`
        select id, state, retry_count from pgboss.job where id in (${timerJobId(expiry)}::uuid, ${timerJobId(broken)}::uuid)`;
      expect(states.find((job) => job.id === timerJobId(expiry))).toMatchObject({ state: 'completed', retry_count: 0 });
      expect(states.find((job) => job.id === timerJobId(broken))).toMatchObject({ state: 'retry' });
    } finally {
      await timers.stop();
    }
  }, 120_000);

  it('with the test clock (browser tests), fires a timer when the app\'s time reaches it, not the real time', async () => {
    // The app's clock is a day ahead of real time; the request expires 24 h after it was made, by the app's clock.
    const clock = createShiftableClock();
    await clock.advance(24 * 60);
    const booking = await request(clock.now());
    const expiresAt = (booking.state as { expiresAt: string }).expiresAt;
    const commandId = `expire:${booking.bookingId}:${expiresAt}`;
    const timers = createTimers({ databaseUrl: database.url, logger, testClock: clock });
    try {
      await timers.schedule(
        { kind: 'timer', at: expiresAt, commandId, target: bookingTarget(booking.bookingId) as never, type: 'ExpireBooking', data: {} },
        { correlationId: 'c', causationId: 'e' },
      );
      // Not yet: a whole day of the app's time is left (and two of real time, which it must not wait for).
      expect(await timers.runDue(commands)).toBe(0);
      await clock.advance(23 * 60);
      expect(await timers.runDue(commands)).toBe(0);
      expect(await commands.load(bookingTarget(booking.bookingId))).toMatchObject({ status: 'pending' });
      // The app's time reaches the expiry: the timer fires at once.
      await clock.advance(61);
      expect(await timers.runDue(commands)).toBe(1);
      expect(await commands.load(bookingTarget(booking.bookingId))).toMatchObject({ status: 'expired' });
    } finally {
      await timers.stop();
    }
  }, 120_000);
});
