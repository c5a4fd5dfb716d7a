import { lineSchema, objectSchema, QUEBEC_TIME_ZONE, quebecDateOf } from '@weklean/domain';
import {
  allNewsletterSubscribers,
  NEWSLETTER_TOPICS,
  newsletterFigures,
  newsletterSubscribers,
  referralFigures,
  trafficFigures,
  type SubscriberRow,
} from '@weklean/projections';
import { Hono } from 'hono';
import type postgres from 'postgres';
import * as v from 'valibot';
import type { Translate } from '../i18n/server-i18n';
import { csvAttachment, type CsvCell } from '../http/csv';
import { noStore } from '../http/no-store';
import { requireRole, type RoleEnv } from '../http/require-role';
import { queryParams } from '../http/validation';

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** The longest traffic period one request reads (a year and a day, for a leap year's). */
export const MAX_TRAFFIC_DAYS = 366;
const DEFAULT_TRAFFIC_DAYS = 30;

const topic = v.optional(v.picklist(NEWSLETTER_TOPICS));
const NewsletterQuery = objectSchema({
  topic,
  page: v.optional(v.pipe(lineSchema(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), '1'),
});
const CsvQuery = objectSchema({ topic });
const date = v.optional(v.pipe(lineSchema(), v.isoDate('validation.date')));
const TrafficQuery = objectSchema({ from: date, to: date });

const dayMs = 86_400_000;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The subscribers' rows for the CSV (written by http/csv.ts, formulas guarded): e-mail, language, topics (`;`
 * between), subscribed at and confirmed at (ISO 8601, UTC; empty when not confirmed).
 */
export function newsletterCsvRows(rows: readonly SubscriberRow[], t: Translate): CsvCell[][] {
  const header = ['email', 'language', 'topics', 'subscribedAt', 'confirmedAt'].map((key) => t(`admin-marketing:csv.${key}`));
  const records = rows.map((row) => [row.email, row.language, row.topics.join(';'), row.created_at.toISOString(), row.confirmed_at?.toISOString() ?? '']);
  return [header, ...records];
}

/**
 * `/api/admin/marketing` (docs/api/admin-marketing.md), admins only, never cached: the newsletter's subscribers by
 * topic (and as CSV), the referral programme's figures and the site's traffic.
 */
export const adminMarketingRoutes = (deps: { sql: postgres.Sql; clock: () => Date }) =>
  new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/newsletter', queryParams(NewsletterQuery), async (c) => {
      const { topic, page } = c.req.valid('query');
      const [figures, list] = await Promise.all([
        newsletterFigures(deps.sql),
        newsletterSubscribers(deps.sql, { topic: topic ?? null, limit: SUBSCRIBERS_PAGE_SIZE, offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE }),
      ]);
      return c.json(
        {
          figures,
          subscribers: {
            topic: topic ?? null,
            page,
            pageSize: SUBSCRIBERS_PAGE_SIZE,
            total: list.total,
            items: list.rows.map((row) => ({
              id: row.id,
              email: row.email,
              language: row.language,
              topics: row.topics,
              subscribedAt: row.created_at.toISOString(),
              confirmedAt: row.confirmed_at?.toISOString() ?? null,
            })),
          },
        },
        200,
      );
    })
    .get('/newsletter.csv', queryParams(CsvQuery), async (c) => {
      const { topic } = c.req.valid('query');
      const rows = await allNewsletterSubscribers(deps.sql, topic ?? null);
      const day = quebecDateOf(deps.clock().toISOString()) ?? deps.clock().toISOString().slice(0, 10);
      return csvAttachment(c, `weklean-newsletter-${topic ?? 'all'}-${day}.csv`, newsletterCsvRows(rows, c.get('t')));
    })
    .get('/referrals', async (c) => c.json(await referralFigures(deps.sql), 200))
    .get('/traffic', queryParams(TrafficQuery), async (c) => {
      const query = c.req.valid('query');
      const today = quebecDateOf(deps.clock().toISOString()) ?? deps.clock().toISOString().slice(0, 10);
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -(DEFAULT_TRAFFIC_DAYS - 1));
      const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
      const t = c.get('t');
      if (days < 1) return c.json({ code: 'validation', message: t('admin-marketing:errors.periodReversed') }, 400);
      if (days > MAX_TRAFFIC_DAYS) return c.json({ code: 'validation', message: t('admin-marketing:errors.periodTooLong', { max: MAX_TRAFFIC_DAYS }) }, 400);
      return c.json({ ...(await trafficFigures(deps.sql, from, to)), timeZone: QUEBEC_TIME_ZONE }, 200);
    });
