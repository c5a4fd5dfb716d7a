import type { CommandTarget } from '../shared/decider';
import type { PaymentState } from './payment';
import type { PaymentCommand } from './payment-commands';
import { paymentDecider } from './payment-decide';
import { paymentStream, type PaymentEvent } from './payment-events';

/** A booking's payment stream and its rules. */
export const paymentTarget = (bookingId: string): CommandTarget<PaymentState, PaymentCommand, PaymentEvent> => ({
  stream: paymentStream(bookingId),
  decider: paymentDecider,
});
