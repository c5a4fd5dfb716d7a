import type { CommandTarget } from '../shared/decider';
import type { PayoutState } from './payout';
import type { PayoutCommand } from './payout-commands';
import { payoutDecider } from './payout-decide';
import { payoutStream, type PayoutEvent } from './payout-events';

/** A cleaner's payout stream and its rules. */
export const payoutTarget = (cleanerId: string): CommandTarget<PayoutState, PayoutCommand, PayoutEvent> => ({
  stream: payoutStream(cleanerId),
  decider: payoutDecider,
});
