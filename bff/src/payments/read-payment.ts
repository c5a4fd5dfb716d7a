import { evolvePayment, initialPaymentState, paymentStream, type EventStore, type PaymentEvent, type PaymentState } from '@weklean/domain';

/**
 * A booking's payment folded from its own stream (`none` for requests made before payments), whole or up to a revision
 * (a receipt shows the payment as it stood when it was issued).
 */
export async function readPayment(store: EventStore, bookingId: string, upToRevision: bigint | null = null): Promise<PaymentState> {
  let state = initialPaymentState;
  const options = upToRevision === null ? {} : { maxCount: Number(upToRevision) + 1 };
  for await (const event of store.readStream(paymentStream(bookingId), options)) {
    state = evolvePayment(state, { type: event.type, data: event.data } as PaymentEvent);
  }
  return state;
}
