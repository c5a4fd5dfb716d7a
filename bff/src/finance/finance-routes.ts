import { FinanceReplaySchema, lastPaidWeek, mondayOf, payoutTarget, PayoutHoldSchema } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import { payoutDetails } from '@weklean/projections';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { csvAttachment } from '../http/csv';
import { noStore } from '../http/no-store';
import { isWellFormed } from '../http/params';
import { requireRole, type RoleEnv } from '../http/require-role';
import { notFound, refuse } from '../http/refusal';
import { jsonBody } from '../http/validation';
import type { ReadYourWrites } from '../http/read-your-writes';
import type { Finance } from './finance';

/** The `week` query: an ISO week, or by default the latest week already paid out (the last Friday's). */
function weekOf(c: Context, now: Date): string {
  return checkedWeek(c.req.query('week'), now);
}

function checkedWeek(asked: string | undefined, now: Date): string {
  if (asked === undefined || asked === '') return lastPaidWeek(now);
  if (mondayOf(asked) === null) throw refuse('finance.invalid-week', 400);
  return asked;
}

/** /api/admin/finance and /api/admin/payouts (admins only; docs/api/finance.md). */
export const financeRoutes = (deps: {
  finance: Finance;
  commands: CommandHandler;
  /** A hold or release is waited for in payout-details, so that the cleaner's page read next shows it. */
  reads: ReadYourWrites;
  clock: () => Date;
  isCleaner: (userId: string) => Promise<boolean>;
}) => {
  const { finance } = deps;
  return new Hono<RoleEnv<'admin'>>()
    .use('*', noStore)
    .use('*', requireRole('admin'))
    .get('/finance/trial-balance', async (c) => c.json(await finance.trialBalance(), 200))
    .get('/finance/reconciliation', async (c) => c.json(await finance.reconciliation(weekOf(c, deps.clock()), deps.clock()), 200))
    .get('/finance/reconciliation.csv', async (c) => {
      const report = await finance.reconciliation(weekOf(c, deps.clock()), deps.clock());
      const header = ['week', 'cleanerId', 'cleanerName', 'gross', 'fees', 'refunds', 'cancellationFees', 'instantFees', 'net', 'paid', 'difference'];
      const rows = report.rows.map((row) => [report.week, row.cleanerId, row.cleanerName, row.gross, row.fees, row.refunds, row.cancellationFees, row.instantFees, row.net, row.paid, row.difference]);
      return csvAttachment(c, `weklean-reconciliation-${report.week}.csv`, [header, ...rows]);
    })
    .get('/finance/ledger.csv', async (c) => {
      const week = weekOf(c, deps.clock());
      const lines = await finance.ledgerLines(week);
      const header = ['postedAt', 'postingId', 'line', 'stream', 'account', 'side', 'amountCents', 'phase', 'bookingId', 'eventId'];
      const rows = lines.map((line) => [line.posted_at.toISOString(), line.posting_id, line.line_no, line.stream_id, line.account, line.side, line.amount_cents, line.phase, line.booking_id ?? '', line.event_id]);
      return csvAttachment(c, `weklean-ledger-${week}.csv`, [header, ...rows]);
    })
    .get('/finance/reconciliation/:cleanerId', async (c) => {
      const cleanerId = c.req.param('cleanerId');
      if (!isWellFormed(cleanerId, 'lowercaseUuid')) throw notFound();
      return c.json(await finance.drillDown(weekOf(c, deps.clock()), cleanerId), 200);
    })
    .get('/finance/invariants', async (c) => c.json(await finance.invariants(deps.clock()), 200))
    /**
     * A replay in the background (issue 34): the workers run it and store it; the reports above read it back. A second
     * request while one runs for the same week answers that one.
     */
    .post('/finance/replays', jsonBody(FinanceReplaySchema), async (c) => {
      const body = c.req.valid('json');
      const kind = body.kind ?? 'week';
      const week = kind === 'week' ? checkedWeek(body.week, deps.clock()) : null;
      const { id } = await finance.requestReplay(kind, week, deps.clock());
      return c.json({ id, week }, 202);
    })
    /** Holding or releasing a cleaner's payouts: an event of their payout stream, with the admin and the reason. */
    .post('/payouts/:cleanerId/hold', jsonBody(PayoutHoldSchema), async (c) => {
      const cleanerId = c.req.param('cleanerId');
      if (!isWellFormed(cleanerId, 'lowercaseUuid') || !(await deps.isCleaner(cleanerId))) throw notFound();
      const { value: { state } } = await deps.reads.settle(c, payoutDetails, () =>
        deps.commands.execute(payoutTarget(cleanerId), 'HoldPayouts', { cleanerId, reason: c.req.valid('json').reason }, { userId: c.get('user').id, now: deps.clock() }),
      );
      return c.json({ hold: state.hold }, 200);
    })
    .post('/payouts/:cleanerId/release', jsonBody(PayoutHoldSchema), async (c) => {
      const cleanerId = c.req.param('cleanerId');
      if (!isWellFormed(cleanerId, 'lowercaseUuid') || !(await deps.isCleaner(cleanerId))) throw notFound();
      const { value: { state } } = await deps.reads.settle(c, payoutDetails, () =>
        deps.commands.execute(payoutTarget(cleanerId), 'ReleasePayouts', { cleanerId, reason: c.req.valid('json').reason }, { userId: c.get('user').id, now: deps.clock() }),
      );
      return c.json({ hold: state.hold }, 200);
    });
};
