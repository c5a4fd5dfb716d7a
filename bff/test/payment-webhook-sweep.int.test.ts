import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStream, type RecordedEvent } from '@weklean/domain';
import {
  createCommandHandler,
  createLogger,
  createSimulatedGateway,
  createWebhookInbox,
  SIMULATED_WEBHOOK_SECRET,
  WEBHOOK_MAX_ATTEMPTS,
  type CommandHandler,
  type Logger,
  type SimulatedGateway,
} from '@weklean/platform';
import { startWebhookSweep } from '@weklean/workers';
import { addProperty, catchUp, signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { createTestApp, json, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const quiet = createLogger({ level: 'error', json: true });

/** A command handler whose process dies while recording: `reached` resolves when it is cut, and it never answers. */
function crashingCommands(real: CommandHandler) {
  let cut = () => undefined as void;
  const reached = new Promise<void>((resolve) => (cut = resolve));
  const commands: CommandHandler = {
    ...real,
    execute: () => {
      cut();
      return new Promise<never>(() => undefined);
    },
  };
  return { commands, reached };
}

/** A command handler whose every write fails (the event store unreachable, say). */
const failingCommands = (real: CommandHandler): CommandHandler => ({
  ...real,
  execute: () => Promise.reject(new Error('event store unreachable')),
});

/** Errors logged, to check that a parked event is told. */
function recordingLogger(errors: { message: string; fields: Record<string, unknown> }[]): Logger {
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: (message, fields = {}) => void errors.push({ message, fields }),
    child: () => logger,
  };
  return logger;
}

describe('the webhook inbox after a crash or a failure', () => {
  let t: TestApp;
  let client: Party;
  let cleaner: Party & { slug: string };
  let propertyId: string;
  let admin: Record<string, string>;
  /** A second handle on the simulated provider: its webhooks reach only this test, never the app's route on their own. */
  let provider: SimulatedGateway;
  const sent: { body: string; signature: string; type: string; id: string }[] = [];
  const real = () => createCommandHandler(t.store);
  const inbox = (commands: CommandHandler = real(), logger: Logger = quiet) => createWebhookInbox({ sql: t.sql, commands, gateway: provider, logger, clock: () => NOW });

  const collect = async (stream: string) => {
    const events: RecordedEvent[] = [];
    for await (const event of t.store.readStream(stream)) events.push(event);
    return events;
  };
  const chargesSucceeded = async (bookingId: string) => (await collect(paymentStream(bookingId))).filter((event) => event.type === 'ChargeSucceeded').length;
  const row = async (eventId: string) => {
    const [found] = await t.sql<{ attempts: number; processed_at: Date | null; claimed_until: Date | null; retry_at: Date | null; parked_at: Date | null; last_error: string | null; outcome: string | null }[]>`
      select attempts, processed_at, claimed_until, retry_at, parked_at, last_error, outcome from payment_webhook_inbox where event_id = ${eventId}`;
    return found!;
  };
  /** Minutes pass: the inbox's instants move back, the database's clock being nobody's to move. */
  const later = (minutes: number) => t.sql`
    update payment_webhook_inbox set received_at = received_at - make_interval(mins => ${minutes}),
      claimed_until = claimed_until - make_interval(mins => ${minutes}), retry_at = retry_at - make_interval(mins => ${minutes})`;

  /** A booking whose deposit waits for 3-D Secure; the client passes it at the provider, whose webhook says so. */
  const bookAndAuthenticate = async (startsAt: string) => {
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_authenticationRequired',
    }, client.headers));
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; paymentStatus: string; payment: { nextAction: { clientSecret: string } } };
    expect(body.paymentStatus).toBe('initial_pending');
    const paymentIntentId = body.payment.nextAction.clientSecret.split('_secret_')[0]!;
    // The app's own webhook of the request (requires_action) handled first: it reads the intent's current state.
    await t.gateway.whenDelivered();
    const before = sent.length;
    await provider.completeAction(paymentIntentId, true);
    await provider.whenDelivered();
    const event = sent.slice(before).find((candidate) => candidate.type === 'payment_intent.succeeded');
    expect(event).toBeDefined();
    return { bookingId: body.id, event: event! };
  };
  const paymentStatusOf = async (bookingId: string) => {
    await catchUp(t);
    const details = await t.app.request(`/api/bookings/${bookingId}`, { headers: client.headers });
    return ((await details.json()) as { paymentStatus: string }).paymentStatus;
  };

  beforeAll(async () => {
    t = await createTestApp('payment_webhook_sweep', { clock: () => NOW });
    provider = createSimulatedGateway({ sql: t.sql, webhookSecret: SIMULATED_WEBHOOK_SECRET, logger: quiet });
    provider.onWebhook(async (body, signature) => {
      const { id, type } = JSON.parse(body) as { id: string; type: string };
      sent.push({ body, signature, id, type });
    });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    propertyId = await addProperty(t, client);
    admin = (await signUpAdmin(t)).headers;
  }, 60_000);
  afterAll(async () => t?.close());

  it('acts on an event whose handling a crash cut short, once, when a sweep comes; two processes sweeping act once', async () => {
    const { bookingId, event } = await bookAndAuthenticate('2026-11-24T15:00:00.000Z');
    // The delivery claims the event, reads the charge from the provider, and the process dies before recording it.
    const crash = crashingCommands(real());
    void inbox(crash.commands).receive(event.body, event.signature);
    await crash.reached;
    expect(await row(event.id)).toMatchObject({ attempts: 1, processed_at: null, last_error: null });
    expect((await row(event.id)).claimed_until).not.toBeNull();
    expect(await chargesSucceeded(bookingId)).toBe(0);

    // Right after the restart the claim still holds and the event is fresh: the sweep leaves it to its delivery.
    expect(await inbox().sweep()).toEqual({ retried: 0, failed: 0, parked: 0 });
    await later(10);
    // Two processes sweep at the same moment: one of them takes the event.
    const sweeps = await Promise.all([inbox().sweep(), inbox().sweep()]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.retried, 0)).toBe(1);
    expect(await row(event.id)).toMatchObject({ attempts: 2, outcome: 'recorded', claimed_until: null, parked_at: null });
    expect((await row(event.id)).processed_at).not.toBeNull();
    expect(await chargesSucceeded(bookingId)).toBe(1);
    expect(await paymentStatusOf(bookingId)).toBe('initial_completed');

    // A second sweep, and the provider's own redelivery, change nothing.
    const eventsBefore = (await collect(paymentStream(bookingId))).length;
    await later(10);
    expect(await inbox().sweep()).toEqual({ retried: 0, failed: 0, parked: 0 });
    expect(await inbox().receive(event.body, event.signature)).toBe('duplicate');
    expect((await collect(paymentStream(bookingId))).length).toBe(eventsBefore);
  }, 60_000);

  it('tries a failed event again once its retry time has come, not before', async () => {
    const { bookingId, event } = await bookAndAuthenticate('2026-11-25T15:00:00.000Z');
    await expect(inbox(failingCommands(real())).receive(event.body, event.signature)).rejects.toThrow('event store unreachable');
    expect(await row(event.id)).toMatchObject({ attempts: 1, processed_at: null, claimed_until: null, last_error: 'event store unreachable' });

    // However old the event, the sweep waits for its retry time (a minute after the first attempt).
    expect(await inbox().sweep({ staleAfterSeconds: 0 })).toEqual({ retried: 0, failed: 0, parked: 0 });
    await later(10);
    expect(await inbox().sweep()).toEqual({ retried: 1, failed: 0, parked: 0 });
    expect(await row(event.id)).toMatchObject({ attempts: 2, outcome: 'recorded', last_error: null, retry_at: null });
    expect(await chargesSucceeded(bookingId)).toBe(1);
    await later(10);
    expect(await inbox().sweep()).toEqual({ retried: 0, failed: 0, parked: 0 });
    expect(await chargesSucceeded(bookingId)).toBe(1);
  }, 60_000);

  it(`parks an event that fails ${WEBHOOK_MAX_ATTEMPTS} attempts, backing off between them; it is logged, shown to the admin, and a redelivery still acts on it`, async () => {
    const { bookingId, event } = await bookAndAuthenticate('2026-11-26T15:00:00.000Z');
    const errors: { message: string; fields: Record<string, unknown> }[] = [];
    const broken = inbox(failingCommands(real()), recordingLogger(errors));
    await expect(broken.receive(event.body, event.signature)).rejects.toThrow();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      const { retry_at: retryAt } = await row(event.id);
      waits.push(Math.round((retryAt!.getTime() - Date.now()) / 60_000));
      // A minute short of the retry time the sweep waits; past it, it tries (and fails) again.
      await later(waits.at(-1)! - 1);
      expect(await broken.sweep({ staleAfterSeconds: 0 })).toEqual({ retried: 0, failed: 0, parked: 0 });
      await later(2);
      expect(await broken.sweep({ staleAfterSeconds: 0 })).toEqual({ retried: 0, failed: 1, parked: attempt === WEBHOOK_MAX_ATTEMPTS ? 1 : 0 });
    }
    // Each wait doubles, up to an hour: the event never loops hot.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60].slice(0, WEBHOOK_MAX_ATTEMPTS - 1));
    expect(await row(event.id)).toMatchObject({ attempts: WEBHOOK_MAX_ATTEMPTS, processed_at: null, last_error: 'event store unreachable' });
    expect((await row(event.id)).parked_at).not.toBeNull();
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('parked'), fields: expect.objectContaining({ eventId: event.id }) })]);

    // Left parked: however long after, the sweep does not take it again.
    await later(24 * 60);
    expect(await inbox().sweep()).toEqual({ retried: 0, failed: 0, parked: 0 });
    const health = (await (await t.app.request('/api/health', { headers: admin })).json()) as { webhooks: { parked: number; waiting: number } };
    expect(health.webhooks).toEqual({ parked: 1, waiting: 0 });

    // The provider's resend (or an operator's, from its dashboard) acts on it, once.
    expect(await inbox().receive(event.body, event.signature)).toBe('recorded');
    expect(await chargesSucceeded(bookingId)).toBe(1);
    expect(await row(event.id)).toMatchObject({ parked_at: null, outcome: 'recorded' });
    const after = (await (await t.app.request('/api/health', { headers: admin })).json()) as { webhooks: { parked: number; waiting: number } };
    expect(after.webhooks).toEqual({ parked: 0, waiting: 0 });
  }, 60_000);

  it('parks an event whose every attempt crashed the process, rather than crash on it for ever', async () => {
    const { bookingId, event } = await bookAndAuthenticate('2026-11-27T15:00:00.000Z');
    const first = crashingCommands(real());
    void inbox(first.commands).receive(event.body, event.signature);
    await first.reached;
    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await later(90);
      const crash = crashingCommands(real());
      void inbox(crash.commands).sweep();
      await crash.reached;
    }
    expect(await row(event.id)).toMatchObject({ attempts: WEBHOOK_MAX_ATTEMPTS, parked_at: null });
    await later(90);
    const errors: { message: string; fields: Record<string, unknown> }[] = [];
    expect(await inbox(real(), recordingLogger(errors)).sweep()).toEqual({ retried: 0, failed: 0, parked: 1 });
    expect((await row(event.id)).parked_at).not.toBeNull();
    expect(errors).toEqual([expect.objectContaining({ fields: expect.objectContaining({ eventId: event.id, attempts: WEBHOOK_MAX_ATTEMPTS }) })]);
    expect(await chargesSucceeded(bookingId)).toBe(0);
  }, 60_000);

  it('is swept by the workers as soon as they start', async () => {
    const { bookingId, event } = await bookAndAuthenticate('2026-11-28T15:00:00.000Z');
    const crash = crashingCommands(real());
    void inbox(crash.commands).receive(event.body, event.signature);
    await crash.reached;
    // The process restarts ten minutes later: its workers sweep before the first minute's tick.
    await later(10);
    const stop = startWebhookSweep({ sql: t.sql, store: t.store, paymentGateway: provider, logger: quiet, testClock: null });
    try {
      await expect.poll(async () => (await row(event.id)).processed_at, { timeout: 10_000, interval: 50 }).not.toBeNull();
    } finally {
      await stop();
    }
    expect(await chargesSucceeded(bookingId)).toBe(1);
  }, 60_000);
});
