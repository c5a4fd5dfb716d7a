import { SYSTEM_USER, type Actor } from '@weklean/domain';
import { createPaymentProcessor, createPayoutProcessor, WebhookSignatureError, type CommandHandler, type ConfiguredPaymentGateway, type Logger } from '@weklean/platform';
import type postgres from 'postgres';

/**
 * The BFF's side of payments: the provider's customer of each user, the processors that carry out charges and
 * refunds (docs/api/payments.md) and connected accounts and payouts (docs/api/payouts.md), and the webhook inbox.
 */
/** How long a delivery's claim on an event lasts (a crashed process's claim runs out after it). */
const CLAIM_SECONDS = 60;
/** How long a second delivery waits for the first to finish before answering 'busy' (the provider delivers again). */
const WAIT_FOR_CLAIM_MS = 20_000;
const CLAIM_POLL_MS = 50;

export function createPayments(deps: { sql: postgres.Sql; commands: CommandHandler; gateway: ConfiguredPaymentGateway; logger: Logger; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const { sql, gateway } = deps;
  const processor = createPaymentProcessor({ commands: deps.commands, gateway });
  const payouts = createPayoutProcessor({ commands: deps.commands, gateway });
  const log = deps.logger.child({ component: 'payments' });

  /** The provider's customer of a user, made once: the key makes a retry after a crash return the same customer. */
  const customerFor = async (userId: string): Promise<string> => {
    const [known] = await sql<{ customer_id: string }[]>`select customer_id from payment_customers where user_id = ${userId} and provider = ${gateway.mode}`;
    if (known) return known.customer_id;
    const { customerId } = await gateway.createCustomer({ userId, idempotencyKey: `customer:${gateway.mode}:${userId}` });
    await sql`
      insert into payment_customers (user_id, provider, customer_id) values (${userId}, ${gateway.mode}, ${customerId})
      on conflict (user_id) do update set provider = excluded.provider, customer_id = excluded.customer_id`;
    return customerId;
  };

  /**
   * A provider event: its signature checked (else 'invalid'), then acted on once per event id. Each delivery is
   * counted; one delivery at a time claims the event (for CLAIM_SECONDS, so a crashed process's claim runs out) and
   * handles it with no transaction open — handling uses connections of the same pool, which waiting deliveries must
   * not hold. A delivery arriving meanwhile waits (polling, holding no connection) and then finds it done; if it is
   * still not done after WAIT_FOR_CLAIM_MS the answer is 'busy' and the provider delivers again later. A failure
   * releases the claim and leaves the event unprocessed for the next delivery.
   */
  const handleWebhook = async (rawBody: string, signature: string | undefined): Promise<'invalid' | 'duplicate' | 'recorded' | 'ignored' | 'busy'> => {
    let event;
    try {
      event = gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return 'invalid';
      throw error;
    }
    const verified = event;
    const [received] = await sql<{ processed_at: Date | null }[]>`
      insert into payment_webhook_inbox (event_id, event_type) values (${verified.id}, ${verified.type})
      on conflict (event_id) do update set deliveries = payment_webhook_inbox.deliveries + 1
      returning processed_at`;
    if (received?.processed_at) return 'duplicate';
    for (let waited = 0; ; waited += CLAIM_POLL_MS) {
      const claimed = await sql`
        update payment_webhook_inbox set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where event_id = ${verified.id} and processed_at is null and (claimed_until is null or claimed_until < now())
        returning event_id`;
      if (claimed.length > 0) break;
      const [current] = await sql<{ processed_at: Date | null }[]>`select processed_at from payment_webhook_inbox where event_id = ${verified.id}`;
      if (current?.processed_at) return 'duplicate';
      if (waited >= WAIT_FOR_CLAIM_MS) return 'busy';
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }
    // The app's clock (the test clock in browser tests), as for every other command.
    const actor: Actor = { userId: SYSTEM_USER, now: clock(), correlationId: `webhook:${verified.id}`, causationId: `webhook:${verified.id}` };
    try {
      // Charges and refunds (payments), or connected accounts and payouts (Connect).
      const outcome =
        verified.objectKind === 'account' || verified.objectKind === 'payout'
          ? await payouts.handleProviderEvent(verified, actor)
          : await processor.handleProviderEvent(verified, actor);
      await sql`
        update payment_webhook_inbox set processed_at = now(), outcome = ${outcome}, last_error = null, claimed_until = null
        where event_id = ${verified.id}`;
      return outcome;
    } catch (error) {
      log.error('webhook event could not be handled; the provider will deliver it again', { eventId: verified.id, type: verified.type, error });
      const message = error instanceof Error ? error.message : String(error);
      await sql`update payment_webhook_inbox set claimed_until = null, last_error = ${message.slice(0, 2000)} where event_id = ${verified.id}`.catch(() => undefined);
      throw error;
    }
  };

  return { gateway, processor, payouts, customerFor, handleWebhook };
}

export type Payments = ReturnType<typeof createPayments>;
