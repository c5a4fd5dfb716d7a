import { describe, expect, it } from 'vitest';
import {
  ENDS_AT,
  EXPIRES_AT,
  MONTREAL,
  NOW,
  STARTS_AT,
  acceptBooking,
  acceptProposal,
  accepted,
  addPhoto,
  byClient,
  byCleaner,
  byStranger,
  bySystem,
  cancelBooking,
  cancelled,
  CLIENT_ID,
  confirmed,
  depositPaid,
  declineBooking,
  declineProposal,
  declined,
  expireBooking,
  expired,
  finished,
  hoursAfter,
  hoursBefore,
  inProgress,
  minutesAfter,
  minutesBefore,
  pending,
  photoAdded,
  postponeBooking,
  proposeTime,
  punchIn,
  punchOut,
  punchedIn,
  readyToFinish,
  requested,
  setTaskDone,
  stateAfter,
  taskChecked,
  timeProposed,
} from '../testing/booking-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { BookingCommand } from './booking-commands';
import type { BookingEvent } from './booking-events';
import {
  AwaitingDepositError,
  BookingAccessDeniedError,
  BookingNotFoundError,
  CannotCancelError,
  CannotPostponeError,
  ChecklistIncompleteError,
  MustEndSameDayError,
  NoProposalError,
  NotConfirmedError,
  NotExpiredYetError,
  NotInProgressError,
  NotPendingError,
  PhotoLimitError,
  PhotosMissingError,
  PhotosNotAllowedError,
  SameTimeError,
  StartTooFarError,
  StartTooSoonError,
  TaskNotFoundError,
  TooEarlyToPunchInError,
  TooLateToPostponeError,
} from './booking-errors';
import { bookingDecider } from './booking-decide';

const spec = deciderSpec(bookingDecider, expect);

/** Thursday 26 November 2026, 10:00 in Quebec: another time for the default 4 h booking. */
const THURSDAY = '2026-11-26T15:00:00.000Z';
const moved = (from: string, to: string, at: string): BookingEvent => ({
  type: 'BookingPostponed',
  data: { fromStartsAt: from, fromEndsAt: hoursAfter(from, 4), startsAt: to, endsAt: hoursAfter(to, 4), postponedAt: at },
});
const withoutPhotos = [requested({ photosAllowed: false }), accepted()];
const ended: [string, BookingEvent[]][] = [
  ['completed', finished],
  ['cancelled', [...confirmed, cancelled('client')]],
  ['declined', [...pending, declined()]],
  ['declined by the client', [...pending, timeProposed(THURSDAY), { type: 'BookingProposalDeclined', data: { declinedAt: NOW } }]],
  ['expired', [...pending, expired()]],
];

describe('AcceptBooking', () => {
  it('confirms a pending request', () => spec.given(pending).when(acceptBooking()).then([accepted(NOW)]));
  it('accepts until the last minute before the request expires', () => {
    const lastMinute = minutesBefore(EXPIRES_AT, 1);
    spec.given(pending).when(acceptBooking(byCleaner(lastMinute))).then([accepted(lastMinute)]);
  });
  it('refuses once the request has expired, even before the expiry worker ran', () =>
    spec.given(pending).when(acceptBooking(byCleaner(EXPIRES_AT))).thenThrows(NotPendingError));
  it('refuses a booking already confirmed', () => spec.given(confirmed).when(acceptBooking()).thenThrows(NotPendingError));
  it('is for the cleaner only', () => spec.given(pending).when(acceptBooking(byClient())).thenThrows(BookingAccessDeniedError));
  it('refuses an unknown booking', () => spec.given([]).when(acceptBooking()).thenThrows(BookingNotFoundError));
  it('waits for the deposit: a request not yet paid cannot be accepted', () =>
    spec.given([requested()]).when(acceptBooking()).thenThrows(AwaitingDepositError));
  it('answers requests made before payments existed, which had no deposit to wait for', () =>
    spec.given([requested({ depositRequired: undefined })]).when(acceptBooking()).then([accepted(NOW)]));
});

describe('the deposit decides whether the request reaches the cleaner', () => {
  const system = (type: 'ConfirmDeposit' | 'WithdrawBooking'): BookingCommand =>
    type === 'WithdrawBooking'
      ? { type, data: { reason: 'payment_failed' }, metadata: { now: NOW, userId: 'system' } }
      : { type, data: {}, metadata: { now: NOW, userId: 'system' } };
  it('paid: the request is open to the cleaner, once', () => {
    spec.given([requested()]).when(system('ConfirmDeposit')).then([depositPaid(NOW)]);
    spec.given(pending).when(system('ConfirmDeposit')).then([]);
  });
  it('failed: the request is withdrawn, unless it was paid or has ended meanwhile', () => {
    spec.given([requested()]).when(system('WithdrawBooking')).then([{ type: 'BookingWithdrawn', data: { reason: 'payment_failed', withdrawnAt: NOW } }]);
    spec.given(pending).when(system('WithdrawBooking')).then([]);
    spec.given([requested(), cancelled('client')]).when(system('WithdrawBooking')).then([]);
  });
  it('is said by the payment only, never by a person', () =>
    spec.given([requested()]).when({ ...system('ConfirmDeposit'), metadata: { now: NOW, userId: CLIENT_ID } }).thenThrows(BookingAccessDeniedError));
});

describe('DeclineBooking', () => {
  it('declines with a reason', () => spec.given(pending).when(declineBooking('Déjà réservé')).then([declined('Déjà réservé')]));
  it('declines without a reason', () => spec.given(pending).when(declineBooking(null)).then([declined(null)]));
  it('refuses once the request has expired', () =>
    spec.given(pending).when(declineBooking(null, byCleaner(minutesAfter(EXPIRES_AT, 1)))).thenThrows(NotPendingError));
  it('refuses a confirmed booking', () => spec.given(confirmed).when(declineBooking()).thenThrows(NotPendingError));
  it('is for the cleaner only', () => spec.given(pending).when(declineBooking(null, byClient())).thenThrows(BookingAccessDeniedError));
});

describe('CancelBooking', () => {
  const cancel = (by: 'client' | 'cleaner', at: string, feeCents: number): BookingEvent => ({
    type: 'BookingCancelled',
    data: { by, reason: 'schedule_conflict', note: null, feeCents, cancelledAt: at },
  });
  it('is free for the client more than 24 h before a confirmed start', () => {
    const at = hoursBefore(STARTS_AT, 25);
    spec.given(confirmed).when(cancelBooking(byClient(at))).then([cancel('client', at, 0)]);
  });
  it('is free for the client exactly 24 h before the start', () => {
    const at = hoursBefore(STARTS_AT, 24);
    spec.given(confirmed).when(cancelBooking(byClient(at))).then([cancel('client', at, 0)]);
  });
  it('charges the $50 fee when cancelled 23 h before the start', () => {
    const at = hoursBefore(STARTS_AT, 23);
    spec.given(confirmed).when(cancelBooking(byClient(at))).then([cancel('client', at, 5_000)]);
  });
  it('is free for a pending request, even 23 h before the start', () => {
    const at = hoursBefore(STARTS_AT, 23);
    spec.given(pending).when(cancelBooking(byClient(at))).then([cancel('client', at, 0)]);
  });
  it('is free for the cleaner, even 23 h before the start', () => {
    const at = hoursBefore(STARTS_AT, 23);
    spec.given(confirmed).when(cancelBooking(byCleaner(at))).then([cancel('cleaner', at, 0)]);
  });
  it('keeps the reason and the note', () => {
    spec
      .given(confirmed)
      .when(cancelBooking(byClient(), 'found_alternative', 'Une voisine viendra'))
      .then([{ type: 'BookingCancelled', data: { by: 'client', reason: 'found_alternative', note: 'Une voisine viendra', feeCents: 0, cancelledAt: NOW } }]);
  });
  it('refuses a booking under way', () => spec.given(inProgress).when(cancelBooking(byClient())).thenThrows(CannotCancelError));
  it.each(ended)('refuses a booking %s', (_, history) => spec.given(history).when(cancelBooking(byClient())).thenThrows(CannotCancelError));
  it('refuses someone who is neither the client nor the cleaner', () =>
    spec.given(confirmed).when(cancelBooking(byStranger())).thenThrows(BookingAccessDeniedError));
});

describe('PostponeBooking', () => {
  it('moves a confirmed booking up to 24 h before its start, and it stays confirmed', () => {
    const at = hoursBefore(STARTS_AT, 24);
    spec.given(confirmed).when(postponeBooking(THURSDAY, byClient(at))).then([moved(STARTS_AT, THURSDAY, at)]);
    expect(stateAfter([...confirmed, moved(STARTS_AT, THURSDAY, at)])).toMatchObject({ status: 'confirmed', startsAt: THURSDAY, endsAt: hoursAfter(THURSDAY, 4) });
  });
  it('moves a pending request', () => spec.given(pending).when(postponeBooking(THURSDAY)).then([moved(STARTS_AT, THURSDAY, NOW)]));
  it('refuses 23 h before the start', () =>
    spec.given(confirmed).when(postponeBooking(THURSDAY, byClient(hoursBefore(STARTS_AT, 23)))).thenThrows(TooLateToPostponeError, { hours: 24 }));
  it('is for the client only', () => spec.given(confirmed).when(postponeBooking(THURSDAY, byCleaner())).thenThrows(BookingAccessDeniedError));
  it('refuses the same time', () => spec.given(confirmed).when(postponeBooking(STARTS_AT)).thenThrows(SameTimeError));
  it('checks the new time like a new request', () => {
    spec.given(confirmed).when(postponeBooking(minutesAfter(NOW, 119))).thenThrows(StartTooSoonError);
    spec.given(confirmed).when(postponeBooking('2027-05-21T17:01:00.000Z')).thenThrows(StartTooFarError);
    spec.given(confirmed).when(postponeBooking('2026-11-26T02:00:00.000Z')).thenThrows(MustEndSameDayError);
  });
  it('refuses a booking under way', () => spec.given(inProgress).when(postponeBooking(THURSDAY)).thenThrows(CannotPostponeError));
  it.each(ended)('refuses a booking %s', (_, history) => spec.given(history).when(postponeBooking(THURSDAY)).thenThrows(CannotPostponeError));
});

describe('ProposeTime, AcceptProposal, DeclineProposal', () => {
  const proposed = [...pending, timeProposed(THURSDAY)];
  it('lets the cleaner propose another time for a pending request', () =>
    spec.given(pending).when(proposeTime(THURSDAY)).then([timeProposed(THURSDAY, NOW)]));
  it('refuses a proposal on a confirmed booking', () => spec.given(confirmed).when(proposeTime(THURSDAY)).thenThrows(NotPendingError));
  it('refuses a proposal from the client', () => spec.given(pending).when(proposeTime(THURSDAY, byClient())).thenThrows(BookingAccessDeniedError));
  it('refuses to propose the same time', () => spec.given(pending).when(proposeTime(STARTS_AT)).thenThrows(SameTimeError));
  it('checks the proposed time like a new request', () =>
    spec.given(pending).when(proposeTime(minutesAfter(NOW, 90))).thenThrows(StartTooSoonError));

  it('confirms the booking at the proposed time when the client accepts', () => {
    const event: BookingEvent = {
      type: 'BookingProposalAccepted',
      data: { fromStartsAt: STARTS_AT, fromEndsAt: ENDS_AT, startsAt: THURSDAY, endsAt: hoursAfter(THURSDAY, 4), acceptedAt: NOW },
    };
    spec.given(proposed).when(acceptProposal()).then([event]);
    expect(stateAfter([...proposed, event])).toMatchObject({ status: 'confirmed', startsAt: THURSDAY, proposedStartsAt: null });
  });
  it('refuses a proposed time that has come too close by the time the client accepts', () => {
    const soon = '2026-11-23T15:00:00.000Z';
    spec
      .given([...pending, timeProposed(soon)])
      .when(acceptProposal(byClient(hoursBefore(soon, 1))))
      .thenThrows(StartTooSoonError);
  });
  it('marks the booking declined by the client when they decline the proposal', () => {
    const event: BookingEvent = { type: 'BookingProposalDeclined', data: { declinedAt: NOW } };
    spec.given(proposed).when(declineProposal()).then([event]);
    expect(stateAfter([...proposed, event]).status).toBe('declinedByClient');
  });
  it('refuses to accept or decline when nothing was proposed', () => {
    spec.given(pending).when(acceptProposal()).thenThrows(NoProposalError);
    spec.given(pending).when(declineProposal()).thenThrows(NoProposalError);
  });
  it('leaves the answer to the client', () => {
    spec.given(proposed).when(acceptProposal(byCleaner())).thenThrows(BookingAccessDeniedError);
    spec.given(proposed).when(declineProposal(byCleaner())).thenThrows(BookingAccessDeniedError);
  });
  it('refuses an answer once the request has expired', () =>
    spec.given(proposed).when(acceptProposal(byClient(EXPIRES_AT))).thenThrows(NotPendingError));
});

describe('ExpireBooking', () => {
  it('expires a pending request at its expiry', () => spec.given(pending).when(expireBooking()).then([expired(EXPIRES_AT)]));
  it('expires a pending request after its expiry', () => {
    const later = hoursAfter(EXPIRES_AT, 2);
    spec.given(pending).when(expireBooking(bySystem(later))).then([expired(later)]);
  });
  it('refuses before the expiry', () =>
    spec.given(pending).when(expireBooking(bySystem(minutesBefore(EXPIRES_AT, 1)))).thenThrows(NotExpiredYetError));
  it('expires a request whose start came before 24 h at its start', () => {
    const soon = hoursAfter(NOW, 3);
    spec.given([requested({ startsAt: soon, expiresAt: soon })]).when(expireBooking(bySystem(soon))).then([expired(soon)]);
  });
  it('is for the system only', () => {
    spec.given(pending).when(expireBooking(byCleaner(EXPIRES_AT))).thenThrows(BookingAccessDeniedError);
    spec.given(pending).when(expireBooking(byClient(EXPIRES_AT))).thenThrows(BookingAccessDeniedError);
  });
  it('refuses a booking no longer pending', () => spec.given(confirmed).when(expireBooking()).thenThrows(NotPendingError));
});

describe('PunchIn', () => {
  const punched = (at: string, minutesLate: number): BookingEvent => ({ type: 'BookingPunchedIn', data: { ...MONTREAL, at, minutesLate } });
  it('starts the work 60 minutes before the start, not late', () => {
    const at = minutesBefore(STARTS_AT, 60);
    spec.given(confirmed).when(punchIn(byCleaner(at))).then([punched(at, 0)]);
  });
  it('refuses 61 minutes before the start', () =>
    spec.given(confirmed).when(punchIn(byCleaner(minutesBefore(STARTS_AT, 61)))).thenThrows(TooEarlyToPunchInError));
  it('counts 0 minutes late on time', () => spec.given(confirmed).when(punchIn()).then([punched(STARTS_AT, 0)]));
  it('counts 20 minutes late at 20 minutes past the start', () => {
    const at = minutesAfter(STARTS_AT, 20);
    spec.given(confirmed).when(punchIn(byCleaner(at))).then([punched(at, 20)]);
  });
  it('counts whole minutes late (20 min 30 s → 20)', () => {
    const at = minutesAfter(STARTS_AT, 20.5);
    spec.given(confirmed).when(punchIn(byCleaner(at))).then([punched(at, 20)]);
  });
  it('refuses a booking not confirmed', () => {
    spec.given(pending).when(punchIn()).thenThrows(NotConfirmedError);
    spec.given(inProgress).when(punchIn()).thenThrows(NotConfirmedError);
  });
  it('is for the cleaner only', () => spec.given(confirmed).when(punchIn(byClient(STARTS_AT))).thenThrows(BookingAccessDeniedError));
});

describe('SetTaskDone', () => {
  it('checks a task', () => spec.given(inProgress).when(setTaskDone('task-oven', true)).then([taskChecked('task-oven')]));
  it('unchecks a task done', () =>
    spec
      .given([...inProgress, taskChecked('task-oven')])
      .when(setTaskDone('task-oven', false))
      .then([{ type: 'ChecklistTaskUnchecked', data: { taskId: 'task-oven', at: STARTS_AT } }]));
  it('records nothing when the task is already as asked', () => {
    spec.given([...inProgress, taskChecked('task-oven')]).when(setTaskDone('task-oven', true)).then([]);
    spec.given(inProgress).when(setTaskDone('task-oven', false)).then([]);
  });
  it('refuses an unknown task', () => spec.given(inProgress).when(setTaskDone('task-garage', true)).thenThrows(TaskNotFoundError));
  it('refuses before the punch-in', () => spec.given(confirmed).when(setTaskDone('task-oven', true)).thenThrows(NotInProgressError));
  it('is for the cleaner only', () =>
    spec.given(inProgress).when(setTaskDone('task-oven', true, byClient(STARTS_AT))).thenThrows(BookingAccessDeniedError));
});

describe('AddBookingPhoto', () => {
  it('adds a before photo to a confirmed booking', () =>
    spec.given(confirmed).when(addPhoto('photo-1', 'before')).then([photoAdded('photo-1', 'before')]));
  it("adds an after photo of a task to a booking under way", () =>
    spec.given(inProgress).when(addPhoto('photo-1', 'after', 'task-oven')).then([photoAdded('photo-1', 'after', 'task-oven')]));
  it('refuses when the client asked for no photos', () =>
    spec.given(withoutPhotos).when(addPhoto('photo-1', 'before')).thenThrows(PhotosNotAllowedError));
  it('refuses a booking neither confirmed nor under way', () => {
    spec.given(pending).when(addPhoto('photo-1', 'before')).thenThrows(NotConfirmedError);
    spec.given(finished).when(addPhoto('photo-1', 'after')).thenThrows(NotConfirmedError);
  });
  it('refuses an unknown task', () => spec.given(inProgress).when(addPhoto('photo-1', 'after', 'task-garage')).thenThrows(TaskNotFoundError));
  it('takes the 60th photo and refuses the 61st', () => {
    const photos = (count: number) => Array.from({ length: count }, (_, index) => photoAdded(`photo-${index + 1}`, 'before'));
    spec.given([...inProgress, ...photos(59)]).when(addPhoto('photo-60', 'after')).then([photoAdded('photo-60', 'after')]);
    spec.given([...inProgress, ...photos(60)]).when(addPhoto('photo-61', 'after')).thenThrows(PhotoLimitError, { max: 60 });
  });
  it('is for the cleaner only', () => spec.given(confirmed).when(addPhoto('photo-1', 'before', null, byClient())).thenThrows(BookingAccessDeniedError));
});

describe('PunchOut', () => {
  const done = [{ type: 'BookingPunchedOut', data: { ...MONTREAL, at: ENDS_AT } }, { type: 'BookingCompleted', data: { completedAt: ENDS_AT } }] as const;
  it('punches out and completes the booking when every task is done and the photos are there', () =>
    spec.given(readyToFinish).when(punchOut()).then(done));
  it('needs every task done', () =>
    spec.given([...inProgress, photoAdded('p1', 'before'), photoAdded('p2', 'after'), taskChecked('task-oven')]).when(punchOut()).thenThrows(ChecklistIncompleteError));
  it('needs a photo before and a photo after when photos are allowed', () => {
    const tasksDone = [taskChecked('task-oven'), taskChecked('task-shower')];
    spec.given([...inProgress, ...tasksDone]).when(punchOut()).thenThrows(PhotosMissingError);
    spec.given([...inProgress, ...tasksDone, photoAdded('p1', 'before')]).when(punchOut()).thenThrows(PhotosMissingError);
    spec.given([...inProgress, ...tasksDone, photoAdded('p2', 'after')]).when(punchOut()).thenThrows(PhotosMissingError);
  });
  it('needs no photo when the client asked for none', () =>
    spec.given([...withoutPhotos, punchedIn(), taskChecked('task-oven'), taskChecked('task-shower')]).when(punchOut()).then(done));
  it('refuses before the punch-in', () => spec.given(confirmed).when(punchOut()).thenThrows(NotInProgressError));
  it('is for the cleaner only', () => spec.given(readyToFinish).when(punchOut(byClient(ENDS_AT))).thenThrows(BookingAccessDeniedError));
});

describe('the booking state', () => {
  it('is completed with its punch-in and punch-out after the whole happy path', () => {
    expect(stateAfter(finished)).toMatchObject({
      status: 'completed',
      punchIn: { ...MONTREAL, at: STARTS_AT, minutesLate: 0 },
      punchOut: { ...MONTREAL, at: ENDS_AT },
      checklist: [
        { taskId: 'task-oven', done: true, doneAt: STARTS_AT },
        { taskId: 'task-shower', done: true, doneAt: STARTS_AT },
      ],
      photos: [{ photoId: 'photo-before', phase: 'before' }, { photoId: 'photo-after', phase: 'after' }],
    });
  });
  it('is pending after the request, with nothing done yet', () => {
    expect(stateAfter(pending)).toMatchObject({ status: 'pending', punchIn: null, punchOut: null, cancellation: null, proposedStartsAt: null });
  });
});
