import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../event-store/event-store';
import { liveReactor } from '../live/live-reactor';
import type { DisputeEvent } from './dispute-events';

const OPENED: DisputeEvent = {
  type: 'DisputeOpened',
  data: {
    disputeId: 'b-1', bookingId: 'b-1', clientId: 'client-1', cleanerId: 'cleaner-1', openedBy: 'client-1', side: 'client', reason: 'damage', description: 'Vase cassé',
    photoIds: [], amountCents: null, openedAt: '2026-11-22T15:00:00.000Z', respondBy: '2026-11-25T15:00:00.000Z',
  },
};
const ANSWERED: DisputeEvent = { type: 'DisputeAnswered', data: { disputeId: 'b-1', bookingId: 'b-1', answeredBy: 'cleaner-1', text: 'Déjà cassé', at: '2026-11-23T15:00:00.000Z' } };
const DECIDED: DisputeEvent = {
  type: 'DisputeDecided',
  data: { disputeId: 'b-1', bookingId: 'b-1', clientId: 'client-1', cleanerId: 'cleaner-1', decision: 'credit', amountCents: 2000, reason: 'Geste commercial', decidedBy: 'admin-1', at: '2026-11-24T15:00:00.000Z' },
};

/** The live reactor's reactions to the last of `events`, each event folded into the dispute's state first. */
const reactionsTo = (events: DisputeEvent[]) => {
  const state = events.reduce(liveReactor.source!.evolve, liveReactor.source!.initialState);
  const last = { ...events.at(-1)!, id: 'e-9', streamId: 'dispute-b-1' } as unknown as RecordedEvent;
  return liveReactor.react(last, { state });
};
const frame = (userIds: string[], status: string) => ({
  kind: 'effect', effectId: 'live:e-9', name: 'live-publish',
  data: { userIds, message: { type: 'DISPUTE_UPDATED', disputeId: 'b-1', bookingId: 'b-1', status }, readModel: 'disputes' },
});
const mail = (template: string, userId: string, otherId: string, amountCents: number | null = null) => ({
  kind: 'effect', effectId: `mail:e-9:${userId}`, name: 'notify-email', data: { template, userId, bookingId: 'b-1', startsAt: null, otherId, amountCents },
});
/** Each e-mail's news is pushed too, after the reactor's other reactions (live/push.ts). */
const push = (template: string, userId: string, otherId: string, amountCents: number | null = null) => ({
  kind: 'effect', effectId: `push:e-9:${userId}`, name: 'notify-push', data: { template, userId, bookingId: 'b-1', startsAt: null, otherId, amountCents },
});

describe("the notifications of a dispute's steps", () => {
  it('tells the other side of the opening, live, by e-mail and by push', () => {
    expect(reactionsTo([OPENED])).toEqual([frame(['cleaner-1'], 'open'), mail('dispute-opened', 'cleaner-1', 'client-1'), push('dispute-opened', 'cleaner-1', 'client-1')]);
  });

  it('tells the opener of the answer', () => {
    expect(reactionsTo([OPENED, ANSWERED])).toEqual([frame(['client-1'], 'answered'), mail('dispute-answered', 'client-1', 'cleaner-1'), push('dispute-answered', 'client-1', 'cleaner-1')]);
  });

  it('tells both people when it goes uncontested (live) and of the decision (live, e-mail and push)', () => {
    const uncontested: DisputeEvent = { type: 'DisputeUncontested', data: { disputeId: 'b-1', bookingId: 'b-1', at: '2026-11-25T15:00:00.000Z' } };
    expect(reactionsTo([OPENED, uncontested])).toEqual([frame(['client-1', 'cleaner-1'], 'uncontested')]);
    expect(reactionsTo([OPENED, ANSWERED, DECIDED])).toEqual([
      frame(['client-1', 'cleaner-1'], 'decided'), mail('dispute-decided', 'client-1', 'cleaner-1', 2000), mail('dispute-decided', 'cleaner-1', 'client-1', 2000),
      push('dispute-decided', 'client-1', 'cleaner-1', 2000), push('dispute-decided', 'cleaner-1', 'client-1', 2000),
    ]);
  });
});
