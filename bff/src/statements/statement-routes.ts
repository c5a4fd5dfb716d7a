import { objectSchema, QUEBEC_TIME_ZONE, quebecDateOf, type Language } from '@weklean/domain';
import type { RateLimiter } from '@weklean/platform';
import { cleanerDisplayName, clientStatementYears, cleanerStatementYears } from '@weklean/projections';
import { Hono } from 'hono';
import type postgres from 'postgres';
import * as v from 'valibot';
import { csvAttachment } from '../http/csv';
import { withinLimit } from '../http/rate-limit';
import { refuse } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { queryParams } from '../http/validation';
import type { Translate } from '../i18n/server-i18n';
import { formatQuebecDate } from '../payments/payment-documents';
import { renderYearStatement } from './statement-pdf';
import { cleanerStatement, cleanerStatementCsv, cleanerStatementTable, clientStatement, clientStatementCsv, clientStatementTable } from './statements';

/** A year the statements answer for: four digits, from 2020 to this year (Quebec calendar); else a 400. */
export function statementYear(raw: string, now: Date): number {
  const thisYear = Number((quebecDateOf(now.toISOString()) ?? now.toISOString()).slice(0, 4));
  const year = Number(raw);
  if (!/^\d{4}$/.test(raw) || year < 2020 || year > thisYear) throw refuse('statement.invalid-year', 400);
  return year;
}

/** `?format=csv` for the spreadsheet; a PDF otherwise. */
const StatementQuery = objectSchema({ format: v.optional(v.picklist(['pdf', 'csv'])) });

const party = (label: string, value: string, language: Language) => `${label}${language === 'fr' ? '\u00a0: ' : ': '}${value}`;

/**
 * /api/me/statements (docs/api/statements.md): the signed-in person's yearly statements for their taxes. A client's
 * lists the cleanings paid that year; a cleaner's, their earnings month by month. Both from the read models (ledger,
 * payment documents, payouts), in the request's language; a PDF, or a CSV with `?format=csv`.
 */
export const statementRoutes = (deps: { sql: postgres.Sql; documentRateLimit: RateLimiter; simulated: boolean; clock: () => Date }) =>
  new Hono<RoleEnv<'client' | 'cleaner'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('client', 'cleaner'))
    .get('/', async (c) => {
      const user = c.get('user');
      const years = user.role === 'client' ? await clientStatementYears(deps.sql, user.id) : await cleanerStatementYears(deps.sql, user.id, QUEBEC_TIME_ZONE);
      return c.json({ years }, 200);
    })
    .get('/:year', queryParams(StatementQuery), async (c) => {
      const user = c.get('user');
      const year = statementYear(c.req.param('year'), deps.clock());
      const format = c.req.valid('query').format ?? 'pdf';
      await withinLimit(deps.documentRateLimit, user.id, 'payment.document-rate-limited');
      const t: Translate = c.get('t');
      const language = c.get('lang');
      const fileName = `weklean-${user.role === 'client' ? 'statement' : 'earnings'}-${year}.${format}`;
      // A cleaner's statement names them as they work (their profile's name), a client's as their account does.
      const name = (user.role === 'cleaner' ? await cleanerDisplayName(deps.sql, user.id) : null) ?? user.name;
      const common = {
        subtitle: t('statement.issued-on', { date: formatQuebecDate(deps.clock(), language) }),
        parties: [party(t('statement.person'), name, language)],
        notes: deps.simulated ? [t('statement.simulated')] : [],
      };
      let bytes: Buffer;
      if (user.role === 'client') {
        const statement = await clientStatement(deps.sql, user.id, year);
        if (format === 'csv') return csvAttachment(c, fileName, clientStatementCsv(statement, t));
        bytes = await renderYearStatement({
          ...common,
          title: t('statement.client.title', { year }),
          intro: t('statement.client.intro', { year }),
          table: clientStatementTable(statement, t, language),
          notes: [t('statement.client.not-registered'), ...common.notes],
        }, t);
      } else {
        const statement = await cleanerStatement(deps.sql, user.id, year);
        if (format === 'csv') return csvAttachment(c, fileName, cleanerStatementCsv(statement, year, t, language));
        bytes = await renderYearStatement({
          ...common,
          title: t('statement.cleaner.title', { year }),
          intro: t('statement.cleaner.intro', { year }),
          table: cleanerStatementTable(statement, year, t, language),
        }, t);
      }
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="${fileName}"`);
      return c.body(new Uint8Array(bytes), 200);
    });
