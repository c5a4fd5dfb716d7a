import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanerPayable, paymentTarget, SYSTEM_USER, type Posting } from '@weklean/domain';
import { createCommandHandler, createLogger } from '@weklean/platform';
import { bookings, cleanerDetails, createProjectionRunner, ledger, paymentDocuments, payouts } from '@weklean/projections';
import { runWeeklyPayouts } from '@weklean/workers';
import { addProperty, catchUp, signUpClient, signUpCleaner, signUpAdmin, type Party } from './support/bookings';
import { pdfText } from './support/pdf-text';
import { settleReactions } from './support/reactions';
import { json, openTestApp, type TestApp } from './support/test-app';
import { waitForProjection } from './support/wait-for-projection';
import { createTestDatabase } from '../../platform/test/support/test-database';

/** Sunday 22 November 2026, noon in Quebec. */
const NOW = new Date('2026-11-22T17:00:00.000Z');
/** Tuesday 24 and Thursday 26 November, 10:00 in Quebec. */
const TUESDAY_10 = '2026-11-24T15:00:00.000Z';
const THURSDAY_10 = '2026-11-26T15:00:00.000Z';
const at = (instant: string | Date, hours: number) => new Date(new Date(instant).getTime() + hours * 3_600_000);

type LedgerEvent = Posting & { bookingId: string; at: string };

/** The CSV as rows of cells: RFC 4180 quoting (an address holds commas), no line break inside a cell here. */
const csvRows = (text: string) =>
  text.replace(/^\uFEFF/, '').trim().split('\r\n')
    .map((line) => [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) => match[1]?.replaceAll('""', '"') ?? match[2] ?? ''));
const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);

describe('the year’s statements for taxes (GET /api/me/statements)', () => {
  let t: TestApp;
  let now = NOW;
  let client: Party;
  let cleaner: Party & { slug: string };
  let admin: Record<string, string>;
  let propertyId: string;
  const bookingIds: string[] = [];

  const call = (path: string, headers: Record<string, string>) => t.app.request(path, { headers });
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await t.app.request(path, json('POST', body, headers));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** The read models the statements read (bookings, receipts and invoices, ledger, payouts), caught up with the log. */
  const catchUpReadModels = async () => {
    await catchUp(t);
    const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [paymentDocuments, ledger, payouts, cleanerDetails], logger: createLogger({ level: 'error', json: true }) });
    runner.start();
    try {
      for (const projection of [bookings, paymentDocuments, ledger, payouts, cleanerDetails]) await waitForProjection(t.sql, projection);
    } finally {
      await runner.stop();
    }
  };
  /** A booking paid in full through the real commands: booked, accepted, done, its balance charged. */
  const completedBooking = async (startsAt: string, durationHours: number) => {
    now = at(startsAt, -72);
    const created = await post('/api/bookings', {
      cleanerSlug: cleaner.slug, propertyId, startsAt, durationHours, cleanerBringsSupplies: true,
      frequency: 'one-time', photosAllowed: false, hasPets: false, checklist: [], paymentMethodId: 'pm_card_visa',
    }, client.headers);
    expect(created, JSON.stringify(created.body)).toMatchObject({ status: 201 });
    const id = created.body.id as string;
    expect((await post(`/api/bookings/${id}/accept`, {}, cleaner.headers)).status).toBe(200);
    now = at(startsAt, -0.5);
    await post(`/api/bookings/${id}/punch-in`, { lat: 45.52, lng: -73.58 }, cleaner.headers);
    now = at(startsAt, durationHours);
    expect((await post(`/api/bookings/${id}/punch-out`, { lat: 45.52, lng: -73.58 }, cleaner.headers)).status).toBe(200);
    await createCommandHandler(t.store).execute(paymentTarget(id), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null }, { userId: SYSTEM_USER, now }, { commandId: `balance:${id}:1` });
    await settleReactions(t, () => now);
    return id;
  };
  /** The ledger replayed from the log: every posting of the bookings' payment streams, as the domain posted them. */
  const postingsOf = async (ids: readonly string[]) => {
    const postings: LedgerEvent[] = [];
    for (const id of ids) {
      for await (const event of t.store.readStream(`payment-${id}`)) if (event.type === 'LedgerPosted') postings.push(event.data as LedgerEvent);
    }
    return postings;
  };
  const sumLines = (postings: readonly LedgerEvent[], account: string, side: 'debit' | 'credit', phases: readonly string[] = ['single', 'post']) =>
    postings.filter((posting) => phases.includes(posting.phase) && posting.at.startsWith('2026-'))
      .flatMap((posting) => posting.lines).filter((line) => line.account === account && line.side === side)
      .reduce((total, line) => total + line.amountCents, 0);

  beforeAll(async () => {
    const database = await createTestDatabase('statements', { migrated: true });
    t = await openTestApp(database, { clock: () => now });
    client = await signUpClient(t, 'Jeanne Tremblay', 'jeanne@example.com');
    cleaner = await signUpCleaner(t, { name: 'Amélie M.', city: 'montreal', hourlyRateCents: 3000 }, 'amelie@example.com', NOW);
    propertyId = await addProperty(t, client);
    admin = (await signUpAdmin(t)).headers;
    // Registered for both taxes: the numbers are on her clients' statements.
    const declared = await t.app.request('/api/cleaners/me/business', json('PUT', { gstNumber: '123456789 RT 0001', qstNumber: '1234567890 tq 0001' }, cleaner.headers));
    expect(declared.status).toBeLessThan(300);
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists no year before anything is paid, and gives an empty statement for a past year', async () => {
    expect(await (await call('/api/me/statements', client.headers)).json()).toEqual({ years: [] });
    expect(await (await call('/api/me/statements', cleaner.headers)).json()).toEqual({ years: [] });
    const empty = await call('/api/me/statements/2025?format=csv', client.headers);
    expect(empty.status).toBe(200);
    expect(csvRows(await empty.text())).toHaveLength(2);
  });

  it('gives the client the cleanings paid that year, whose totals equal the ledger’s to the cent', async () => {
    bookingIds.push(await completedBooking(TUESDAY_10, 4), await completedBooking(THURSDAY_10, 5.5));
    await catchUpReadModels();
    expect(await (await call('/api/me/statements', client.headers)).json()).toEqual({ years: [2026] });

    const csv = await call('/api/me/statements/2026?format=csv', { ...client.headers, 'accept-language': 'en' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="weklean-statement-2026.csv"');
    const rows = csvRows(await csv.text());
    expect(rows[0]).toEqual(['Date of service', 'Paid on', 'Address', 'Cleaner', "Cleaner's GST no.", "Cleaner's QST no.", 'Hours', 'Before tax', 'GST', 'QST', 'Refunds', 'Net paid']);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 2)).toEqual(['2026-11-24', '2026-11-24']);
    expect(rows[2]![6]).toBe('5.5');
    expect(rows[1]!.slice(2, 6)).toEqual(['1234 rue Saint-Denis, Montréal, H2X 3K8', 'Amélie M.', '123456789RT0001', '1234567890TQ0001']);
    const total = rows[3]!;
    expect(total[0]).toBe('Total');
    expect(total[6]).toBe('9.5');

    // The same year replayed from the log: what the ledger posted for these bookings.
    const postings = await postingsOf(bookingIds);
    const gst = sumLines(postings, 'gst_payable', 'credit');
    const qst = sumLines(postings, 'qst_payable', 'credit');
    const finalPrices = sumLines(postings, 'client_funds_held', 'debit', ['post']);
    const charged = sumLines(postings, 'cash', 'debit');
    const refunded = sumLines(postings, 'cash', 'credit');
    expect(gst).toBeGreaterThan(0);
    expect({ beforeTax: cents(total[7]), gst: cents(total[8]), qst: cents(total[9]), refunds: cents(total[10]), net: cents(total[11]) })
      .toEqual({ beforeTax: finalPrices - gst - qst, gst, qst, refunds: refunded, net: charged - refunded });
    // Each line adds up: before tax + GST + QST − refunds = net paid, for a booking paid in full.
    for (const row of rows.slice(1, 3)) expect(cents(row[7]) + cents(row[8]) + cents(row[9]) - cents(row[10])).toBe(cents(row[11]));
  }, 120_000);

  it('gives the client a PDF in their language (French by default)', async () => {
    const french = await call('/api/me/statements/2026', client.headers);
    expect(french.status).toBe(200);
    expect(french.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await french.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Relevé des ménages payés en 2026');
    expect(text).toContain('Jeanne Tremblay');
    expect(text).toContain('1234 rue Saint-Denis');
    const english = await pdfText(Buffer.from(await (await call('/api/me/statements/2026', { ...client.headers, 'accept-language': 'en-CA' })).arrayBuffer()));
    expect(english).toContain('Statement of cleanings paid in 2026');
  });

  it('gives the cleaner their earnings by month, whose net equals what the ledger owes them', async () => {
    expect(await (await call('/api/me/statements', cleaner.headers)).json()).toEqual({ years: [2026] });
    const csv = await call('/api/me/statements/2026?format=csv', { ...cleaner.headers, 'accept-language': 'en' });
    expect(csv.status).toBe(200);
    const rows = csvRows(await csv.text());
    expect(rows[0]).toEqual(['Month', 'Gross', 'Platform fees', 'Refunds', 'Net earned', 'Instant payout fees', 'Net paid out']);
    expect(rows.map((row) => row[0])).toEqual(['Month', 'November', 'Total']);
    const total = rows.at(-1)!;
    const postings = await postingsOf(bookingIds);
    const owed = sumLines(postings, cleanerPayable(cleaner.id), 'credit');
    const fees = sumLines(postings, 'platform_fee_income', 'credit');
    expect({ gross: cents(total[1]), fees: cents(total[2]), net: cents(total[4]) }).toEqual({ gross: owed + fees, fees, net: owed });
    const pdf = await call('/api/me/statements/2026', cleaner.headers);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Relevé des revenus 2026');
  });

  it('counts the Friday payout that reached the bank in the month it was paid, as the payout stream has it', async () => {
    await post('/api/payouts/account', {}, cleaner.headers);
    await post('/api/payouts/account/simulated-onboarding', { legalName: 'Amélie Martin', institutionNumber: '001', transitNumber: '12345', accountNumber: '000123456789' }, cleaner.headers);
    await settleReactions(t, () => now);
    now = new Date('2026-12-04T14:00:00.000Z'); // Friday 4 December, 09:00 in Quebec: pays 2026-W48
    await catchUpReadModels();
    expect((await runWeeklyPayouts({ sql: t.sql, commands: createCommandHandler(t.store), logger: createLogger({ level: 'error', json: true }) }, now)).payouts).toBe(1);
    await settleReactions(t, () => now);
    await catchUpReadModels();
    const rows = csvRows(await (await call('/api/me/statements/2026?format=csv', { ...cleaner.headers, 'accept-language': 'en' })).text());
    expect(rows.map((row) => row[0])).toEqual(['Month', 'November', 'December', 'Total']);
    const paid = new Map<string, number>();
    for await (const event of t.store.readStream(`payout-${cleaner.id}`)) {
      const data = event.data as { payoutId: string; amountCents?: number; status?: string };
      if (event.type === 'PayoutCreated') paid.set(data.payoutId, data.amountCents ?? 0);
      if (event.type === 'PayoutStatusChanged' && data.status === 'failed') paid.delete(data.payoutId);
    }
    const paidOut = [...paid.values()].reduce((total, amount) => total + amount, 0);
    expect(paidOut).toBeGreaterThan(0);
    expect(cents(rows[2]![6])).toBe(paidOut);
    expect(cents(rows[3]![6])).toBe(paidOut);
    // Everything earned in November went out in that payout.
    expect(cents(rows[3]![4])).toBe(paidOut);
  }, 120_000);

  it.each(['abc', '202', '20260', '2019', '2027', '0x7e6', '2026.0'])('refuses the year %s with a 400 and a localized message', async (year) => {
    const response = await call(`/api/me/statements/${year}`, client.headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'statement.invalid-year', message: 'L’année doit compter quatre chiffres, de 2020 à l’année en cours.' });
  });

  it('refuses a format other than pdf or csv with a 400', async () => {
    const response = await call('/api/me/statements/2026?format=xls', client.headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation');
  });

  it('answers 401 signed out, 403 to an admin and to an account without a role', async () => {
    expect((await t.app.request('/api/me/statements/2026')).status).toBe(401);
    expect((await call('/api/me/statements/2026', admin)).status).toBe(403);
    expect((await call('/api/me/statements', admin)).status).toBe(403);
    const signup = await t.app.request('/api/auth/signup', json('POST', { name: 'Sans Rôle', email: 'sans-role@example.com', password: 'un-mot-de-passe' }));
    const noRole = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
    const refused = await call('/api/me/statements/2026', noRole);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('auth.forbidden');
  });
});
