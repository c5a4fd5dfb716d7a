import { QUEBEC_TIME_ZONE, dateFormatters, type Language } from '@weklean/domain';
import { cleanerStatementMonths, clientStatementRows, type ClientStatementRow } from '@weklean/projections';
import type postgres from 'postgres';
import type { CsvCell } from '../http/csv';
import type { Translate } from '../i18n/server-i18n';
import { documentMoney } from '../payments/payment-pdf';
import type { StatementTable } from './statement-pdf';

/** A client's cleaning as the statement shows it, in cents (docs/api/statements.md). */
export type ClientStatementLine = {
  bookingId: string;
  serviceDate: string;
  paidAt: string;
  address: string;
  cleanerName: string;
  /** The cleaner's GST/QST numbers when they declared them (a small supplier need not register). */
  cleanerGstNumber: string | null;
  cleanerQstNumber: string | null;
  hours: number;
  beforeTax: number;
  gst: number;
  qst: number;
  refunds: number;
  netPaid: number;
};

export type ClientStatementTotals = { hours: number; beforeTax: number; gst: number; qst: number; refunds: number; netPaid: number };

export type CleanerStatementLine = { month: number; gross: number; platformFees: number; refunds: number; payoutFees: number; net: number; paidOut: number };

const address = (row: ClientStatementRow) => [row.street_address, row.city, row.postal_code].filter((part) => part !== null && part !== '').join(', ');

/** A client's year: one line per cleaning paid that year, and the totals (which are sums of the lines, to the cent). */
export async function clientStatement(sql: postgres.Sql, clientId: string, year: number) {
  const lines: ClientStatementLine[] = (await clientStatementRows(sql, clientId, year)).map((row) => ({
    bookingId: row.booking_id,
    serviceDate: row.starts_at.toISOString(),
    paidAt: row.paid_at.toISOString(),
    address: address(row),
    cleanerName: row.cleaner_name ?? '',
    cleanerGstNumber: row.cleaner_gst_number || null,
    cleanerQstNumber: row.cleaner_qst_number || null,
    hours: row.duration_hours,
    beforeTax: row.before_tax_cents,
    gst: row.gst_cents,
    qst: row.qst_cents,
    refunds: row.refunded_cents,
    netPaid: row.charged_cents - row.refunded_cents,
  }));
  const sum = (pick: (line: ClientStatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals: ClientStatementTotals = {
    // Hours in tenths: summed as integers so that 0.1 + 0.2 reads 0.3.
    hours: sum((line) => Math.round(line.hours * 10)) / 10,
    beforeTax: sum((line) => line.beforeTax),
    gst: sum((line) => line.gst),
    qst: sum((line) => line.qst),
    refunds: sum((line) => line.refunds),
    netPaid: sum((line) => line.netPaid),
  };
  return { lines, totals };
}

/**
 * A cleaner's year by month. Refunds: a refund after the service (a dispute's decision) recovered from the month's
 * earnings at their transfer; a refund before the service never reached the cleaner's earning.
 */
export async function cleanerStatement(sql: postgres.Sql, cleanerId: string, year: number) {
  const lines: CleanerStatementLine[] = (await cleanerStatementMonths(sql, cleanerId, year, QUEBEC_TIME_ZONE)).map((row) => ({
    month: row.month,
    gross: row.gross_cents,
    platformFees: row.platform_fee_cents,
    refunds: row.refund_cents,
    payoutFees: row.payout_fee_cents,
    net: row.gross_cents - row.platform_fee_cents - row.refund_cents,
    paidOut: row.paid_out_cents,
  }));
  const sum = (pick: (line: CleanerStatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    gross: sum((line) => line.gross),
    platformFees: sum((line) => line.platformFees),
    refunds: sum((line) => line.refunds),
    payoutFees: sum((line) => line.payoutFees),
    net: sum((line) => line.net),
    paidOut: sum((line) => line.paidOut),
  };
  return { lines, totals };
}

export type ClientStatement = Awaited<ReturnType<typeof clientStatement>>;
export type CleanerStatement = Awaited<ReturnType<typeof cleanerStatement>>;

/** Cents as a CSV number in dollars (12.5 → "12.50" would be text; a number keeps sums working in a spreadsheet). */
const dollars = (cents: number) => cents / 100;
/** 24 nov. 2026 / Nov 24, 2026 (Quebec calendar): a date that fits a table's column. */
const SHORT_DATES = dateFormatters({ timeZone: QUEBEC_TIME_ZONE, dateStyle: 'medium' });
const shortDate = (instant: string, language: Language) => SHORT_DATES[language].format(new Date(instant));
const QUEBEC_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: QUEBEC_TIME_ZONE });
const quebecDay = (instant: string) => QUEBEC_DAY.format(new Date(instant));

/** The month is read in UTC from its 15th, so no time zone can move it into the month before or after. */
export const monthName = (year: number, month: number, language: Language) =>
  dateFormatters({ month: 'long', timeZone: 'UTC' })[language].format(new Date(Date.UTC(year, month - 1, 15)));

export function clientStatementCsv(statement: ClientStatement, t: Translate): CsvCell[][] {
  const k = (key: string) => t(`statement.client.${key}`);
  return [
    [k('date'), k('paid-on'), k('address'), k('cleaner'), k('gst-number'), k('qst-number'), k('hours'), k('before-tax'), k('gst'), k('qst'), k('refunds'), k('net')],
    ...statement.lines.map((line) => [
      quebecDay(line.serviceDate), quebecDay(line.paidAt), line.address, line.cleanerName, line.cleanerGstNumber, line.cleanerQstNumber, line.hours,
      dollars(line.beforeTax), dollars(line.gst), dollars(line.qst), dollars(line.refunds), dollars(line.netPaid),
    ]),
    [k('total'), null, null, null, null, null, statement.totals.hours, dollars(statement.totals.beforeTax), dollars(statement.totals.gst),
      dollars(statement.totals.qst), dollars(statement.totals.refunds), dollars(statement.totals.netPaid)],
  ];
}

export function cleanerStatementCsv(statement: CleanerStatement, year: number, t: Translate, language: Language): CsvCell[][] {
  const k = (key: string) => t(`statement.cleaner.${key}`);
  return [
    [k('month'), k('gross'), k('fees'), k('refunds'), k('net'), k('payout-fees'), k('paid-out')],
    ...statement.lines.map((line) => [
      monthName(year, line.month, language), dollars(line.gross), dollars(line.platformFees), dollars(line.refunds), dollars(line.net), dollars(line.payoutFees), dollars(line.paidOut),
    ]),
    [k('total'), dollars(statement.totals.gross), dollars(statement.totals.platformFees), dollars(statement.totals.refunds), dollars(statement.totals.net),
      dollars(statement.totals.payoutFees), dollars(statement.totals.paidOut)],
  ];
}

/** The client's statement as the PDF's table. */
export function clientStatementTable(statement: ClientStatement, t: Translate, language: Language): StatementTable {
  const money = (cents: number) => documentMoney(cents, language);
  const k = (key: string) => t(`statement.client.${key}`);
  const hours = (value: number) => new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(value);
  return {
    columns: [
      { heading: k('date'), width: 62 },
      { heading: k('address'), width: 120 },
      { heading: k('hours'), width: 38, align: 'right' },
      { heading: k('before-tax'), width: 56, align: 'right' },
      { heading: k('gst'), width: 44, align: 'right' },
      { heading: k('qst'), width: 46, align: 'right' },
      { heading: k('refunds'), width: 70, align: 'right' },
      { heading: k('net'), width: 64, align: 'right' },
    ],
    rows: statement.lines.map((line) => [
      [shortDate(line.serviceDate, language), `${k('paid-on')} ${shortDate(line.paidAt, language)}`],
      [
        line.address,
        `${k('cleaner')}${language === 'fr' ? '\u00a0: ' : ': '}${line.cleanerName}`,
        ...(line.cleanerGstNumber ? [`${k('gst')} ${line.cleanerGstNumber}`] : []),
        ...(line.cleanerQstNumber ? [`${k('qst')} ${line.cleanerQstNumber}`] : []),
      ],
      hours(line.hours), money(line.beforeTax), money(line.gst), money(line.qst), money(line.refunds), money(line.netPaid),
    ]),
    total: [k('total'), '', hours(statement.totals.hours), money(statement.totals.beforeTax), money(statement.totals.gst), money(statement.totals.qst),
      money(statement.totals.refunds), money(statement.totals.netPaid)],
    empty: k('none'),
  };
}

export function cleanerStatementTable(statement: CleanerStatement, year: number, t: Translate, language: Language): StatementTable {
  const money = (cents: number) => documentMoney(cents, language);
  const k = (key: string) => t(`statement.cleaner.${key}`);
  return {
    columns: [
      { heading: k('month'), width: 80 },
      { heading: k('gross'), width: 70, align: 'right' },
      { heading: k('fees'), width: 70, align: 'right' },
      { heading: k('refunds'), width: 70, align: 'right' },
      { heading: k('net'), width: 70, align: 'right' },
      { heading: k('paid-out'), width: 70, align: 'right' },
    ],
    rows: statement.lines.map((line) => [monthName(year, line.month, language), money(line.gross), money(line.platformFees), money(line.refunds), money(line.net), money(line.paidOut)]),
    total: [k('total'), money(statement.totals.gross), money(statement.totals.platformFees), money(statement.totals.refunds), money(statement.totals.net), money(statement.totals.paidOut)],
    empty: k('none'),
  };
}
