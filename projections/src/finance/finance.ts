import { payoutWeekOf, quebecDateOf, type PayoutEvent } from '@weklean/domain';
import type { Projection } from '@weklean/platform';
import { applyLedgerBatch, applyPayoutsBatch, ledgerLines } from './finance-batch';

/**
 * Every ledger line of the payment and payout streams (docs/api/finance.md): the trial balance and the drill-downs
 * read it. A posting is written once (its id derives from its cause), so a replay adds nothing.
 */
export const ledger: Projection = {
  name: 'ledger',
  eventTypes: ['LedgerPosted'],
  apply: async (tx, recorded) => {
    const rows = ledgerLines(recorded);
    if (rows.length === 0) return;
    await tx`insert into ledger_lines ${tx(rows)} on conflict (posting_id, line_no) do nothing`;
  },
  applyBatch: applyLedgerBatch,
  reset: async (tx) => {
    await tx`delete from ledger_lines`;
  },
};

/** Each cleaner's connected account, earnings and payouts, as `/profile/payouts` and the reconciliation read them. */
export const payouts: Projection = {
  name: 'payouts',
  eventTypes: ['PayoutAccountOpened', 'PayoutAccountUpdated', 'EarningCredited', 'EarningTransferred', 'PayoutCreated', 'PayoutStatusChanged', 'PayoutsHeld', 'PayoutsReleased'],
  apply: async (tx, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as PayoutEvent;
    switch (event.type) {
      case 'PayoutAccountOpened':
        await tx`
          insert into payout_accounts (cleaner_id, account_id, status, updated_at)
          values (${event.data.cleanerId}, ${event.data.accountId}, 'pending_requirements', ${event.data.at})
          on conflict (cleaner_id) do nothing`;
        return;
      case 'PayoutAccountUpdated':
        await tx`
          update payout_accounts set account_id = ${event.data.accountId}, status = ${event.data.status}, requirements = ${event.data.requirements},
            bank_last4 = ${event.data.bankLast4}, updated_at = ${event.data.at}
          where cleaner_id = ${event.data.cleanerId}`;
        return;
      case 'EarningCredited': {
        const { earningId, cleanerId, bookingId, kind, amountCents, platformFeeCents, earnedAt } = event.data;
        await tx`
          insert into payout_earnings (earning_id, cleaner_id, booking_id, kind, amount_cents, platform_fee_cents, earned_at, week, status, event_id)
          values (${earningId}, ${cleanerId}, ${bookingId}, ${kind}, ${amountCents}, ${platformFeeCents}, ${earnedAt}, ${payoutWeekOf(earnedAt)}, 'credited', ${recorded.id})
          on conflict (earning_id) do nothing`;
        return;
      }
      case 'EarningTransferred':
        await tx`
          update payout_earnings set status = 'transferred', recovered_cents = ${event.data.recoveredCents ?? 0}
          where earning_id = ${event.data.earningId} and status = 'credited'`;
        return;
      case 'PayoutCreated': {
        const { payoutId, cleanerId, kind, amountCents, feeCents, week, earningIds, at } = event.data;
        const [exists] = await tx`select 1 from payouts where payout_id = ${payoutId}`;
        if (exists) return;
        // The statement's number, taken in this transaction beside the checkpoint: no gap, no repeat, the same on a rebuild.
        const year = Number(quebecDateOf(at)?.slice(0, 4));
        const [counter] = await tx<{ last_number: number }[]>`
          insert into payout_invoice_counters (year, last_number) values (${year}, 1)
          on conflict (year) do update set last_number = payout_invoice_counters.last_number + 1 returning last_number`;
        await tx`
          insert into payouts (payout_id, cleaner_id, kind, amount_cents, fee_cents, week, earning_ids, status, created_at, updated_at, event_id, invoice_year, invoice_number)
          values (${payoutId}, ${cleanerId}, ${kind}, ${amountCents}, ${feeCents}, ${week}, ${earningIds}, 'pending', ${at}, ${at}, ${recorded.id}, ${year}, ${counter!.last_number})`;
        await tx`update payout_earnings set status = 'paid_out', payout_id = ${payoutId} where earning_id = any(${earningIds})`;
        return;
      }
      case 'PayoutStatusChanged': {
        const { payoutId, status, failureReason, at } = event.data;
        const [payout] = await tx<{ earning_ids: string[] }[]>`
          update payouts set status = ${status}, failure_reason = ${failureReason}, updated_at = ${at} where payout_id = ${payoutId} returning earning_ids`;
        if (status === 'failed' && payout) {
          await tx`update payout_earnings set status = 'transferred', payout_id = null where earning_id = any(${payout.earning_ids}) and payout_id = ${payoutId}`;
        }
        return;
      }
      case 'PayoutsHeld':
        await tx`
          insert into payout_accounts (cleaner_id, account_id, status, hold_reason, held_by, held_at, updated_at)
          values (${event.data.cleanerId}, '', 'pending_requirements', ${event.data.reason}, ${event.data.by}, ${event.data.at}, ${event.data.at})
          on conflict (cleaner_id) do update set hold_reason = excluded.hold_reason, held_by = excluded.held_by, held_at = excluded.held_at`;
        return;
      case 'PayoutsReleased':
        await tx`update payout_accounts set hold_reason = null, held_by = null, held_at = null where cleaner_id = ${event.data.cleanerId}`;
        return;
      case 'LedgerPosted':
        return;
    }
  },
  applyBatch: applyPayoutsBatch,
  reset: async (tx) => {
    await tx`delete from payouts`;
    await tx`delete from payout_earnings`;
    await tx`delete from payout_accounts`;
    await tx`delete from payout_invoice_counters`;
  },
};
