import { SYSTEM_USER, type Actor } from '@weklean/domain';
import { createPaymentProcessor, createPayoutProcessor, WebhookSignatureError, type CommandHandler, type ConfiguredPaymentGateway, type Logger } from '@weklean/platform';
import type postgres from 'postgres';

/**
 * The BFF's side of payments: the provider's customer of each user, the processors that carry out charges and
 * refunds (docs/api/payments.md) and connected accounts and payouts (docs/api/payouts.md), and the webhook inbox.
 */
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
   * A provider event: its signature checked (else 'invalid'), then acted on once per event id. The inbox row is held
   * for update while the event is handled, so a second delivery arriving meanwhile waits and then finds it done; a
   * failure leaves it unprocessed for the provider's next delivery.
   */
  const handleWebhook = async (rawBody: string, signature: string | undefined): Promise<'invalid' | 'duplicate' | 'recorded' | 'ignored'> => {
    let event;
    try {
      event = gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return 'invalid';
      throw error;
    }
    const verified = event;
    return sql.begin(async (tx) => {
      await tx`
        insert into payment_webhook_inbox (event_id, event_type) values (${verified.id}, ${verified.type})
        on conflict (event_id) do update set deliveries = payment_webhook_inbox.deliveries + 1`;
      const [row] = await tx<{ processed_at: Date | null }[]>`select processed_at from payment_webhook_inbox where event_id = ${verified.id} for update`;
      if (row?.processed_at) return 'duplicate' as const;
      // The app's clock (the test clock in browser tests), as for every other command.
      const actor: Actor = { userId: SYSTEM_USER, now: clock(), correlationId: `webhook:${verified.id}`, causationId: `webhook:${verified.id}` };
      try {
        // Charges and refunds (payments), or connected accounts and payouts (Connect).
        const outcome =
          verified.objectKind === 'account' || verified.objectKind === 'payout'
            ? await payouts.handleProviderEvent(verified, actor)
            : await processor.handleProviderEvent(verified, actor);
        await tx`update payment_webhook_inbox set processed_at = now(), outcome = ${outcome}, last_error = null where event_id = ${verified.id}`;
        return outcome;
      } catch (error) {
        log.error('webhook event could not be handled; the provider will deliver it again', { eventId: verified.id, type: verified.type, error });
        throw error;
      }
    });
  };

  return { gateway, processor, payouts, customerFor, handleWebhook };
}

export type Payments = ReturnType<typeof createPayments>;
