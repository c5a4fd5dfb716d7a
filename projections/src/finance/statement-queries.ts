import type postgres from 'postgres';

/** One month (1–12, Quebec calendar) of a cleaner's yearly earnings statement (docs/api/statements.md). Cents. */
export type CleanerStatementMonth = {
  month: number;
  /** What the clients paid for the cleaner's work before the platform's fee (earning + fee). */
  gross_cents: number;
  platform_fee_cents: number;
  /** Refunds after the service (disputes) kept back from the month's earnings at their transfer. */
  refund_cents: number;
  /** Instant payout fees taken from the payouts of the month. */
  payout_fee_cents: number;
  /** Payouts that reached the cleaner's bank in the month (status paid, by their creation date). */
  paid_out_cents: number;
};

/**
 * A cleaner's months of `year`: earnings (payout_earnings, by the Quebec month they were earned) and paid payouts
 * (payouts, by the Quebec month they were made), from the payouts read model. Months with nothing are left out.
 */
export async function cleanerStatementMonths(sql: postgres.Sql, cleanerId: string, year: number, timeZone: string): Promise<CleanerStatementMonth[]> {
  return sql<CleanerStatementMonth[]>`
    with earned as (
      select extract(month from earned_at at time zone ${timeZone})::int as month,
             sum(amount_cents + platform_fee_cents) as gross, sum(platform_fee_cents) as fees, sum(recovered_cents) as refunds
      from payout_earnings
      where cleaner_id = ${cleanerId} and extract(year from earned_at at time zone ${timeZone})::int = ${year}
      group by 1
    ), paid as (
      select extract(month from created_at at time zone ${timeZone})::int as month, sum(amount_cents) as paid_out, sum(fee_cents) as payout_fees
      from payouts
      where cleaner_id = ${cleanerId} and status = 'paid' and extract(year from created_at at time zone ${timeZone})::int = ${year}
      group by 1
    )
    select coalesce(earned.month, paid.month) as month,
           coalesce(earned.gross, 0)::float8 as gross_cents, coalesce(earned.fees, 0)::float8 as platform_fee_cents,
           coalesce(earned.refunds, 0)::float8 as refund_cents,
           coalesce(paid.payout_fees, 0)::float8 as payout_fee_cents, coalesce(paid.paid_out, 0)::float8 as paid_out_cents
    from earned full join paid on paid.month = earned.month
    order by 1`;
}

/** The years (Quebec calendar) with an earning or a paid payout of the cleaner, newest first. */
export async function cleanerStatementYears(sql: postgres.Sql, cleanerId: string, timeZone: string): Promise<number[]> {
  const rows = await sql<{ year: number }[]>`
    select extract(year from earned_at at time zone ${timeZone})::int as year from payout_earnings where cleaner_id = ${cleanerId}
    union
    select extract(year from created_at at time zone ${timeZone})::int from payouts where cleaner_id = ${cleanerId} and status = 'paid'
    order by 1 desc`;
  return rows.map((row) => row.year);
}
