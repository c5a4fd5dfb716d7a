import type { EmailNotification, LivePublication } from '../live/live-reactor';
import type { DisputeState } from './dispute-decide';
import type { DisputeDecided, DisputeOpened } from './dispute-events';

/**
 * Who hears of a dispute's step (issue 35): the other side of the opening, the opener of the answer, both people when
 * it goes uncontested (live only) and of the decision. `state`: the dispute just after the event.
 */
export function disputeNotifications<R>(event: { type: string; data: unknown }, state: DisputeState, notify: { publish: (publication: LivePublication) => R; mail: (notification: EmailNotification) => R }): R[] {
  if (state.status === 'none') return [];
  const { clientId, cleanerId, openedBy, bookingId, disputeId } = state;
  const other = (userId: string) => (userId === clientId ? cleanerId : clientId);
  const frame = (userIds: string[]) =>
    notify.publish({ userIds, message: { type: 'DISPUTE_UPDATED', disputeId, bookingId, status: state.status }, readModel: 'disputes' });
  const mail = (template: EmailNotification['template'], userId: string, amountCents: number | null = null) =>
    notify.mail({ template, userId, bookingId, startsAt: null, otherId: other(userId), amountCents });
  switch (event.type) {
    case 'DisputeOpened': {
      const told = other((event.data as DisputeOpened['data']).openedBy);
      return [frame([told]), mail('dispute-opened', told)];
    }
    case 'DisputeAnswered':
      return [frame([openedBy]), mail('dispute-answered', openedBy)];
    case 'DisputeUncontested':
      return [frame([clientId, cleanerId])];
    case 'DisputeDecided': {
      const { amountCents } = event.data as DisputeDecided['data'];
      return [frame([clientId, cleanerId]), mail('dispute-decided', clientId, amountCents), mail('dispute-decided', cleanerId, amountCents)];
    }
    default:
      return [];
  }
}
