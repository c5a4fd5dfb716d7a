import {
  addDays,
  INSTANT_PAYOUT_FEE_CENTS,
  instantInFlight,
  isFrozen,
  localDateTime,
  payoutBalances,
  payoutWeekOf,
  quebecDateOf,
  QUEBEC_TIME_ZONE,
  SimulatedOnboardingSchema,
  SYSTEM_USER,
  type Language,
  type PayoutState,
} from '@weklean/domain';
import { actorFor, type ConfiguredPaymentGateway, type PayoutProcessor, type RateLimiter } from '@weklean/platform';
import { payoutByInvoice, payoutDetails, payoutDetailsOf, payoutInvoiceNumber, payoutsOf, bookingParties } from '@weklean/projections';
import { Hono } from 'hono';
import type postgres from 'postgres';
import type { Translate } from '../i18n/server-i18n';
import { requireRole, type RoleEnv } from '../http/require-role';
import { notFound, refuse } from '../http/refusal';
import { withinLimit } from '../http/rate-limit';
import { jsonBody } from '../http/validation';
import type { ReadYourWrites } from '../http/read-your-writes';
import { documentMoney } from '../payments/payment-pdf';
import { formatQuebecDate } from '../payments/payment-documents';
import { renderStatement } from './payout-pdf';

/** The day the next weekly payout goes out: Friday (Quebec), today when it is Friday before 09:00. */
export function nextPayoutDate(now: Date): string {
  // Quebec's date and hour at once (the domain's cached formatter); a Date's ISO string is always an instant.
  const local = localDateTime(now.toISOString(), QUEBEC_TIME_ZONE);
  const today = local?.date ?? now.toISOString().slice(0, 10);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday … 5 Friday
  const hour = Number(local?.time.slice(0, 2) ?? 0);
  const ahead = (5 - weekday + 7) % 7;
  return ahead === 0 && hour >= 9 ? addDays(today, 7) : addDays(today, ahead);
}

const earningStatus = (status: PayoutState['earnings'][number]['status']) =>
  status === 'credited' ? ('pending' as const) : status === 'transferred' ? ('available' as const) : ('paid_out' as const);

/** `GET /api/payouts/me` (docs/api/payouts.md): the stream's state (what decisions see) and the statements' numbers. */
async function payoutView(sql: postgres.Sql, state: PayoutState, cleanerId: string, mode: ConfiguredPaymentGateway['mode'], now: Date) {
  const balances = payoutBalances(state);
  const numbered = new Map((await payoutsOf(sql, cleanerId)).map((row) => [row.payout_id, row]));
  const earningById = new Map(state.earnings.map((earning) => [earning.earningId, earning]));
  const invoiceOf = (payoutId: string) => {
    const row = numbered.get(payoutId);
    return row ? payoutInvoiceNumber(row) : null;
  };
  const payouts = [...state.payouts].reverse().map((payout) => ({
    payoutId: payout.payoutId,
    kind: payout.kind,
    amount: payout.amountCents,
    fee: payout.feeCents,
    week: payout.week,
    status: payout.status,
    failureReason: payout.failureReason,
    createdAt: payout.createdAt,
    invoiceNumber: invoiceOf(payout.payoutId),
    items: payout.earningIds.flatMap((id) => {
      const earning = earningById.get(id);
      return earning ? [{ earningId: id, bookingId: earning.bookingId, kind: earning.kind, amount: earning.amountCents, recovered: earning.recoveredCents ?? 0, earnedAt: earning.earnedAt }] : [];
    }),
  }));
  const covered = (ids: readonly string[]) => ids.map((id) => earningById.get(id)?.earnedAt ?? '').filter((at) => at !== '').sort();
  const years = [...new Set(state.earnings.map((earning) => Number((quebecDateOf(earning.earnedAt) ?? '').slice(0, 4))))].filter(Number.isFinite).sort((a, b) => b - a);
  return {
    mode,
    account: state.account ? { status: state.account.status, requirements: state.account.requirements, bankLast4: state.account.bankLast4 } : null,
    hold: state.hold ? { reason: state.hold.reason, since: state.hold.at } : null,
    balances,
    nextPayoutDate: nextPayoutDate(now),
    instantFeeCents: INSTANT_PAYOUT_FEE_CENTS,
    canInstantPayout: state.account?.status === 'active' && state.hold === null && !instantInFlight(state) && balances.available > INSTANT_PAYOUT_FEE_CENTS,
    earnings: [...state.earnings]
      .reverse()
      .slice(0, 100)
      .map((earning) => ({
        earningId: earning.earningId,
        bookingId: earning.bookingId,
        kind: earning.kind,
        amount: earning.amountCents,
        /** Kept back at its transfer to recover a refund after the service (a dispute's). */
        recovered: earning.recoveredCents ?? 0,
        /** Held from the payouts while a dispute on its booking is open. */
        frozen: isFrozen(state, earning),
        earnedAt: earning.earnedAt,
        week: payoutWeekOf(earning.earnedAt),
        status: earningStatus(earning.status),
        payoutId: earning.payoutId,
      })),
    payouts,
    invoices: state.payouts
      .flatMap((payout) => {
        const number = invoiceOf(payout.payoutId);
        const dates = covered(payout.earningIds);
        if (number === null) return [];
        return [{
          number,
          period: { from: (quebecDateOf(dates[0] ?? payout.createdAt) ?? ''), to: (quebecDateOf(dates.at(-1) ?? payout.createdAt) ?? '') },
          amount: payout.amountCents,
          status: payout.status,
          url: `/api/payouts/invoices/${number}`,
        }];
      })
      .reverse(),
    statements: years.map((year) => ({ year, url: `/api/me/statements/${year}` })),
  };
}

/** A payout's statement (the cleaner's invoice) as a PDF. */
async function payoutStatement(sql: postgres.Sql, state: PayoutState, number: string, t: Translate, language: Language, simulated: boolean) {
  const match = /^P-(\d{4})-(\d{6})$/.exec(number);
  if (!match || state.cleanerId === null) return null;
  const row = await payoutByInvoice(sql, state.cleanerId, Number(match[1]), Number(match[2]));
  const payout = row ? state.payouts.find((candidate) => candidate.payoutId === row.payout_id) : undefined;
  if (!payout) return null;
  const money = (cents: number) => documentMoney(cents, language);
  const names = await bookingParties(sql, state.cleanerId, state.cleanerId);
  const earnings = state.earnings.filter((earning) => payout.earningIds.includes(earning.earningId));
  const subtotal = earnings.reduce((total, earning) => total + earning.amountCents, 0);
  const recovered = earnings.reduce((total, earning) => total + (earning.recoveredCents ?? 0), 0);
  const dates = earnings.map((earning) => earning.earnedAt).sort();
  return renderStatement(
    {
      title: `${t('payout.statement.title')} ${number}`,
      subtitle: t('payout.statement.issued-on', { date: formatQuebecDate(payout.createdAt, language) }),
      parties: [
        { label: t('payout.statement.cleaner'), value: names?.cleaner_name ?? '' },
        { label: t('payout.statement.period'), value: dates.length > 0 ? `${formatQuebecDate(dates[0]!, language)} – ${formatQuebecDate(dates.at(-1)!, language)}` : '' },
        { label: t(`payout.statement.kind.${payout.kind}`), value: t(`payout.statement.status.${payout.status}`) },
      ],
      sections: [
        {
          heading: t('payout.statement.covers'),
          rows: [
            ...earnings.map((earning) => ({
              label: `${formatQuebecDate(earning.earnedAt, language)} · ${t(`payout.statement.earning.${earning.kind}`)} · ${t('payout.statement.booking', { id: earning.bookingId.slice(0, 8) })}`,
              value: money(earning.amountCents),
            })),
            { label: t('payout.statement.subtotal'), value: money(subtotal), bold: true },
            ...(recovered > 0 ? [{ label: t('payout.statement.recovered'), value: `−${money(recovered)}` }] : []),
            ...(payout.feeCents > 0 ? [{ label: t('payout.statement.fee'), value: `−${money(payout.feeCents)}` }] : []),
            { label: t('payout.statement.amount'), value: money(payout.amountCents), bold: true },
          ],
        },
      ],
      notes: [
        ...(payout.failureReason ? [t('payout.statement.failure', { reason: payout.failureReason })] : []),
        ...(simulated ? [t('payout.statement.simulated')] : []),
      ],
    },
    t,
  );
}

/** /api/payouts: a cleaner's connected account, balance, instant payout, statements (docs/api/payouts.md). */
export const payoutRoutes = (deps: {
  sql: postgres.Sql;
  processor: PayoutProcessor;
  gateway: ConfiguredPaymentGateway;
  publicUrl: string;
  documentRateLimit: RateLimiter;
  /** Waits for the payout-details read model after a command, so that the page read next shows it. */
  reads: ReadYourWrites;
  clock: () => Date;
}) => {
  const { processor, gateway } = deps;
  const actorOf = (userId: string) => actorFor(userId, deps.clock());
  const accountOf = (state: PayoutState) => (state.account ? { status: state.account.status, requirements: state.account.requirements, bankLast4: state.account.bankLast4 } : null);
  const links = () => ({ returnUrl: `${deps.publicUrl}/profile/stripe-connect/return`, refreshUrl: `${deps.publicUrl}/profile/stripe-connect/refresh` });

  return new Hono<RoleEnv<'cleaner'>>()
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('*', requireRole('cleaner'))
    .get('/me', async (c) => {
      const cleanerId = c.get('user').id;
      return c.json(await payoutView(deps.sql, await payoutDetailsOf(deps.sql, cleanerId), cleanerId, gateway.mode, deps.clock()), 200);
    })
    /** The connected account at the provider, then Stripe's hosted onboarding (or, simulated, the app's stand-in form). */
    .post('/account', async (c) => {
      const cleanerId = c.get('user').id;
      const { value: state } = await deps.reads.settle(c, payoutDetails, () => processor.openAccount(cleanerId, actorOf(cleanerId)));
      const link = state.account ? await gateway.onboardingLink({ accountId: state.account.accountId, ...links() }) : null;
      return c.json({ account: accountOf(state), onboardingUrl: link?.url ?? null }, 201);
    })
    .post('/account/link', async (c) => {
      if (gateway.mode !== 'stripe') throw refuse('payout.stripe-only', 409);
      const state = await payoutDetailsOf(deps.sql, c.get('user').id);
      if (!state.account) throw refuse('payout.account-missing', 409);
      const link = await gateway.onboardingLink({ accountId: state.account.accountId, ...links() });
      return c.json({ onboardingUrl: link?.url ?? null }, 200);
    })
    .post('/account/sync', async (c) => {
      const cleanerId = c.get('user').id;
      const { value: state } = await deps.reads.settle(c, payoutDetails, () => processor.syncAccount(cleanerId, actorOf(cleanerId)));
      return c.json({ account: accountOf(state) }, 200);
    })
    /**
     * Simulated payments only: the stand-in for Stripe's hosted onboarding. The details go to the simulated provider;
     * the account says "pending" (being verified), then the provider's answer is read: active.
     */
    .post('/account/simulated-onboarding', jsonBody(SimulatedOnboardingSchema), async (c) => {
      if (gateway.mode !== 'simulated') throw refuse('payout.simulated-only', 409);
      const cleanerId = c.get('user').id;
      const state = await payoutDetailsOf(deps.sql, cleanerId);
      if (!state.account) throw refuse('payout.account-missing', 409);
      const { legalName, accountNumber } = c.req.valid('json');
      await gateway.completeOnboarding(state.account.accountId, { legalName, accountNumber });
      const actor = { ...actorOf(cleanerId), userId: SYSTEM_USER };
      const { value: synced } = await deps.reads.settle(c, payoutDetails, async () => {
        if (state.account?.status === 'pending_requirements') {
          await deps.processor.recordAccount(cleanerId, { status: 'pending', requirements: [], bankLast4: accountNumber.slice(-4) }, actor);
        }
        return processor.syncAccount(cleanerId, actorOf(cleanerId));
      });
      return c.json({ account: accountOf(synced) }, 200);
    })
    .post('/instant', async (c) => {
      const cleanerId = c.get('user').id;
      const { value: { state, events } } = await deps.reads.settle(c, payoutDetails, () => processor.requestInstant(cleanerId, actorOf(cleanerId)));
      const created = events.find((event) => event.type === 'PayoutCreated');
      const payout = state.payouts.find((candidate) => created && candidate.payoutId === (created.data as { payoutId: string }).payoutId);
      return c.json({ payout: payout ? { payoutId: payout.payoutId, kind: payout.kind, amount: payout.amountCents, fee: payout.feeCents, status: payout.status } : null }, 201);
    })
    .get('/invoices/:number', async (c) => {
      const cleanerId = c.get('user').id;
      const number = c.req.param('number');
      if (!/^P-\d{4}-\d{6}$/.test(number)) throw notFound();
      await withinLimit(deps.documentRateLimit, cleanerId, 'payment.document-rate-limited');
      const bytes = await payoutStatement(deps.sql, await payoutDetailsOf(deps.sql, cleanerId), number, c.get('t'), c.get('lang'), gateway.mode === 'simulated');
      if (!bytes) throw notFound();
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="weklean-${number}.pdf"`);
      return c.body(new Uint8Array(bytes), 200);
    })
    /** The yearly earnings statement moved to /api/me/statements/:year (docs/api/statements.md): the old address leads there. */
    .get('/statements/:year', (c) => c.redirect(`/api/me/statements/${encodeURIComponent(c.req.param('year'))}`, 308));
};
