import { addDays, localDateTime } from '../shared/dates';
import { QUEBEC_TIME_ZONE, quebecInstant } from '../shared/quebec-time';
import type { CommandTarget, Decider } from '../shared/decider';
import type { DisputeCommand } from './dispute-commands';
import {
  DisputeAlreadyDecidedError, DisputeAnswerClosedError, DisputeAnswerInvalidError, DisputeAwaitingAnswerError, DisputeBookingNotCompletedError,
  DisputeDecisionReasonInvalidError, DisputeDescriptionInvalidError, DisputeExistsError, DisputeInvalidAmountError, DisputeNotFoundError,
  DisputeOpenerCannotAnswerError, DisputePhotosInvalidError, DisputeReasonInvalidError, DisputeWindowClosedError,
} from './dispute-errors';
import {
  DISPUTE_ANSWER_HOURS, DISPUTE_DECISION_REASON_MAX, DISPUTE_PHOTOS_MAX, DISPUTE_TEXT_MAX, DISPUTE_WINDOW_DAYS, disputeStream, reasonsOf,
  type DisputeEvent, type DisputeSide, type DisputeStatus,
} from './dispute-events';

/** No dispute yet, or one as it stands. */
export type DisputeState =
  | { status: 'none' }
  | { status: DisputeStatus; disputeId: string; bookingId: string; clientId: string; cleanerId: string; openedBy: string; side: DisputeSide; respondBy: string };

export const initialDisputeState: DisputeState = { status: 'none' };

export function evolveDispute(state: DisputeState, event: DisputeEvent): DisputeState {
  if (event.type === 'DisputeOpened') {
    const { disputeId, bookingId, clientId, cleanerId, openedBy, side, respondBy } = event.data;
    return { status: 'open', disputeId, bookingId, clientId, cleanerId, openedBy, side, respondBy };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DisputeAnswered':
      return { ...state, status: 'answered' };
    case 'DisputeUncontested':
      return { ...state, status: 'uncontested' };
    case 'DisputeDecided':
      return { ...state, status: 'decided' };
  }
}

/** Until when a dispute can be opened over a service that ended at `endedAt`: 7 days later, at the same Quebec time. */
export const disputeWindowClosesAt = (endedAt: string): string => {
  const local = localDateTime(endedAt, QUEBEC_TIME_ZONE);
  const later = local ? quebecInstant(addDays(local.date, DISPUTE_WINDOW_DAYS), local.time) : null;
  return later ?? new Date(Date.parse(endedAt) + DISPUTE_WINDOW_DAYS * 86_400_000).toISOString();
};

/** Until when the other side may answer: 72 hours after the opening. */
export const disputeRespondBy = (openedAt: string): string => new Date(Date.parse(openedAt) + DISPUTE_ANSWER_HOURS * 3_600_000).toISOString();

const isPositiveCents = (amount: number | null): amount is number => amount !== null && Number.isSafeInteger(amount) && amount > 0;

export function decideDispute(command: DisputeCommand, state: DisputeState): DisputeEvent[] {
  const { metadata } = command;
  switch (command.type) {
    case 'OpenDispute': {
      const { disputeId, bookingId, side, reason, booking } = command.data;
      const person = side === 'client' ? booking.clientId : booking.cleanerId;
      if (metadata.userId !== person) throw new DisputeNotFoundError();
      if (booking.status !== 'completed' || booking.serviceEndedAt === null) throw new DisputeBookingNotCompletedError();
      if (state.status !== 'none') throw new DisputeExistsError();
      if (Date.parse(metadata.now) >= Date.parse(disputeWindowClosesAt(booking.serviceEndedAt))) throw new DisputeWindowClosedError();
      if (!reasonsOf(side).includes(reason)) throw new DisputeReasonInvalidError();
      const description = command.data.description.trim();
      if (description === '' || description.length > DISPUTE_TEXT_MAX) throw new DisputeDescriptionInvalidError();
      const photoIds = [...new Set(command.data.photoIds)];
      if (photoIds.length > DISPUTE_PHOTOS_MAX || photoIds.some((id) => !booking.photoIds.includes(id))) throw new DisputePhotosInvalidError();
      const { amountCents } = command.data;
      if (amountCents !== null && !isPositiveCents(amountCents)) throw new DisputeInvalidAmountError();
      return [{
        type: 'DisputeOpened',
        data: {
          disputeId, bookingId, clientId: booking.clientId, cleanerId: booking.cleanerId, openedBy: metadata.userId, side, reason, description, photoIds, amountCents,
          openedAt: metadata.now, respondBy: disputeRespondBy(metadata.now),
        },
      }];
    }
    case 'AnswerDispute': {
      if (state.status === 'none' || (metadata.userId !== state.clientId && metadata.userId !== state.cleanerId)) throw new DisputeNotFoundError();
      if (metadata.userId === state.openedBy) throw new DisputeOpenerCannotAnswerError();
      if (state.status !== 'open' || Date.parse(metadata.now) >= Date.parse(state.respondBy)) throw new DisputeAnswerClosedError();
      const text = command.data.text.trim();
      if (text === '' || text.length > DISPUTE_TEXT_MAX) throw new DisputeAnswerInvalidError();
      return [{ type: 'DisputeAnswered', data: { disputeId: state.disputeId, bookingId: state.bookingId, answeredBy: metadata.userId, text, at: metadata.now } }];
    }
    case 'MarkUncontested': {
      // The timer fires once at the deadline; answered (or decided) since, it has nothing to do.
      if (state.status !== 'open') return [];
      return [{ type: 'DisputeUncontested', data: { disputeId: state.disputeId, bookingId: state.bookingId, at: metadata.now } }];
    }
    case 'DecideDispute': {
      if (state.status === 'none') throw new DisputeNotFoundError();
      if (state.status === 'decided') throw new DisputeAlreadyDecidedError();
      if (state.status === 'open') throw new DisputeAwaitingAnswerError();
      const { decision, refundableCents } = command.data;
      const amountCents = decision === 'reject' ? null : command.data.amountCents;
      if (decision === 'reject' && command.data.amountCents !== null) throw new DisputeInvalidAmountError();
      if (decision !== 'reject' && (!isPositiveCents(amountCents) || amountCents > refundableCents)) throw new DisputeInvalidAmountError();
      const reason = command.data.reason.trim();
      if (reason === '' || reason.length > DISPUTE_DECISION_REASON_MAX) throw new DisputeDecisionReasonInvalidError();
      const { disputeId, bookingId, clientId, cleanerId } = state;
      return [{ type: 'DisputeDecided', data: { disputeId, bookingId, clientId, cleanerId, decision, amountCents, reason, decidedBy: metadata.userId, at: metadata.now } }];
    }
  }
}

export const disputeDecider: Decider<DisputeState, DisputeCommand, DisputeEvent> = { initialState: initialDisputeState, evolve: evolveDispute, decide: decideDispute };

export const disputeTarget = (disputeId: string): CommandTarget<DisputeState, DisputeCommand, DisputeEvent> => ({
  stream: disputeStream(disputeId),
  decider: disputeDecider,
});
