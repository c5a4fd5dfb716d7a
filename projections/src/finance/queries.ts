import type { ReconciliationRow } from '@weklean/domain';
import type postgres from 'postgres';

/** Reads of the finance read models (docs/api/payouts.md, docs/api/finance.md). Money in cents (bigint as number). */

export type PayoutAccountRow = {
  cleaner_id: string;
  account_id: string;
  status: string;
  requirements: string[];
  bank_last4: string | null;
  hold_reason: string | null;
  held_by: string | null;
  held_at: Date | null;
};
export type EarningRow = {
  earning_id: string;
  cleaner_id: string;
  booking_id: string;
  kind: 'service' | 'cancellation_fee' | 'referral_reward';
  amount_cents: number;
  platform_fee_cents: number;
  earned_at: Date;
  week: string;
  status: 'credited' | 'transferred' | 'paid_out';
  payout_id: string | null;
  event_id: string;
};
export type PayoutRow = {
  payout_id: string;
  cleaner_id: string;
  kind: 'weekly' | 'instant';
  amount_cents: number;
  fee_cents: number;
  week: string | null;
  earning_ids: string[];
  status: 'pending' | 'in_transit' | 'paid' | 'failed';
  failure_reason: string | null;
  created_at: Date;
  event_id: string;
  invoice_year: number;
  invoice_number: number;
};

export const payoutInvoiceNumber = (row: Pick<PayoutRow, 'invoice_year' | 'invoice_number'>) => `P-${row.invoice_year}-${String(row.invoice_number).padStart(6, '0')}`;

export async function payoutAccountOf(sql: postgres.Sql, cleanerId: string): Promise<PayoutAccountRow | null> {
  const [row] = await sql<PayoutAccountRow[]>`select * from payout_accounts where cleaner_id = ${cleanerId}`;
  return row ?? null;
}

export async function earningsOf(sql: postgres.Sql, cleanerId: string, limit = 100): Promise<EarningRow[]> {
  return sql<EarningRow[]>`
    select earning_id, cleaner_id, booking_id, kind, amount_cents::float8 as amount_cents, platform_fee_cents::float8 as platform_fee_cents,
           earned_at, week, status, payout_id, event_id
    from payout_earnings where cleaner_id = ${cleanerId} order by earned_at desc, earning_id limit ${limit}`;
}

export async function earningsByIds(sql: postgres.Sql, ids: readonly string[]): Promise<EarningRow[]> {
  if (ids.length === 0) return [];
  return sql<EarningRow[]>`
    select earning_id, cleaner_id, booking_id, kind, amount_cents::float8 as amount_cents, platform_fee_cents::float8 as platform_fee_cents,
           earned_at, week, status, payout_id, event_id
    from payout_earnings where earning_id = any(${ids as string[]}) order by earned_at, earning_id`;
}

export async function payoutsOf(sql: postgres.Sql, cleanerId: string): Promise<PayoutRow[]> {
  return sql<PayoutRow[]>`
    select payout_id, cleaner_id, kind, amount_cents::float8 as amount_cents, fee_cents::float8 as fee_cents, week, earning_ids, status,
           failure_reason, created_at, event_id, invoice_year, invoice_number
    from payouts where cleaner_id = ${cleanerId} order by created_at desc, payout_id`;
}

export async function payoutByInvoice(sql: postgres.Sql, cleanerId: string, year: number, number: number): Promise<PayoutRow | null> {
  const [row] = await sql<PayoutRow[]>`
    select payout_id, cleaner_id, kind, amount_cents::float8 as amount_cents, fee_cents::float8 as fee_cents, week, earning_ids, status,
           failure_reason, created_at, event_id, invoice_year, invoice_number
    from payouts where cleaner_id = ${cleanerId} and invoice_year = ${year} and invoice_number = ${number}`;
  return row ?? null;
}

/** Every cleaner with a payout stream (the Friday timer sends each their weekly payout). */
export async function cleanersWithPayouts(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ cleaner_id: string }[]>`
    select cleaner_id from payout_accounts union select distinct cleaner_id from payout_earnings order by 1`;
  return rows.map((row) => row.cleaner_id);
}

/** The trial balance: posted lines (single and post phases) by account. */
export async function trialBalanceRows(sql: postgres.Sql): Promise<{ account: string; debits: number; credits: number }[]> {
  return sql<{ account: string; debits: number; credits: number }[]>`
    select account,
           coalesce(sum(amount_cents) filter (where side = 'debit'), 0)::float8 as debits,
           coalesce(sum(amount_cents) filter (where side = 'credit'), 0)::float8 as credits
    from ledger_lines where phase in ('single', 'post')
    group by account order by account`;
}

/** A week's earnings (by the Quebec week they were earned in) and the payouts that cover any earning. */
export async function earningsOfWeek(sql: postgres.Sql, week: string, cleanerId?: string): Promise<EarningRow[]> {
  return sql<EarningRow[]>`
    select earning_id, cleaner_id, booking_id, kind, amount_cents::float8 as amount_cents, platform_fee_cents::float8 as platform_fee_cents,
           earned_at, week, status, payout_id, event_id
    from payout_earnings where week = ${week} ${cleanerId ? sql`and cleaner_id = ${cleanerId}` : sql``}
    order by cleaner_id, earned_at, earning_id`;
}

/** The payouts (not failed) covering at least one earning of `week`, with the weeks of everything they cover. */
export async function payoutsTouchingWeek(sql: postgres.Sql, week: string, cleanerId?: string): Promise<(PayoutRow & { weeks: { earning_id: string; week: string; amount_cents: number }[] })[]> {
  return sql`
    select p.payout_id, p.cleaner_id, p.kind, p.amount_cents::float8 as amount_cents, p.fee_cents::float8 as fee_cents, p.week, p.earning_ids, p.status,
           p.failure_reason, p.created_at, p.event_id, p.invoice_year, p.invoice_number,
           (select coalesce(json_agg(json_build_object('earning_id', e.earning_id, 'week', e.week, 'amount_cents', e.amount_cents::float8)), '[]'::json)
              from payout_earnings e where e.earning_id = any(p.earning_ids)) as weeks
    from payouts p
    where p.status <> 'failed' ${cleanerId ? sql`and p.cleaner_id = ${cleanerId}` : sql``}
      and exists (select 1 from payout_earnings e where e.earning_id = any(p.earning_ids) and e.week = ${week})
    order by p.created_at, p.payout_id` as never;
}

export async function ledgerLinesOfWeek(sql: postgres.Sql, from: string, to: string, bookingIds?: readonly string[]) {
  return sql<{ posting_id: string; line_no: number; stream_id: string; account: string; side: string; amount_cents: number; phase: string; booking_id: string | null; posted_at: Date; event_id: string }[]>`
    select posting_id, line_no, stream_id, account, side, amount_cents::float8 as amount_cents, phase, booking_id, posted_at, event_id
    from ledger_lines
    where ${bookingIds ? sql`booking_id = any(${bookingIds as string[]})` : sql`posted_at >= ${from}::timestamptz and posted_at < ${to}::timestamptz`}
    order by posted_at, posting_id, line_no`;
}

/** The display names of cleaners, by id. */
export async function cleanerNames(sql: postgres.Sql, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql<{ id: string; name: string }[]>`
    select u.id::text, coalesce(cp.display_name, u.name, '') as name
    from users u left join cleaner_profiles cp on cp.cleaner_id = u.id where u.id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The reconciliation from the read model, in SQL: the payout_earnings and payouts tables, nothing of the domain's
 * functions. The replay below must find the same figures.
 */
export async function reconciliationOfWeek(sql: postgres.Sql, week: string): Promise<ReconciliationRow[]> {
  const rows = await sql<{ cleaner_id: string; gross: number; fees: number; refunds: number; cancellation_fees: number; instant_fees: number; paid: number }[]>`
    with earned as (
      select cleaner_id, sum(amount_cents + platform_fee_cents) as gross, sum(platform_fee_cents) as fees, sum(recovered_cents) as refunds,
             coalesce(sum(amount_cents) filter (where kind = 'cancellation_fee'), 0) as cancellation_fees
      from payout_earnings where week = ${week} group by cleaner_id
    ), covering as (
      -- The payouts (not failed) of the week's cleaners, each with the latest week it covers and what it covers of this
      -- one. An earning's payout_id is its live payout (a failed payout gives its earnings back).
      select p.payout_id, p.cleaner_id, p.status, p.fee_cents, max(e.week) as fee_week,
             coalesce(sum(e.amount_cents - e.recovered_cents) filter (where e.week = ${week}), 0) as covered
      from payouts p join payout_earnings e on e.payout_id = p.payout_id
      where p.status <> 'failed' and p.cleaner_id in (select cleaner_id from earned)
      group by p.payout_id, p.cleaner_id, p.status, p.fee_cents
    ), payout_sums as (
      select cleaner_id,
             coalesce(sum(fee_cents) filter (where fee_week = ${week}), 0) as instant_fees,
             coalesce(sum(covered - case when fee_week = ${week} then fee_cents else 0 end) filter (where status = 'paid'), 0) as paid
      from covering where fee_week = ${week} or covered > 0 group by cleaner_id
    )
    select coalesce(earned.cleaner_id, payout_sums.cleaner_id)::text as cleaner_id,
           coalesce(gross, 0)::float8 as gross, coalesce(fees, 0)::float8 as fees, coalesce(refunds, 0)::float8 as refunds,
           coalesce(cancellation_fees, 0)::float8 as cancellation_fees,
           coalesce(instant_fees, 0)::float8 as instant_fees, coalesce(paid, 0)::float8 as paid
    from earned full join payout_sums on payout_sums.cleaner_id = earned.cleaner_id
    order by 1`;
  return rows.map((row) => {
    const net = row.gross - row.fees - row.refunds - row.instant_fees;
    return { cleanerId: row.cleaner_id, gross: row.gross, fees: row.fees, refunds: row.refunds, cancellationFees: row.cancellation_fees, instantFees: row.instant_fees, net, paid: row.paid, difference: net - row.paid };
  });
}

/** A cleaner (by e-mail pattern) whose earnings wait because they have not set up their payouts: the demo's login. */
export async function cleanerAwaitingPayoutSetup(sql: postgres.Sql, emailPattern: string): Promise<string | null> {
  const [row] = await sql<{ email: string }[]>`
    select u.email from payout_earnings e join users u on u.id = e.cleaner_id
    where u.email like ${emailPattern}
      and not exists (select 1 from payout_accounts a where a.cleaner_id = e.cleaner_id and a.account_id <> '')
    order by e.earned_at desc limit 1`;
  return row?.email ?? null;
}
