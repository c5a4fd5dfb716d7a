import { SYSTEM_USER, type Actor } from '@weklean/domain';
import type postgres from 'postgres';
import type { CommandHandler } from '../commands/command-handler';
import type { Logger } from '../log/logger';
import { WebhookSignatureError, type PaymentGateway, type ProviderEvent } from './payment-gateway';
import { createPaymentProcessor } from './payment-processor';
import { createPayoutProcessor } from './payout-processor';

/** How long a claim on an event lasts (a crashed process's claim runs out after it). */
export const WEBHOOK_CLAIM_SECONDS = 60;
/** How old an unprocessed event must be before the sweep takes it: the live delivery and the provider's first retries go first. */
export const WEBHOOK_STALE_AFTER_SECONDS = 300;
/** Attempts (deliveries and sweeps, a crash counted) after which the sweep parks an event for a person to look at. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** The sweep's wait after the n-th attempt: 1, 2, 4 … minutes, at most an hour (8 attempts span about two hours). */
const RETRY_BASE_SECONDS = 60;
const RETRY_CAP_SECONDS = 3600;
/** How long a second delivery waits for the first to finish before answering 'busy' (the provider delivers again). */
const WAIT_FOR_CLAIM_MS = 20_000;
const CLAIM_POLL_MS = 50;
/** Events the sweep claims at once, and batches per sweep: a backlog drains over a few ticks, never in one burst. */
const SWEEP_BATCH = 10;
const SWEEP_MAX_BATCHES = 10;

export type WebhookOutcome = 'recorded' | 'ignored';
export type WebhookSweep = { retried: number; failed: number; parked: number };

/**
 * The inbox of provider events: each event id is acted on once, however often it is delivered, and an event whose
 * handling was cut short (a crash, a failure) is acted on again by the sweep. Acting is idempotent — each outcome
 * command carries an id derived from the object and its outcome — so a second attempt after a crash records nothing
 * more (docs/api/payments.md).
 */
export function createWebhookInbox(deps: { sql: postgres.Sql; commands: CommandHandler; gateway: PaymentGateway; logger: Logger; clock?: () => Date }) {
  const { sql, gateway } = deps;
  const clock = deps.clock ?? (() => new Date());
  const processor = createPaymentProcessor({ commands: deps.commands, gateway });
  const payouts = createPayoutProcessor({ commands: deps.commands, gateway });
  const log = deps.logger.child({ component: 'webhook-inbox' });

  // Each claim is an attempt, counted before the event is handled so that a crash counts too; retry_at is when the
  // sweep may try again should this attempt not finish.
  const claimSet = () => sql`
    claimed_until = now() + make_interval(secs => ${WEBHOOK_CLAIM_SECONDS}),
    attempts = attempts + 1,
    retry_at = now() + make_interval(secs => least(${RETRY_BASE_SECONDS} * power(2, attempts), ${RETRY_CAP_SECONDS}))`;

  /** Acts on a claimed event and marks it done; a failure releases the claim and is rethrown. */
  const act = async (event: ProviderEvent, attempts: number): Promise<WebhookOutcome> => {
    // The app's clock (the test clock in browser tests), as for every other command.
    const actor: Actor = { userId: SYSTEM_USER, now: clock(), correlationId: `webhook:${event.id}`, causationId: `webhook:${event.id}` };
    try {
      // Charges and refunds (payments), or connected accounts and payouts (Connect).
      const outcome =
        event.objectKind === 'account' || event.objectKind === 'payout'
          ? await payouts.handleProviderEvent(event, actor)
          : await processor.handleProviderEvent(event, actor);
      await sql`
        update payment_webhook_inbox
        set processed_at = now(), outcome = ${outcome}, last_error = null, claimed_until = null, retry_at = null, parked_at = null
        where event_id = ${event.id}`;
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const parked = attempts >= WEBHOOK_MAX_ATTEMPTS;
      const fields = { eventId: event.id, type: event.type, attempts, error };
      if (parked) log.error('webhook event parked: it failed every attempt; see payment_webhook_inbox', fields);
      else log.warn('webhook event could not be handled; it will be tried again', fields);
      await sql`
        update payment_webhook_inbox
        set claimed_until = null, last_error = ${message.slice(0, 2000)}, parked_at = ${parked ? sql`now()` : sql`parked_at`}
        where event_id = ${event.id}`.catch(() => undefined);
      throw error;
    }
  };

  return {
    /**
     * A provider delivery: its signature checked (else 'invalid'), then acted on once per event id. Each delivery is
     * counted; one delivery at a time claims the event (for WEBHOOK_CLAIM_SECONDS) and handles it with no transaction
     * open — handling uses connections of the same pool, which waiting deliveries must not hold. A delivery arriving
     * meanwhile waits (polling, holding no connection) and then finds it done; if it is still not done after
     * WAIT_FOR_CLAIM_MS the answer is 'busy' and the provider delivers again later. A failure releases the claim and
     * leaves the event to the next delivery or the sweep. A delivery still tries a parked event: the provider's (or an
     * operator's) resend is how a parked event is retried.
     */
    async receive(rawBody: string, signature: string | undefined): Promise<'invalid' | 'duplicate' | 'busy' | WebhookOutcome> {
      let verified: ProviderEvent;
      try {
        verified = gateway.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) return 'invalid';
        throw error;
      }
      const [received] = await sql<{ processed_at: Date | null }[]>`
        insert into payment_webhook_inbox (event_id, event_type, payload) values (${verified.id}, ${verified.type}, ${sql.json(verified)})
        on conflict (event_id) do update
        set deliveries = payment_webhook_inbox.deliveries + 1, payload = coalesce(payment_webhook_inbox.payload, excluded.payload)
        returning processed_at`;
      if (received?.processed_at) return 'duplicate';
      for (let waited = 0; ; waited += CLAIM_POLL_MS) {
        const [claimed] = await sql<{ attempts: number }[]>`
          update payment_webhook_inbox set ${claimSet()}
          where event_id = ${verified.id} and processed_at is null and (claimed_until is null or claimed_until < now())
          returning attempts`;
        if (claimed) return act(verified, claimed.attempts);
        const [current] = await sql<{ processed_at: Date | null }[]>`select processed_at from payment_webhook_inbox where event_id = ${verified.id}`;
        if (current?.processed_at) return 'duplicate';
        if (waited >= WAIT_FOR_CLAIM_MS) return 'busy';
        await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      }
    },

    /**
     * Acts again on every event left unprocessed for `staleAfterSeconds` whose claim has run out and whose retry time
     * has come (a process killed while handling it, or a failure the provider has not redelivered yet). Safe to run in
     * every process at once: each event is claimed by one sweep (`for update skip locked`, then the claim). An event
     * past WEBHOOK_MAX_ATTEMPTS is parked and logged instead.
     */
    async sweep(options: { staleAfterSeconds?: number } = {}): Promise<WebhookSweep> {
      const staleAfter = options.staleAfterSeconds ?? WEBHOOK_STALE_AFTER_SECONDS;
      const due = () => sql`
        processed_at is null and parked_at is null and payload is not null
        and (claimed_until is null or claimed_until < now())
        and received_at <= now() - make_interval(secs => ${staleAfter})
        and (retry_at is null or retry_at <= now())`;
      // The last attempts never finished (each crashed the process, say): parked rather than tried for ever.
      const parked = await sql<{ event_id: string; event_type: string; attempts: number; last_error: string | null }[]>`
        update payment_webhook_inbox set parked_at = now(), claimed_until = null
        where event_id in (select event_id from payment_webhook_inbox where ${due()} and attempts >= ${WEBHOOK_MAX_ATTEMPTS} for update skip locked)
        returning event_id, event_type, attempts, last_error`;
      for (const row of parked) {
        log.error('webhook event parked: its attempts never finished; see payment_webhook_inbox', {
          eventId: row.event_id,
          type: row.event_type,
          attempts: row.attempts,
          lastError: row.last_error,
        });
      }
      const result: WebhookSweep = { retried: 0, failed: 0, parked: parked.length };
      for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
        const claimed = await sql<{ payload: ProviderEvent; attempts: number }[]>`
          update payment_webhook_inbox set ${claimSet()}
          where event_id in (
            select event_id from payment_webhook_inbox where ${due()} and attempts < ${WEBHOOK_MAX_ATTEMPTS}
            order by received_at limit ${SWEEP_BATCH} for update skip locked)
          returning payload, attempts`;
        for (const { payload, attempts } of claimed) {
          try {
            await act(payload, attempts);
            result.retried += 1;
          } catch {
            // Logged and recorded by act; the sweep goes on with the next event.
            result.failed += 1;
            if (attempts >= WEBHOOK_MAX_ATTEMPTS) result.parked += 1;
          }
        }
        if (claimed.length < SWEEP_BATCH) break;
      }
      return result;
    },
  };
}

export type WebhookInbox = ReturnType<typeof createWebhookInbox>;

/** Events parked, and events not yet processed and not parked (the admin's health page). */
export async function webhookInboxCounts(sql: postgres.Sql): Promise<{ parked: number; waiting: number }> {
  const [row] = await sql<{ parked: number; waiting: number }[]>`
    select count(*) filter (where parked_at is not null)::int as parked, count(*) filter (where parked_at is null)::int as waiting
    from payment_webhook_inbox where processed_at is null`;
  return { parked: row?.parked ?? 0, waiting: row?.waiting ?? 0 };
}
