import type { DomainEvent } from '../shared/decider';
import { timer, type Reactor } from '../shared/reactor';
import type { DisputeOpened } from './dispute-events';
import { disputeTarget } from './dispute-decide';

/**
 * 72 hours after a dispute was opened, the timer marks it uncontested if the other side has not answered (the
 * decider does nothing once it was). The command id is the dispute's: one timer per dispute, acted on once.
 */
export const disputeReactor: Reactor = {
  name: 'disputes',
  eventTypes: ['DisputeOpened'],
  react(event) {
    const data = (event as DomainEvent).data as DisputeOpened['data'];
    return [timer(data.respondBy, `dispute-uncontested:${data.disputeId}`, disputeTarget(data.disputeId), 'MarkUncontested', { disputeId: data.disputeId })];
  },
};
