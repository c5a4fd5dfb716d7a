import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingTarget,
  chargeIdOf,
  computeBookingPrice,
  paymentStream,
  paymentTarget,
  type Actor,
  type RecordedEvent,
} from '@weklean/domain';
import { createCommandHandler, createPostgresEventStore, type CommandHandler, type PostgresEventStore } from '@weklean/platform';
import { createTestDatabase, type TestDatabase } from '../../platform/test/support/test-database';
import { collect, requestData } from './support/booking-request';
import { runReactorProcess } from './support/run-reactor-process';


/**
 * The provider charged the card, then the process died before the charge reached the payment stream. The idempotency
 * key was recorded before the call: after a restart the payment-gateway reactor calls again with the same key, the
 * provider answers with the same charge, and the card is charged once.
 */
describe('a crash between the provider’s charge and its record', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sql: postgres.Sql;
  let commands: CommandHandler;

  beforeAll(async () => {
    database = await createTestDatabase('payment_crash', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    store = await createPostgresEventStore({ connectionString: database.url });
    commands = createCommandHandler(store);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await sql?.end();
    await database?.drop();
  });

  it('charges nothing twice: one intent at the provider, one ChargeSucceeded, the request then reaches the cleaner', async () => {
    const [bookingId, clientId, cleanerId] = [randomUUID(), randomUUID(), randomUUID()];
    const now = new Date();
    const startsAt = new Date(now.getTime() + 3 * 86_400_000);
    startsAt.setUTCHours(15, 0, 0, 0);
    const client: Actor = { userId: clientId, now, correlationId: randomUUID() };
    await commands.execute(bookingTarget(bookingId), 'RequestBooking', requestData({ bookingId, clientId, cleanerId }, startsAt.toISOString(), true), client);
    const price = computeBookingPrice({ base: { kind: 'hourly', hourlyRateCents: 3500, durationHours: 4 }, cleanerBringsSupplies: false, emergency: false, firstBooking: false, serviceFeeCents: 500 });
    // The deposit is asked (its key recorded); the provider is called by the workers' payment-gateway reactor.
    await commands.execute(paymentTarget(bookingId), 'OpenPayment', {
      bookingId, clientId, cleanerId, customerId: `cus_${clientId}`, paymentMethodId: 'pm_card_visa', price, depositOffSession: false,
    }, client);
    const key = chargeIdOf(bookingId, 'deposit', 1);
    const intents = () => sql<{ id: string; status: string; amount_cents: number }[]>`select id, status, amount_cents from simulated_payment_intents where idempotency_key = ${key}`;
    const recorded = async (type: string) => (await collect(store.readStream(paymentStream(bookingId)))).filter((event: RecordedEvent) => event.type === type);

    const killed = await runReactorProcess(database.url, 'kill-after-charge');
    expect(killed.signal).toBe('SIGKILL');
    // The provider took the money; the payment stream does not know yet.
    expect(await intents()).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: price.deposit })]);
    expect(await recorded('ChargeSucceeded')).toHaveLength(0);

    const restarted = await runReactorProcess(database.url, 'settle');
    expect(restarted, restarted.output).toMatchObject({ code: 0 });
    const [intent] = await intents();
    expect(await intents()).toHaveLength(1);
    const succeeded = await recorded('ChargeSucceeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.data).toMatchObject({ chargeId: key, paymentIntentId: intent!.id, amountCents: price.deposit });
    expect(await recorded('ChargeRequested')).toHaveLength(1);
    // And what follows a paid deposit happened once: the request reached the cleaner.
    const booking = await commands.load(bookingTarget(bookingId));
    expect(booking).toMatchObject({ status: 'pending', depositPaid: true });

    // A third run finds nothing to do: still one charge.
    expect(await runReactorProcess(database.url, 'settle')).toMatchObject({ code: 0 });
    expect(await intents()).toHaveLength(1);
    expect(await recorded('ChargeSucceeded')).toHaveLength(1);
  }, 120_000);
});
