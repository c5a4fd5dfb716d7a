import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { DisputeBookingFacts, DisputeCommand } from './dispute-commands';
import { disputeDecider, disputeWindowClosesAt } from './dispute-decide';
import {
  DisputeAlreadyDecidedError, DisputeAnswerClosedError, DisputeAwaitingAnswerError, DisputeBookingNotCompletedError, DisputeDescriptionInvalidError,
  DisputeExistsError, DisputeInvalidAmountError, DisputeNotFoundError, DisputeOpenerCannotAnswerError, DisputePhotosInvalidError,
  DisputeReasonInvalidError, DisputeWindowClosedError,
} from './dispute-errors';
import type { DisputeEvent, DisputeReason, DisputeSide } from './dispute-events';
import { disputeReactor } from './dispute-reactors';
import type { RecordedEvent } from '../event-store/event-store';

const spec = deciderSpec(disputeDecider, expect);
const CLIENT = 'client-1';
const CLEANER = 'cleaner-1';
const ADMIN = 'admin-1';
const ENDED = '2026-11-20T19:00:00.000Z';
const NOW = '2026-11-22T15:00:00.000Z';
const RESPOND_BY = '2026-11-25T15:00:00.000Z';
const booking = (status = 'completed', serviceEndedAt: string | null = ENDED): DisputeBookingFacts => ({ clientId: CLIENT, cleanerId: CLEANER, status, serviceEndedAt, photoIds: ['p-1', 'p-2'] });
type Open = { by: string; side: DisputeSide; reason: DisputeReason; now: string; status: string; description: string; photoIds: string[]; amountCents: number | null };
const open = (overrides: Partial<Open> = {}): DisputeCommand => ({
  type: 'OpenDispute',
  data: {
    disputeId: 'b-1', bookingId: 'b-1', side: overrides.side ?? 'client', reason: overrides.reason ?? 'poor_quality', description: overrides.description ?? '  La cuisine est restée sale.  ',
    photoIds: overrides.photoIds ?? ['p-1'], amountCents: overrides.amountCents === undefined ? 5000 : overrides.amountCents, booking: booking(overrides.status),
  },
  metadata: { userId: overrides.by ?? CLIENT, now: overrides.now ?? NOW },
});
const opened = (side: DisputeSide = 'client'): DisputeEvent => ({
  type: 'DisputeOpened',
  data: {
    disputeId: 'b-1', bookingId: 'b-1', clientId: CLIENT, cleanerId: CLEANER, openedBy: side === 'client' ? CLIENT : CLEANER, side, reason: side === 'client' ? 'poor_quality' : 'unpaid_balance',
    description: 'La cuisine est restée sale.', photoIds: ['p-1'], amountCents: 5000, openedAt: NOW, respondBy: RESPOND_BY,
  },
});
const answered: DisputeEvent = { type: 'DisputeAnswered', data: { disputeId: 'b-1', bookingId: 'b-1', answeredBy: CLEANER, text: 'J’ai tout fait.', at: '2026-11-23T15:00:00.000Z' } };
const uncontested: DisputeEvent = { type: 'DisputeUncontested', data: { disputeId: 'b-1', bookingId: 'b-1', at: RESPOND_BY } };
const answer = (by: string, now = '2026-11-23T15:00:00.000Z', text = ' J’ai tout fait. '): DisputeCommand => ({ type: 'AnswerDispute', data: { disputeId: 'b-1', text }, metadata: { userId: by, now } });
const markUncontested = (now = RESPOND_BY): DisputeCommand => ({ type: 'MarkUncontested', data: { disputeId: 'b-1' }, metadata: { userId: 'system', now } });
const decide = (decision: 'reject' | 'refund' | 'credit', amountCents: number | null, refundableCents = 12_000): DisputeCommand => ({
  type: 'DecideDispute', data: { disputeId: 'b-1', decision, amountCents, reason: '  Photos probantes.  ', refundableCents }, metadata: { userId: ADMIN, now: '2026-11-26T15:00:00.000Z' },
});
const decided = (decision: 'reject' | 'refund' | 'credit', amountCents: number | null): DisputeEvent => ({
  type: 'DisputeDecided',
  data: { disputeId: 'b-1', bookingId: 'b-1', clientId: CLIENT, cleanerId: CLEANER, decision, amountCents, reason: 'Photos probantes.', decidedBy: ADMIN, at: '2026-11-26T15:00:00.000Z' },
});

describe('a dispute over a completed booking', () => {
  it('is opened by the client of a completed booking, with 72 hours for the cleaner to answer', () => {
    spec.given([]).when(open()).then([opened('client')]);
  });

  it('can be opened until 7 days after the service ended, at the same Quebec time, and not after', () => {
    expect(disputeWindowClosesAt(ENDED)).toBe('2026-11-27T19:00:00.000Z');
    // 28 October + 7 days crosses the end of daylight time (1 November): 15:00 in Quebec both days.
    expect(disputeWindowClosesAt('2026-10-28T19:00:00.000Z')).toBe('2026-11-04T20:00:00.000Z');
    expect(() => disputeDecider.decide(open({ now: '2026-11-27T18:59:59.000Z' }), disputeDecider.initialState)).not.toThrow();
    spec.given([]).when(open({ now: '2026-11-27T19:00:00.000Z' })).thenThrows(DisputeWindowClosedError);
  });

  it('is refused before the service is done, and to someone who is not that side of the booking', () => {
    spec.given([]).when(open({ status: 'in_progress' })).thenThrows(DisputeBookingNotCompletedError);
    spec.given([]).when(open({ by: 'stranger' })).thenThrows(DisputeNotFoundError);
    spec.given([]).when(open({ by: CLEANER })).thenThrows(DisputeNotFoundError);
  });

  it("takes only the cleaner side's reasons from the cleaner", () => {
    spec.given([]).when(open({ by: CLEANER, side: 'cleaner', reason: 'not_done' })).thenThrows(DisputeReasonInvalidError);
    spec.given([]).when(open({ by: CLIENT, side: 'client', reason: 'unpaid_balance' })).thenThrows(DisputeReasonInvalidError);
    const [event] = disputeDecider.decide(open({ by: CLEANER, side: 'cleaner', reason: 'unpaid_balance' }), disputeDecider.initialState);
    expect(event).toMatchObject({ type: 'DisputeOpened', data: { side: 'cleaner', openedBy: CLEANER, reason: 'unpaid_balance' } });
    expect(() => disputeDecider.decide(open({ by: CLEANER, side: 'cleaner', reason: 'damage' }), disputeDecider.initialState)).not.toThrow();
  });

  it('is one per booking, whichever side opened the first', () => {
    spec.given([opened('client')]).when(open()).thenThrows(DisputeExistsError);
    spec.given([opened('client')]).when(open({ by: CLEANER, side: 'cleaner', reason: 'damage' })).thenThrows(DisputeExistsError);
  });

  it("refuses an empty description, photos that are not the booking's, and an amount that is not whole positive cents", () => {
    spec.given([]).when(open({ description: '   ' })).thenThrows(DisputeDescriptionInvalidError);
    spec.given([]).when(open({ photoIds: ['p-9'] })).thenThrows(DisputePhotosInvalidError);
    spec.given([]).when(open({ amountCents: 0 })).thenThrows(DisputeInvalidAmountError);
    spec.given([]).when(open({ amountCents: 12.5 })).thenThrows(DisputeInvalidAmountError);
    const [event] = disputeDecider.decide(open({ amountCents: null, photoIds: [] }), disputeDecider.initialState);
    expect(event).toMatchObject({ data: { amountCents: null, photoIds: [] } });
  });
});

describe('the answer of the other side', () => {
  it('is written once by the other side before the 72 hours are over', () => {
    spec.given([opened()]).when(answer(CLEANER)).then([answered]);
    spec.given([opened(), answered]).when(answer(CLEANER)).thenThrows(DisputeAnswerClosedError);
  });

  it('is not written by the one who opened it, nor by a stranger', () => {
    spec.given([opened()]).when(answer(CLIENT)).thenThrows(DisputeOpenerCannotAnswerError);
    spec.given([opened()]).when(answer('stranger')).thenThrows(DisputeNotFoundError);
    spec.given([]).when(answer(CLEANER)).thenThrows(DisputeNotFoundError);
  });

  it('is refused at the deadline and once the dispute went uncontested', () => {
    spec.given([opened()]).when(answer(CLEANER, RESPOND_BY)).thenThrows(DisputeAnswerClosedError);
    spec.given([opened(), uncontested]).when(answer(CLEANER, '2026-11-24T15:00:00.000Z')).thenThrows(DisputeAnswerClosedError);
  });
});

describe('the 72-hour timer', () => {
  it('marks a dispute still open as uncontested', () => {
    spec.given([opened()]).when(markUncontested()).then([uncontested]);
  });

  it('does nothing once it was answered, uncontested or decided', () => {
    spec.given([opened(), answered]).when(markUncontested()).then([]);
    spec.given([opened(), uncontested]).when(markUncontested()).then([]);
    spec.given([opened(), answered, decided('reject', null)]).when(markUncontested()).then([]);
  });

  it('is set at the deadline by the reactor, with a command id derived from the dispute', () => {
    const event = { ...opened(), id: 'e-1', streamId: 'dispute-b-1' } as unknown as RecordedEvent;
    expect(disputeReactor.react(event, { state: undefined })).toMatchObject([
      { kind: 'timer', at: RESPOND_BY, commandId: 'dispute-uncontested:b-1', type: 'MarkUncontested', data: { disputeId: 'b-1' }, target: { stream: 'dispute-b-1' } },
    ]);
  });
});

describe("an admin's decision", () => {
  it('rejects without an amount, refunds or credits up to what is refundable', () => {
    spec.given([opened(), answered]).when(decide('reject', null)).then([decided('reject', null)]);
    spec.given([opened(), uncontested]).when(decide('refund', 12_000)).then([decided('refund', 12_000)]);
    spec.given([opened(), answered]).when(decide('credit', 2500)).then([decided('credit', 2500)]);
  });

  it('refuses an amount over what is refundable, not whole positive cents, missing, or given with a rejection', () => {
    spec.given([opened(), answered]).when(decide('refund', 12_001)).thenThrows(DisputeInvalidAmountError);
    spec.given([opened(), answered]).when(decide('refund', 0)).thenThrows(DisputeInvalidAmountError);
    spec.given([opened(), answered]).when(decide('refund', -100)).thenThrows(DisputeInvalidAmountError);
    spec.given([opened(), answered]).when(decide('credit', 10.5)).thenThrows(DisputeInvalidAmountError);
    spec.given([opened(), answered]).when(decide('refund', null)).thenThrows(DisputeInvalidAmountError);
    spec.given([opened(), answered]).when(decide('refund', 1, 0)).thenThrows(DisputeInvalidAmountError);
    spec.given([opened(), answered]).when(decide('reject', 100)).thenThrows(DisputeInvalidAmountError);
  });

  it('is made once, and not while the other side still has time to answer', () => {
    spec.given([opened(), answered, decided('reject', null)]).when(decide('refund', 100)).thenThrows(DisputeAlreadyDecidedError);
    spec.given([opened()]).when(decide('reject', null)).thenThrows(DisputeAwaitingAnswerError);
    spec.given([]).when(decide('reject', null)).thenThrows(DisputeNotFoundError);
  });
});
