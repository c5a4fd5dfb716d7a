import { createPaymentProcessor, createPayoutProcessor, createWebhookInbox, type CommandHandler, type ConfiguredPaymentGateway, type Logger } from '@weklean/platform';
import type postgres from 'postgres';

/**
 * The BFF's side of payments: the provider's customer of each user, the processors that carry out charges and
 * refunds (docs/api/payments.md) and connected accounts and payouts (docs/api/payouts.md), and the webhook inbox
 * (its sweep runs in the workers: webhook-sweep-worker).
 */
export function createPayments(deps: { sql: postgres.Sql; commands: CommandHandler; gateway: ConfiguredPaymentGateway; logger: Logger; clock?: () => Date }) {
  const { sql, gateway } = deps;
  const processor = createPaymentProcessor({ commands: deps.commands, gateway });
  const payouts = createPayoutProcessor({ commands: deps.commands, gateway });
  const inbox = createWebhookInbox({ sql, commands: deps.commands, gateway, logger: deps.logger, ...(deps.clock ? { clock: deps.clock } : {}) });

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

  /** A provider delivery, through the inbox that acts on each event once (and again after a crash, by its sweep). */
  const handleWebhook = (rawBody: string, signature: string | undefined) => inbox.receive(rawBody, signature);

  return { gateway, processor, payouts, customerFor, handleWebhook };
}

export type Payments = ReturnType<typeof createPayments>;
