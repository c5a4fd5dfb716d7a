import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addProperty, signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { settleReactions } from './support/reactions';
import { createTestApp, json, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const at = (instant: string, hours: number) => new Date(Date.parse(instant) + hours * 3_600_000);

type Actor = { kind: 'system' } | { kind: 'user'; userId: string; name: string | null; role: string | null };
type AuditEvent = { id: string; revision: number; type: string; at: string; actor: Actor; correlationId: string | null; causationId: string | null; data: Record<string, unknown>; position: { commit: string; prepare: string } | null };
type Body = Record<string, unknown> & {
  code?: string; message?: string; kind?: string; events: AuditEvent[]; state: Record<string, unknown>; revision: number;
  streams: { streamId: string; kind: string; events: AuditEvent[] }[];
};

describe('the audit of any history (admin)', () => {
  let t: TestApp;
  let now = NOW;
  let admin: Party;
  let client: Party;
  let cleaner: Party & { slug: string };
  let bookingId: string;

  const call = async (path: string, headers: Record<string, string> = admin.headers) => {
    const response = await t.app.request(path, { headers });
    return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Body };
  };
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await t.app.request(path, json('POST', body, headers));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string } };
  };

  beforeAll(async () => {
    t = await createTestApp('admin_audit', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    const propertyId = await addProperty(t, client);
    admin = await signUpAdmin(t, 'admin@example.com', 'Alex Admin');

    // A booking requested, confirmed by the cleaner, then cancelled by the client 20 h before the start ($50 fee).
    const booked = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(booked.status).toBe(201);
    bookingId = booked.body.id;
    now = at(NOW.toISOString(), 1);
    expect((await post(`/api/bookings/${bookingId}/accept`, {}, cleaner.headers)).status).toBe(200);
    now = at(TUESDAY_10, -20);
    const cancelled = await post(`/api/bookings/${bookingId}/cancel`, { reason: 'schedule_conflict' }, client.headers);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellation: { feeCents: 5000 } });
    // The workers' reactions: the slot freed, the refund asked, the e-mails sent.
    await settleReactions(t, () => now);
    now = NOW;
  }, 90_000);
  afterAll(async () => t?.close());

  it("shows a booking's timeline in order, with who did what, when, and the correlations that tie it together", async () => {
    const { status, cache, body } = await call(`/api/admin/audit/streams/booking-${bookingId}`);
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body).toMatchObject({ streamId: `booking-${bookingId}`, kind: 'booking', nextRevision: null });
    const types = body.events.map((event) => event.type);
    expect(types.slice(0, 1)).toEqual(['BookingRequested']);
    expect(types).toContain('BookingDepositPaid');
    expect(types.slice(-2)).toEqual(['BookingAccepted', 'BookingCancelled']);
    expect(body.events.map((event) => event.revision)).toEqual(body.events.map((_, index) => index));
    const [requested] = body.events;
    const accepted = body.events.at(-2)!;
    const cancelled = body.events.at(-1)!;
    expect(requested!.actor).toEqual({ kind: 'user', userId: client.id, name: 'Camille Roy', role: 'client' });
    expect(accepted.actor).toEqual({ kind: 'user', userId: cleaner.id, name: 'Amélie M.', role: 'cleaner' });
    expect(accepted.at).toBe(at(NOW.toISOString(), 1).toISOString());
    expect(cancelled).toMatchObject({ at: at(TUESDAY_10, -20).toISOString(), data: { by: 'client', feeCents: 5000, reason: 'schedule_conflict' } });
    for (const event of body.events) expect(event.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    // Each request is its own correlation; the cancellation's refund in the payment stream carries the same one.
    expect(new Set([requested!.correlationId, accepted.correlationId, cancelled.correlationId]).size).toBe(3);
  });

  it('rebuilds the state at any point with the domain\'s own evolve: confirmed then, cancelled with the fee now', async () => {
    const timeline = (await call(`/api/admin/audit/streams/booking-${bookingId}`)).body.events;
    const acceptedAt = timeline.find((event) => event.type === 'BookingAccepted')!.revision;
    const then = await call(`/api/admin/audit/streams/booking-${bookingId}/state?revision=${acceptedAt}`);
    expect(then).toMatchObject({ status: 200, body: { kind: 'booking', revision: acceptedAt, state: { status: 'confirmed', cancellation: null } } });
    const current = await call(`/api/admin/audit/streams/booking-${bookingId}/state`);
    expect(current.body).toMatchObject({ revision: timeline.length - 1, state: { status: 'cancelled', cancellation: { by: 'client', feeCents: 5000 } } });
    const first = await call(`/api/admin/audit/streams/booking-${bookingId}/state?revision=0`);
    expect(first.body.state).toMatchObject({ status: 'pending', bookingId });
  });

  it('follows the booking to its payment, ledger postings, schedule and the cleaner\'s payout entries, joined by correlation', async () => {
    const { status, body } = await call(`/api/admin/audit/streams/booking-${bookingId}/related`);
    expect(status).toBe(200);
    const kinds = Object.fromEntries(body.streams.map((stream) => [stream.streamId, stream.kind]));
    expect(kinds).toMatchObject({ [`booking-${bookingId}`]: 'booking', [`payment-${bookingId}`]: 'payment', [`schedule-${cleaner.id}-2026-11-24`]: 'schedule' });
    const payment = body.streams.find((stream) => stream.kind === 'payment')!.events;
    expect(payment.map((event) => event.type)).toEqual(expect.arrayContaining(['PaymentOpened', 'ChargeSucceeded', 'LedgerPosted']));
    const schedule = body.streams.find((stream) => stream.kind === 'schedule')!.events;
    expect(schedule.map((event) => event.type)).toEqual(['SlotReserved', 'SlotReleased']);
    expect(schedule.every((event) => event.data.bookingId === bookingId)).toBe(true);
    // The booking request and the deposit it charged are one correlation across two streams.
    const booking = body.streams.find((stream) => stream.kind === 'booking')!.events;
    const request = booking[0]!;
    const cancellation = booking.find((event) => event.type === 'BookingCancelled')!;
    expect(payment.some((event) => event.correlationId === request.correlationId)).toBe(true);
    expect(schedule[0]!.correlationId).toBe(request.correlationId);
    // The slot freed by the system, in reaction to the cancellation: its correlation, the cancellation as its cause.
    expect(schedule[1]).toMatchObject({ actor: { kind: 'system' }, correlationId: cancellation.correlationId, causationId: cancellation.id });
    // The e-mails the notifications reactor sent about it, tied to the events that caused them.
    // Events carry their place in the log, so that one instant's events across streams keep the log's order.
    expect(payment.every((event) => /^\d+$/.test(event.position?.prepare ?? ''))).toBe(true);
    const mails = body.streams.find((stream) => stream.kind === 'notifications')!.events;
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.type === 'EmailSent' && typeof mail.data.template === 'string')).toBe(true);
    expect(mails.some((mail) => mail.causationId === cancellation.id && mail.correlationId === cancellation.correlationId)).toBe(true);
  });

  it("records that an admin opened a person's history, in the admin's name, and that record is itself viewable", async () => {
    expect((await call(`/api/admin/audit/streams/history-views-${cleaner.id}`)).status).toBe(404);
    // Opening a booking's history is not a person's: nothing recorded.
    await call(`/api/admin/audit/streams/booking-${bookingId}`);
    expect(await t.sql`select 1 from events where stream_id like 'history-views-%'`).toHaveLength(0);

    const opened = await call(`/api/admin/audit/streams/cleaner-${cleaner.id}`);
    expect(opened).toMatchObject({ status: 200, body: { kind: 'cleaner' } });
    expect(opened.body.events[0]).toMatchObject({ type: 'CleanerProfileStarted', revision: 0 });
    const views = await call(`/api/admin/audit/streams/history-views-${cleaner.id}`);
    expect(views.status).toBe(200);
    expect(views.body.events).toEqual([
      expect.objectContaining({
        type: 'PersonHistoryViewed',
        actor: { kind: 'user', userId: admin.id, name: 'Alex Admin', role: 'admin' },
        data: { subjectUserId: cleaner.id, streamId: `cleaner-${cleaner.id}`, viewedAt: NOW.toISOString() },
        correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    // Looking at who looked is not recorded again.
    expect((await call(`/api/admin/audit/streams/history-views-${cleaner.id}`)).body.events).toHaveLength(1);
    expect((await call(`/api/admin/audit/streams/history-views-${cleaner.id}/state`)).body.state).toMatchObject({ views: 1 });
  });

  it('is for admins only: 403 for a client or a cleaner, 401 signed out, and nothing recorded for them', async () => {
    for (const path of [`booking-${bookingId}`, `booking-${bookingId}/state?revision=0`, `booking-${bookingId}/related`, `payout-${cleaner.id}`]) {
      expect((await call(`/api/admin/audit/streams/${path}`, client.headers)).status, path).toBe(403);
      expect((await call(`/api/admin/audit/streams/${path}`, cleaner.headers)).status, path).toBe(403);
      expect((await call(`/api/admin/audit/streams/${path}`, {})).status, path).toBe(401);
    }
    expect(await t.sql`select 1 from events where stream_id = ${`history-views-${cleaner.id}`} and metadata->>'userId' <> ${admin.id}`).toHaveLength(0);
  });

  it('answers 404 for an unknown, empty or malformed stream, and for the state of a stream without a decider', async () => {
    const unknown = await call(`/api/admin/audit/streams/booking-${randomUUID()}`);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'audit.stream-not-found', message: "Cet historique n’existe pas ou ne contient aucun événement." } });
    const english = await call(`/api/admin/audit/streams/booking-${randomUUID()}/state`, { ...admin.headers, 'accept-language': 'en' });
    expect(english).toMatchObject({ status: 404, body: { code: 'audit.stream-not-found', message: 'This history does not exist or holds no events.' } });
    for (const bad of ['Booking-1', 'booking_1', 'x'.repeat(201), 'booking-%00', '%2e%2e']) {
      expect((await call(`/api/admin/audit/streams/${bad}`)).status, bad).toBe(404);
    }
    expect((await call(`/api/admin/audit/streams/booking-${randomUUID()}/related`)).status).toBe(404);
    const noState = await call(`/api/admin/audit/streams/other-thing/state`);
    expect(noState).toMatchObject({ status: 404, body: { code: 'audit.no-state' } });
  });

  it('answers 400 with a localized message for a revision that is not a non-negative integer or is past the end', async () => {
    const path = `/api/admin/audit/streams/booking-${bookingId}/state`;
    for (const bad of ['-1', '1.5', 'abc', '', '1e3']) {
      const answer = await call(`${path}?revision=${bad}`);
      expect(answer, bad).toMatchObject({ status: 400, body: { code: 'validation', message: 'La révision doit être un nombre entier positif ou nul.', issues: [{ field: 'revision' }] } });
    }
    const beyond = await call(`${path}?revision=999`, { ...admin.headers, 'accept-language': 'en' });
    expect(beyond).toMatchObject({ status: 400, body: { code: 'validation', message: "This revision is past the stream's last event." } });
    expect((await call(`/api/admin/audit/streams/booking-${bookingId}?fromRevision=x`)).status).toBe(400);
    const rest = await call(`/api/admin/audit/streams/booking-${bookingId}?fromRevision=2`);
    expect(rest.body.events[0]!.revision).toBe(2);
  });
});
