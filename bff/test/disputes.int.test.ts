import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres, LIVE_CHANNEL, paymentTarget, SYSTEM_USER, type LivePublication } from '@weklean/domain';
import { createCommandHandler } from '@weklean/platform';
import { addProperty, jpeg, signUpAdmin, signUpClient, signUpCleaner, catchUp, type Party } from './support/bookings';
import { createTestApp, json, ORIGIN, type TestApp } from './support/test-app';
import { fireDueTimers, settleReactions, timerDueAt } from './support/reactions';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const hours = (from: string | Date, count: number) => new Date(new Date(from).getTime() + count * 3_600_000);
/** Where the cleaner punches: a little way from the home (the offline geocoder placed it). */
const PUNCH = { lat: 45.52, lng: -73.58 };

type Body = Record<string, unknown> & { code?: string; message?: string };
type View = { id: string; bookingId: string; status: string; side: string; openedBy: { id: string; name: string }; answer: { text: string } | null; decision: unknown; respondBy: string; photoUrls: string[] };

describe('disputes over completed bookings through the API', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let stranger: Party;
  let admin: Party;
  let propertyId: string;
  let first: string;
  let second: string;
  let third: string;
  let firstPhotos: string[] = [];

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await t.app.request(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const get = (path: string, party: Party, language = 'fr') => call(path, { headers: { ...party.headers, 'accept-language': language } });
  const post = (path: string, body: unknown, party: Party, language = 'fr') => call(path, json('POST', body, { ...party.headers, 'accept-language': language }));
  /** A booking on `startsAt`, accepted, punched in and out: completed (with a before and an after photo when `photos`). */
  const complete = async (startsAt: Date, photos = false) => {
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: startsAt.toISOString(), durationHours: 4, cleanerBringsSupplies: false,
      frequency: 'one-time', photosAllowed: photos, hasPets: false, checklist: photos ? [{ category: 'kitchen', task: 'Nettoyer le four' }] : [], paymentMethodId: 'pm_card_visa',
    }, client);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner)).status).toBe(200);
    now = hours(startsAt, -0.25);
    const started = await post(`/api/bookings/${id}/punch-in`, PUNCH, cleaner);
    expect(started.status).toBe(200);
    if (photos) {
      for (const task of started.body.checklist as { id: string }[]) expect((await post(`/api/bookings/${id}/checklist/${task.id}`, { done: true }, cleaner)).status).toBe(200);
      const image = await jpeg();
      for (const phase of ['before', 'after']) {
        const form = new FormData();
        form.set('phase', phase);
        form.set('file', new Blob([new Uint8Array(image)]), `${phase}.jpg`);
        const upload = await t.app.request(`/api/bookings/${id}/photos`, { method: 'POST', body: form, headers: { origin: ORIGIN, ...cleaner.headers } });
        expect(upload.status).toBe(201);
      }
    }
    now = hours(startsAt, 4);
    const out = await post(`/api/bookings/${id}/punch-out`, PUNCH, cleaner);
    expect(out.body).toMatchObject({ status: 'completed' });
    return { id, photoIds: ((out.body.photos ?? []) as { id: string }[]).map((photo) => photo.id) };
  };

  beforeAll(async () => {
    t = await createTestApp('disputes', { clock: () => now });
    client = await signUpClient(t, 'Camille Roy', 'camille@example.com');
    stranger = await signUpClient(t, 'Inconnu', 'stranger@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    admin = await signUpAdmin(t);
    propertyId = await addProperty(t, client);
    ({ id: first, photoIds: firstPhotos } = await complete(new Date(TUESDAY_10), true));
    ({ id: second } = await complete(hours(TUESDAY_10, 48)));
    ({ id: third } = await complete(hours(TUESDAY_10, 72)));
    // The balances are charged, a message and a review are written: the evidence file shows them.
    await settleReactions(t, () => now);
    expect((await post(`/api/conversations/${first}/messages`, { text: 'Le four est encore sale.' }, client)).status).toBe(201);
    expect((await post(`/api/bookings/${first}/reviews`, { ratings: { cleanliness: 2, quality: 2, reliability: 3, punctuality: 4, communication: 3, professionalism: 3, overall: 2 }, comment: 'Décevant.' }, client)).status).toBe(201);
    await catchUp(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it("opens the client's dispute on a completed booking, one per booking, for its two people only", async () => {
    now = hours(TUESDAY_10, 30);
    const bad = await post(`/api/bookings/${first}/disputes`, { reason: 'bad', description: 'x' }, client);
    expect(bad.status).toBe(400);
    expect((await post(`/api/bookings/${first}/disputes`, { reason: 'poor_quality', description: '' }, client)).status).toBe(400);
    expect((await post(`/api/bookings/${first}/disputes`, { reason: 'poor_quality', description: 'Four sale', photoIds: ['nope'] }, client)).body).toMatchObject({ code: 'dispute.photos-invalid' });
    expect((await post(`/api/bookings/${first}/disputes`, { reason: 'poor_quality', description: 'Four sale' }, stranger)).status).toBe(404);
    expect((await get(`/api/bookings/${first}/disputes`, stranger)).status).toBe(404);

    const opened = await post(`/api/bookings/${first}/disputes`, { reason: 'poor_quality', description: '  Le four est resté sale.  ', photoIds: [firstPhotos[1]], amountCents: 5000 }, client);
    expect(opened).toMatchObject({ status: 201, body: { id: first, status: 'open' } });
    const again = await post(`/api/bookings/${first}/disputes`, { reason: 'other', description: 'Encore' }, client);
    expect(again).toMatchObject({ status: 409, body: { code: 'dispute.exists', message: 'Un litige est déjà ouvert pour ce ménage.' } });
    const english = await post(`/api/bookings/${first}/disputes`, { reason: 'damage', description: 'Scratched floor' }, cleaner, 'en');
    expect(english).toMatchObject({ status: 409, body: { code: 'dispute.exists', message: 'A dispute is already open for this cleaning.' } });

    // Read right after: the read model already holds it (read-your-writes).
    const seen = await get(`/api/bookings/${first}/disputes`, cleaner);
    const [view] = seen.body.disputes as View[];
    expect(view).toMatchObject({
      id: first, bookingId: first, status: 'open', side: 'client', openedBy: { id: client.id, name: 'Camille Roy' }, reason: 'poor_quality',
      description: 'Le four est resté sale.', amountCents: 5000, answer: null, decision: null, respondBy: hours(TUESDAY_10, 30 + 72).toISOString(),
      photoUrls: [`/api/bookings/${first}/photos/${firstPhotos[1]}`],
    });
  });

  it('takes one answer from the other side, never from the one who opened it', async () => {
    now = hours(TUESDAY_10, 40);
    const own = await post(`/api/disputes/${first}/answer`, { text: 'Moi aussi' }, client);
    expect(own).toMatchObject({ status: 403, body: { code: 'dispute.opener-cannot-answer' } });
    expect((await post(`/api/disputes/${first}/answer`, { text: 'Moi' }, stranger)).status).toBe(404);
    expect((await post(`/api/disputes/${first}/answer`, { text: '' }, cleaner)).status).toBe(400);
    const answered = await post(`/api/disputes/${first}/answer`, { text: 'Le four était déjà abîmé, voir la photo avant.' }, cleaner);
    expect(answered).toMatchObject({ status: 200, body: { id: first, status: 'answered', answer: { text: 'Le four était déjà abîmé, voir la photo avant.', at: now.toISOString() } } });
    const twice = await post(`/api/disputes/${first}/answer`, { text: 'Encore' }, cleaner, 'en');
    expect(twice).toMatchObject({ status: 409, body: { code: 'dispute.answer-closed', message: 'This dispute can no longer be answered (72 hours after it was opened, or already answered).' } });
  });

  it("takes the cleaner's reasons from the cleaner, and marks it uncontested when the 72 hours pass without an answer", async () => {
    now = hours(TUESDAY_10, 60);
    const wrong = await post(`/api/bookings/${second}/disputes`, { reason: 'not_done', description: 'x' }, cleaner);
    expect(wrong).toMatchObject({ status: 400, body: { code: 'dispute.reason-invalid', message: 'Choisissez l’un des motifs proposés.' } });
    const opened = await post(`/api/bookings/${second}/disputes`, { reason: 'unpaid_balance', description: 'Le solde n’a pas été payé.' }, cleaner);
    expect(opened).toMatchObject({ status: 201, body: { id: second, status: 'open' } });
    const published: LivePublication[] = [];
    const unsubscribe = await t.bus.subscribe(LIVE_CHANNEL, (message) => void published.push(message as LivePublication));
    try {
      await settleReactions(t, () => now);
    } finally {
      await unsubscribe();
    }
    // The open screens are told: the client of this opening; the cleaner of the first's opening, the client of its answer.
    const frames = published.filter((publication) => publication.message.type === 'DISPUTE_UPDATED').map(({ userIds, message }) => ({ userIds, message }));
    expect(frames).toEqual([
      { userIds: [cleaner.id], message: { type: 'DISPUTE_UPDATED', disputeId: first, bookingId: first, status: 'open' } },
      { userIds: [client.id], message: { type: 'DISPUTE_UPDATED', disputeId: first, bookingId: first, status: 'answered' } },
      { userIds: [client.id], message: { type: 'DISPUTE_UPDATED', disputeId: second, bookingId: second, status: 'open' } },
    ]);
    // The other side is told by e-mail, in their language: of each opening, and the opener of the answer.
    const subjects = async (email: string) => (await t.sql<{ subject: string }[]>`select subject from dev_mailbox where to_address = ${email} and subject like '%litige%' or to_address = ${email} and subject like '%problème%' order by id`).map((row) => row.subject);
    expect(await subjects('camille@example.com')).toEqual(['Amélie M. a répondu à votre litige', 'Amélie M. a signalé un problème avec un ménage']);
    expect(await subjects('amelie@example.com')).toEqual(['Camille Roy a signalé un problème avec un ménage']);
    const respondBy = hours(TUESDAY_10, 60 + 72).toISOString();
    expect(await timerDueAt(t, `dispute-uncontested:${second}`)).toBe(respondBy);
    now = hours(respondBy, 1);
    await t.sql`update pgboss.job set start_after = now() where data ->> 'commandId' = ${`dispute-uncontested:${second}`}`;
    await fireDueTimers(t, now);
    const [view] = (await get(`/api/bookings/${second}/disputes`, client)).body.disputes as View[];
    expect(view).toMatchObject({ status: 'uncontested', side: 'cleaner', openedBy: { id: cleaner.id }, answer: null });
    expect(await post(`/api/disputes/${second}/answer`, { text: 'Trop tard' }, client)).toMatchObject({ status: 409, body: { code: 'dispute.answer-closed' } });
  });

  it('refuses a dispute 7 days after the service', async () => {
    now = hours(TUESDAY_10, 72 + 4 + 7 * 24);
    const late = await post(`/api/bookings/${third}/disputes`, { reason: 'not_done', description: 'Rien fait' }, client);
    expect(late).toMatchObject({ status: 409, body: { code: 'dispute.window-closed' } });
    const english = await post(`/api/bookings/${third}/disputes`, { reason: 'not_done', description: 'Nothing done' }, client, 'en');
    expect(english.body.message).toBe('The time to report a problem with this cleaning is over (7 days after the cleaning).');
  });

  it('lists disputes by age for admins only', async () => {
    expect((await get('/api/admin/disputes', client)).status).toBe(403);
    const all = await get('/api/admin/disputes', admin);
    expect(all).toMatchObject({
      status: 200,
      body: {
        disputes: [
          { id: first, bookingId: first, status: 'answered', side: 'client', reason: 'poor_quality', amountCents: 5000, client: { id: client.id, name: 'Camille Roy' }, cleaner: { id: cleaner.id, name: 'Amélie M.' } },
          { id: second, status: 'uncontested', side: 'cleaner', reason: 'unpaid_balance', amountCents: null },
        ],
      },
    });
    expect(((await get('/api/admin/disputes?status=uncontested', admin)).body.disputes as View[]).map((row) => row.id)).toEqual([second]);
    expect((await get('/api/admin/disputes?status=nope', admin)).status).toBe(400);
    // `?after=<position>` (after a command's 202): a position already reached answers at once; a malformed one is a 400.
    expect((await get('/api/admin/disputes?status=uncontested&after=0.0', admin)).body).toEqual((await get('/api/admin/disputes?status=uncontested', admin)).body);
    expect(await get(`/api/admin/disputes/${first}?after=0.0`, admin)).toMatchObject({ status: 200, body: { dispute: { id: first } } });
    expect(await get(`/api/bookings/${first}/disputes?after=0.0`, client)).toMatchObject({ status: 200, body: { disputes: [{ id: first }] } });
    for (const path of [`/api/admin/disputes?after=1;drop`, `/api/admin/disputes/${first}?after=x`]) {
      const refused = await get(path, admin, 'en');
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('This log position is not valid');
    }
    expect((await get(`/api/bookings/${first}/disputes?after=x`, client)).status).toBe(400);
  });

  it("puts a person's disputes in their data download, as their booking's page shows them, and nobody else's", async () => {
    const disputesIn = async (party: Party) => ((await get('/api/me/data', party)).body as { disputes: View[] }).disputes;
    const ofBookings = [...((await get(`/api/bookings/${first}/disputes`, client)).body.disputes as View[]), ...((await get(`/api/bookings/${second}/disputes`, client)).body.disputes as View[])];
    expect(await disputesIn(client)).toEqual(ofBookings);
    expect((await disputesIn(cleaner)).map((dispute) => [dispute.id, dispute.status])).toEqual([[first, 'answered'], [second, 'uncontested']]);
    expect(await disputesIn(stranger)).toEqual([]);
  });

  it('assembles the evidence file from the streams: timeline with punch distances, conversation, payments, reviews, past disputes', async () => {
    const property = await get(`/api/properties/${propertyId}`, client);
    const home = property.body.address as { lat: number; lng: number };
    const file = await get(`/api/admin/disputes/${first}`, admin);
    expect(file.status).toBe(200);
    const body = file.body as unknown as {
      dispute: View; booking: Record<string, unknown>; timeline: { type: string; by: { id: string } | null; details: Record<string, unknown> }[];
      conversation: unknown[]; payments: { chargedCents: number; refundedCents: number; refundableCents: number; lines: { kind: string; status: string }[] }; reviews: unknown[];
      pastDisputes: { client: { id: string }[]; cleaner: { id: string }[] };
    };
    expect(body.dispute).toMatchObject({ id: first, status: 'answered', photoUrls: [`/api/admin/disputes/${first}/photos/${firstPhotos[1]}`] });
    expect(body.booking).toMatchObject({ id: first, status: 'completed', startsAt: TUESDAY_10, durationHours: 4, client: { id: client.id, name: 'Camille Roy' }, cleaner: { id: cleaner.id }, address: { city: 'Montréal' } });
    const types = body.timeline.map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['requested', 'accepted', 'punched-in', 'checklist-task-done', 'photo-added', 'punched-out', 'completed', 'DisputeOpened', 'DisputeAnswered']));
    const metres = distanceMetres(PUNCH, home);
    expect(body.timeline.find((entry) => entry.type === 'punched-in')).toMatchObject({ by: { id: cleaner.id }, details: { distanceMetres: metres, lat: PUNCH.lat, lng: PUNCH.lng } });
    expect(body.timeline.find((entry) => entry.type === 'punched-out')?.details.distanceMetres).toBe(metres);
    const photo = body.timeline.find((entry) => entry.type === 'photo-added' && entry.details.phase === 'after');
    expect((await t.app.request(String(photo?.details.url), { headers: admin.headers })).status).toBe(200);
    expect((await t.app.request(String(photo?.details.url), { headers: client.headers })).status).toBe(403);
    expect(body.conversation).toMatchObject([{ fromId: client.id, fromName: 'Camille Roy', text: 'Le four est encore sale.' }]);
    // The deposit (half the price) is charged at the request; the balance is not yet due in this test's time.
    const deposit = body.payments.lines.find((line) => line.kind === 'deposit');
    expect(deposit).toMatchObject({ status: 'succeeded', at: expect.any(String) });
    expect(body.payments.chargedCents).toBe((deposit as unknown as { amountCents: number }).amountCents);
    expect(body.payments.chargedCents).toBeGreaterThan(0);
    expect(body.payments).toMatchObject({ refundedCents: 0, refundableCents: body.payments.chargedCents });
    expect(body.reviews).toMatchObject([{ byId: client.id, rating: 2, text: 'Décevant.' }]);
    expect(body.pastDisputes).toEqual({ client: [expect.objectContaining({ id: second })], cleaner: [expect.objectContaining({ id: second })] });
    expect((await get(`/api/admin/disputes/${first}`, cleaner)).status).toBe(403);
  });

  it('takes one decision from an admin: the amount capped at what the client paid', async () => {
    // Not paid in full yet (the balance is charged below): a refund after the service waits for it.
    const early = await post(`/api/admin/disputes/${first}/decision`, { decision: 'refund', amountCents: 1000, reason: 'Four sale' }, admin);
    expect(early).toMatchObject({ status: 409, body: { code: 'payment.refund-before-paid' } });
    await createCommandHandler(t.store).execute(paymentTarget(first), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null }, { userId: SYSTEM_USER, now }, { commandId: `balance:${first}:1` });
    await settleReactions(t, () => now);
    const refundable = ((await get(`/api/admin/disputes/${first}`, admin)).body.payments as { refundableCents: number }).refundableCents;
    const tooMuch = await post(`/api/admin/disputes/${first}/decision`, { decision: 'refund', amountCents: refundable + 1, reason: 'Four sale' }, admin);
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'dispute.invalid-amount' } });
    expect((await post(`/api/admin/disputes/${first}/decision`, { decision: 'refund', amountCents: 12.5, reason: 'Four sale' }, admin)).body).toMatchObject({ code: 'dispute.invalid-amount' });
    expect((await post(`/api/admin/disputes/${first}/decision`, { decision: 'refund', amountCents: 2500, reason: 'x' }, client)).status).toBe(403);
    const refund = await post(`/api/admin/disputes/${first}/decision`, { decision: 'refund', amountCents: 2500, reason: 'La photo après montre le four sale.' }, admin);
    expect(refund).toMatchObject({ status: 200, body: { id: first, status: 'decided', decision: { decision: 'refund', amountCents: 2500, reason: 'La photo après montre le four sale.' } } });
    const again = await post(`/api/admin/disputes/${first}/decision`, { decision: 'reject', reason: 'Non' }, admin, 'en');
    expect(again).toMatchObject({ status: 409, body: { code: 'dispute.already-decided', message: 'This dispute has already been decided.' } });
    const reject = await post(`/api/admin/disputes/${second}/decision`, { decision: 'reject', reason: 'Le solde a été payé.' }, admin);
    expect(reject).toMatchObject({ status: 200, body: { id: second, status: 'decided', decision: { decision: 'reject', amountCents: null } } });
    // Both people see the decision with its reason.
    const [seen] = (await get(`/api/bookings/${first}/disputes`, cleaner)).body.disputes as View[];
    expect(seen).toMatchObject({ status: 'decided', decision: { decision: 'refund', amountCents: 2500, reason: 'La photo après montre le four sale.' } });
  });

  it('keeps one dispute when both sides open theirs at the same moment', async () => {
    const startsAt = hours(now, 72);
    const { id } = await complete(startsAt);
    now = hours(startsAt, 5);
    const [byClient, byCleaner] = await Promise.all([
      post(`/api/bookings/${id}/disputes`, { reason: 'not_done', description: 'Rien fait' }, client),
      post(`/api/bookings/${id}/disputes`, { reason: 'unpaid_balance', description: 'Solde impayé' }, cleaner),
    ]);
    expect([byClient.status, byCleaner.status].sort()).toEqual([201, 409]);
    expect([byClient, byCleaner].find((answer) => answer.status === 409)?.body.code).toBe('dispute.exists');
    expect((await get(`/api/bookings/${id}/disputes`, client)).body.disputes).toHaveLength(1);
  });

  it('shows the dispute stream in the admin audit, with its booking', async () => {
    const audit = await get(`/api/admin/audit/streams/dispute-${first}`, admin);
    expect(audit).toMatchObject({ status: 200, body: { kind: 'dispute' } });
    expect((audit.body.events as { type: string }[]).map((event) => event.type)).toEqual(['DisputeOpened', 'DisputeAnswered', 'DisputeDecided']);
    const related = await get(`/api/admin/audit/streams/booking-${first}/related`, admin);
    expect((related.body.streams as { streamId: string }[]).map((stream) => stream.streamId)).toContain(`dispute-${first}`);
  });
});
