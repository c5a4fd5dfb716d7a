import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTarget, SYSTEM_USER } from '@weklean/domain';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { bookings, createProjectionRunner, paymentDocuments } from '@weklean/projections';
import { addProperty, signUpClient, signUpCleaner, type Party } from './support/bookings';
import { settleReactions } from './support/reactions';
import { pdfText } from './support/pdf-text';
import { createTestApp, json, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';

const NOW = new Date('2026-11-22T17:00:00.000Z');
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';

type Receipt = { number: string; kind: string; subject: string; amount: number | null; url: string };
type Details = { price: { deposit: number; balance: number; finalPrice: number }; payment: { status: string; receipts: Receipt[] } };

describe('receipts and the invoice', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let bookingId: string;

  const details = async (headers = client.headers) => (await (await t.app.request(`/api/bookings/${bookingId}`, { headers })).json()) as Details;
  const projectDocuments = async () => {
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [bookings, paymentDocuments], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      await waitForProjection(t.sql, paymentDocuments);
    } finally {
      await runner.stop();
    }
  };

  beforeAll(async () => {
    t = await createTestApp('payment_documents', { clock: () => now });
    client = await signUpClient(t, 'Nguyễn Thị Hương', 'camille@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    const propertyId = await addProperty(t, client);
    const created = await t.app.request('/api/bookings', json('POST', {
      cleanerSlug: cleaner.slug, propertyId, startsAt: TUESDAY_10, durationHours: 4, cleanerBringsSupplies: true,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers));
    bookingId = ((await created.json()) as { id: string }).id;
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives a numbered receipt for the deposit, in the person’s language; no invoice before the final payment', async () => {
    await projectDocuments();
    const { price, payment } = await details();
    expect(payment.receipts).toEqual([
      expect.objectContaining({ number: 'R-2026-000001', kind: 'receipt', subject: 'deposit', amount: price.deposit, url: `/api/bookings/${bookingId}/documents/R-2026-000001` }),
    ]);
    const pdf = await t.app.request(payment.receipts[0]!.url, { headers: client.headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The client's name as written, read back from the PDF (names in every script: pdf-names.unit.test.ts).
    expect(await pdfText(bytes)).toContain('Nguyễn Thị Hương');
    const english = await t.app.request(payment.receipts[0]!.url, { headers: { ...client.headers, 'accept-language': 'en' } });
    expect(english.status).toBe(200);
    // The cleaner and strangers see no receipt of the client's.
    expect((await details(cleaner.headers)).payment.receipts).toEqual([]);
    expect((await t.app.request(payment.receipts[0]!.url, { headers: cleaner.headers })).status).toBe(404);
    const early = await t.app.request(`/api/bookings/${bookingId}/documents/F-2026-000001`, { headers: client.headers });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe('La facture est disponible seulement après le paiement final.');
  });

  it('numbers the balance’s receipt and the invoice once the service is done and paid', async () => {
    await t.app.request(`/api/bookings/${bookingId}/accept`, json('POST', {}, cleaner.headers));
    now = new Date(Date.parse(TUESDAY_10) - 10 * 60_000);
    await t.app.request(`/api/bookings/${bookingId}/punch-in`, json('POST', { lat: 45.52, lng: -73.58 }, cleaner.headers));
    now = new Date(Date.parse(TUESDAY_10) + 4 * 3_600_000);
    const done = await t.app.request(`/api/bookings/${bookingId}/punch-out`, json('POST', { lat: 45.52, lng: -73.58 }, cleaner.headers));
    expect(done.status).toBe(200);
    // The charge-balance timer's command (its firing is covered in workers/test).
    await createCommandHandler(t.store).execute(paymentTarget(bookingId), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null },
      { userId: SYSTEM_USER, now }, { commandId: `balance:${bookingId}:1` });
    await settleReactions(t);
    await projectDocuments();
    const { price, payment } = await details();
    expect(payment.status).toBe('fully_paid');
    expect(payment.receipts.map((r) => [r.number, r.subject, r.amount])).toEqual([
      ['R-2026-000001', 'deposit', price.deposit],
      ['R-2026-000002', 'balance', price.balance],
      ['F-2026-000001', 'invoice', null],
    ]);
    const invoice = await t.app.request(`/api/bookings/${bookingId}/documents/F-2026-000001`, { headers: client.headers });
    expect(invoice.status).toBe(200);
    expect(Buffer.from(await invoice.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says "Trop de demandes…" with the seconds to wait when documents are asked for too often', async () => {
    const url = `/api/bookings/${bookingId}/documents/R-2026-000001`;
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await t.app.request(url, { headers: client.headers }));
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused).toBeDefined();
    const seconds = Number(refused!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(((await refused!.json()) as { message: string }).message).toBe(`Trop de demandes. Veuillez réessayer dans ${seconds} secondes.`);
  });
});
