// The ledger's and payouts' batches (issue 34): a page of events in a few multi-row statements instead of one to four
// statements an event, which spent most of their time on round trips (bench/RESULTS.md). Each leaves exactly the rows
// that `apply` on each event in turn leaves (finance-batch.int.test.ts compares both, table by table).
import { PAYOUT_STATUSES, payoutWeekOf, quebecDateOf, type RecordedEvent } from '@weklean/domain';
import type { Tx } from '@weklean/platform';
import { instant, integer, NotBatchable, oneOf, text, textOrNull, texts, uuid } from './well-formed';

/** The ledger lines of a `LedgerPosted` event, as `apply` writes them. */
export const ledgerLines = (recorded: RecordedEvent) => {
  const posting = recorded.data as { postingId: string; phase: string; pendingId: string | null; bookingId?: string | null; at: string; lines: readonly { account: string; side: string; amountCents: number }[] };
  return posting.lines.map((line, index) => ({
    posting_id: posting.postingId,
    line_no: index,
    stream_id: recorded.streamId,
    account: line.account,
    side: line.side,
    amount_cents: line.amountCents,
    phase: posting.phase,
    pending_id: posting.pendingId,
    booking_id: posting.bookingId ?? null,
    posted_at: posting.at,
    event_id: recorded.id,
  }));
};

const checkPosting = (recorded: RecordedEvent) => {
  const posting = recorded.data as Record<string, unknown>;
  text(posting.postingId, 'postingId');
  oneOf(posting.phase, ['single', 'pending', 'post', 'void'], 'phase');
  textOrNull(posting.pendingId, 'pendingId');
  if (posting.bookingId !== undefined) textOrNull(posting.bookingId, 'bookingId');
  instant(posting.at, 'at');
  if (!Array.isArray(posting.lines)) throw new NotBatchable('not batchable: lines');
  for (const line of posting.lines as Record<string, unknown>[]) {
    text(line.account, 'account');
    oneOf(line.side, ['debit', 'credit'], 'side');
    integer(line.amountCents, 'amountCents', 1);
  }
};

/**
 * Every line of the page in one insert, in log order: `on conflict do nothing` keeps the first of a posting written
 * twice, within the statement as across statements, as the event-by-event inserts do.
 */
export async function applyLedgerBatch(tx: Tx, events: readonly RecordedEvent[]) {
  for (const event of events) checkPosting(event);
  const lines = events.flatMap(ledgerLines);
  if (lines.length === 0) return;
  await tx`
    insert into ledger_lines select * from json_populate_recordset(null::ledger_lines, ${JSON.stringify(lines)}::text::json)
    on conflict (posting_id, line_no) do nothing`;
}

type Row = Record<string, unknown>;
// The rows go to PostgreSQL as one JSON text (`::text::json`: postgres.js would quote a string sent as json once more)
// read back by the table's own row type, so the statement is the same whatever the number of rows.

/** A table's rows of the page, by key: read once, changed in memory in log order, written back once. */
class Rows<K> {
  readonly byKey = new Map<K, Row>();
  readonly changed = new Set<K>();
  get(key: K) {
    return this.byKey.get(key);
  }
  set(key: K, row: Row) {
    this.byKey.set(key, row);
    this.changed.add(key);
  }
  update(key: K, fields: Row) {
    const row = this.byKey.get(key);
    if (row) this.set(key, { ...row, ...fields });
  }
  written = () => JSON.stringify([...this.changed].map((key) => this.byKey.get(key)));
}

const loaded = <K>(rows: readonly { row: Row }[], key: (row: Row) => K) => {
  const into = new Rows<K>();
  for (const { row } of rows) into.byKey.set(key(row), row);
  return into;
};

/** A payouts event, checked (see well-formed.ts) and narrowed to what the projection reads of it. */
type Checked =
  | { type: 'PayoutAccountOpened'; cleanerId: string; accountId: string; at: string }
  | { type: 'PayoutAccountUpdated'; cleanerId: string; accountId: string; status: string; requirements: string[]; bankLast4: string | null; at: string }
  | { type: 'EarningCredited'; earning: Row & { earning_id: string } }
  | { type: 'EarningTransferred'; earningId: string; recoveredCents: number }
  | { type: 'PayoutCreated'; payoutId: string; cleanerId: string; kind: string; amountCents: number; feeCents: number; week: string | null; earningIds: string[]; at: string; year: number; eventId: string }
  | { type: 'PayoutStatusChanged'; payoutId: string; status: string; failureReason: string | null; at: string }
  | { type: 'PayoutsHeld'; cleanerId: string; reason: string | null; by: string | null; at: string }
  | { type: 'PayoutsReleased'; cleanerId: string };

function check(recorded: RecordedEvent): Checked {
  const data = recorded.data as Record<string, unknown>;
  switch (recorded.type) {
    case 'PayoutAccountOpened':
      return { type: recorded.type, cleanerId: uuid(data.cleanerId, 'cleanerId'), accountId: text(data.accountId, 'accountId'), at: instant(data.at, 'at') };
    case 'PayoutAccountUpdated':
      return {
        type: recorded.type,
        cleanerId: uuid(data.cleanerId, 'cleanerId'),
        accountId: text(data.accountId, 'accountId'),
        status: text(data.status, 'status'),
        requirements: texts(data.requirements, 'requirements'),
        bankLast4: textOrNull(data.bankLast4, 'bankLast4'),
        at: instant(data.at, 'at'),
      };
    case 'EarningCredited': {
      const earnedAt = instant(data.earnedAt, 'earnedAt');
      const earning = {
        earning_id: text(data.earningId, 'earningId'),
        cleaner_id: uuid(data.cleanerId, 'cleanerId'),
        booking_id: text(data.bookingId, 'bookingId'),
        kind: oneOf(data.kind, ['service', 'cancellation_fee', 'referral_reward'], 'kind'),
        amount_cents: integer(data.amountCents, 'amountCents'),
        platform_fee_cents: integer(data.platformFeeCents, 'platformFeeCents'),
        earned_at: earnedAt,
        week: text(payoutWeekOf(earnedAt), 'week'),
        status: 'credited',
        payout_id: null,
        event_id: recorded.id,
        recovered_cents: 0,
      };
      return { type: recorded.type, earning };
    }
    case 'EarningTransferred':
      return { type: recorded.type, earningId: text(data.earningId, 'earningId'), recoveredCents: integer(data.recoveredCents ?? 0, 'recoveredCents', 0, 2 ** 31 - 1) };
    case 'PayoutCreated': {
      const at = instant(data.at, 'at');
      return {
        type: recorded.type,
        payoutId: text(data.payoutId, 'payoutId'),
        cleanerId: uuid(data.cleanerId, 'cleanerId'),
        kind: oneOf(data.kind, ['weekly', 'instant'], 'kind'),
        amountCents: integer(data.amountCents, 'amountCents'),
        feeCents: integer(data.feeCents, 'feeCents'),
        week: textOrNull(data.week, 'week'),
        earningIds: texts(data.earningIds, 'earningIds'),
        at,
        year: integer(Number(quebecDateOf(at)?.slice(0, 4)), 'year', 1000, 9999),
        eventId: recorded.id,
      };
    }
    case 'PayoutStatusChanged':
      return {
        type: recorded.type,
        payoutId: text(data.payoutId, 'payoutId'),
        status: oneOf(data.status, PAYOUT_STATUSES, 'status'),
        failureReason: textOrNull(data.failureReason, 'failureReason'),
        at: instant(data.at, 'at'),
      };
    case 'PayoutsHeld':
      return { type: recorded.type, cleanerId: uuid(data.cleanerId, 'cleanerId'), reason: textOrNull(data.reason, 'reason'), by: textOrNull(data.by, 'by'), at: instant(data.at, 'at') };
    case 'PayoutsReleased':
      return { type: recorded.type, cleanerId: uuid(data.cleanerId, 'cleanerId') };
    default:
      throw new NotBatchable(`not batchable: ${recorded.type}`);
  }
}

/**
 * The page's rows of the four payout tables are read in four statements, changed in memory event by event exactly as
 * `apply`'s statements change them (the invoice counter included), and written back in four upserts. Only this
 * projection writes these tables, and only under its lock, so nothing else changes them in between.
 */
export async function applyPayoutsBatch(tx: Tx, recorded: readonly RecordedEvent[]) {
  const events = recorded.map(check);
  const cleanerIds = new Set<string>();
  const earningIds = new Set<string>();
  const payoutIds = new Set<string>();
  const years = new Set<number>();
  for (const event of events) {
    if ('cleanerId' in event && event.type !== 'PayoutCreated') cleanerIds.add(event.cleanerId);
    if (event.type === 'EarningCredited') earningIds.add(event.earning.earning_id);
    if (event.type === 'EarningTransferred') earningIds.add(event.earningId);
    if (event.type === 'PayoutCreated') {
      payoutIds.add(event.payoutId);
      years.add(event.year);
      for (const id of event.earningIds) earningIds.add(id);
    }
    if (event.type === 'PayoutStatusChanged') payoutIds.add(event.payoutId);
  }
  const payouts = loaded(await tx<{ row: Row }[]>`select to_jsonb(p) as row from payouts p where payout_id = any(${[...payoutIds]}::text[])`, (row) => row.payout_id as string);
  // A failed payout gives its earnings back: those of a payout written before this page are read too.
  for (const event of events) {
    if (event.type === 'PayoutStatusChanged' && event.status === 'failed') for (const id of (payouts.get(event.payoutId)?.earning_ids as string[] | undefined) ?? []) earningIds.add(id);
  }
  const earnings = loaded(await tx<{ row: Row }[]>`select to_jsonb(e) as row from payout_earnings e where earning_id = any(${[...earningIds]}::text[])`, (row) => row.earning_id as string);
  const accounts = loaded(await tx<{ row: Row }[]>`select to_jsonb(a) as row from payout_accounts a where cleaner_id = any(${[...cleanerIds]}::uuid[])`, (row) => row.cleaner_id as string);
  const counters = loaded(await tx<{ row: Row }[]>`select to_jsonb(c) as row from payout_invoice_counters c where year = any(${[...years]}::int[])`, (row) => row.year as number);

  for (const event of events) {
    switch (event.type) {
      case 'PayoutAccountOpened':
        if (!accounts.get(event.cleanerId)) accounts.set(event.cleanerId, account(event.cleanerId, event.accountId, event.at));
        break;
      case 'PayoutAccountUpdated':
        accounts.update(event.cleanerId, { account_id: event.accountId, status: event.status, requirements: event.requirements, bank_last4: event.bankLast4, updated_at: event.at });
        break;
      case 'EarningCredited':
        if (!earnings.get(event.earning.earning_id)) earnings.set(event.earning.earning_id, event.earning);
        break;
      case 'EarningTransferred':
        if (earnings.get(event.earningId)?.status === 'credited') earnings.update(event.earningId, { status: 'transferred', recovered_cents: event.recoveredCents });
        break;
      case 'PayoutCreated': {
        if (payouts.get(event.payoutId)) break;
        const number = ((counters.get(event.year)?.last_number as number | undefined) ?? 0) + 1;
        counters.set(event.year, { year: event.year, last_number: number });
        payouts.set(event.payoutId, {
          payout_id: event.payoutId,
          cleaner_id: event.cleanerId,
          kind: event.kind,
          amount_cents: event.amountCents,
          fee_cents: event.feeCents,
          week: event.week,
          earning_ids: event.earningIds,
          status: 'pending',
          failure_reason: null,
          created_at: event.at,
          updated_at: event.at,
          event_id: event.eventId,
          invoice_year: event.year,
          invoice_number: number,
        });
        for (const id of event.earningIds) earnings.update(id, { status: 'paid_out', payout_id: event.payoutId });
        break;
      }
      case 'PayoutStatusChanged': {
        const payout = payouts.get(event.payoutId);
        if (!payout) break;
        payouts.update(event.payoutId, { status: event.status, failure_reason: event.failureReason, updated_at: event.at });
        if (event.status !== 'failed') break;
        for (const id of payout.earning_ids as string[]) {
          if (earnings.get(id)?.payout_id === event.payoutId) earnings.update(id, { status: 'transferred', payout_id: null });
        }
        break;
      }
      case 'PayoutsHeld':
        if (accounts.get(event.cleanerId)) accounts.update(event.cleanerId, { hold_reason: event.reason, held_by: event.by, held_at: event.at });
        else accounts.set(event.cleanerId, { ...account(event.cleanerId, '', event.at), hold_reason: event.reason, held_by: event.by, held_at: event.at });
        break;
      case 'PayoutsReleased':
        accounts.update(event.cleanerId, { hold_reason: null, held_by: null, held_at: null });
        break;
    }
  }

  if (accounts.changed.size > 0) {
    await tx`
      insert into payout_accounts select * from json_populate_recordset(null::payout_accounts, ${accounts.written()}::text::json)
      on conflict (cleaner_id) do update set account_id = excluded.account_id, status = excluded.status, requirements = excluded.requirements,
        bank_last4 = excluded.bank_last4, hold_reason = excluded.hold_reason, held_by = excluded.held_by, held_at = excluded.held_at, updated_at = excluded.updated_at`;
  }
  if (counters.changed.size > 0) {
    await tx`
      insert into payout_invoice_counters select * from json_populate_recordset(null::payout_invoice_counters, ${counters.written()}::text::json)
      on conflict (year) do update set last_number = excluded.last_number`;
  }
  if (payouts.changed.size > 0) {
    await tx`
      insert into payouts select * from json_populate_recordset(null::payouts, ${payouts.written()}::text::json)
      on conflict (payout_id) do update set status = excluded.status, failure_reason = excluded.failure_reason, updated_at = excluded.updated_at`;
  }
  if (earnings.changed.size > 0) {
    await tx`
      insert into payout_earnings select * from json_populate_recordset(null::payout_earnings, ${earnings.written()}::text::json)
      on conflict (earning_id) do update set status = excluded.status, payout_id = excluded.payout_id, recovered_cents = excluded.recovered_cents`;
  }
}

/** A connected account's row as `PayoutAccountOpened` inserts it (the table's defaults spelled out: the JSON has no defaults). */
const account = (cleanerId: string, accountId: string, at: string): Row => ({
  cleaner_id: cleanerId,
  account_id: accountId,
  status: 'pending_requirements',
  requirements: [],
  bank_last4: null,
  hold_reason: null,
  held_by: null,
  held_at: null,
  updated_at: at,
});
