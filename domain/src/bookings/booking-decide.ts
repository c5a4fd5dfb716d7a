import type { CommandMetadata, Decider } from '../shared/decider';
import { BOOKING_LIMITS } from './booking-limits';
import { evolve, initialState, type BookingState, type ExistingBooking } from './booking';
import type {
  AddBookingPhoto,
  BookingCommand,
  CancelBooking,
  DeclineBooking,
  PostponeBooking,
  ProposeTime,
  PunchIn,
  PunchOut,
  RequestBooking,
  SetTaskDone,
} from './booking-commands';
import {
  BookingAccessDeniedError,
  BookingAlreadyExistsError,
  BookingRequestInterruptedError,
  BookingNotFoundError,
  CannotCancelError,
  CannotPostponeError,
  ChecklistIncompleteError,
  ChecklistTooLongError,
  NoProposalError,
  NoRateForPropertyError,
  NotConfirmedError,
  NotExpiredYetError,
  NotInProgressError,
  NotPendingError,
  PhotoLimitError,
  PhotosMissingError,
  PhotosNotAllowedError,
  SameTimeError,
  TaskNotFoundError,
  TooEarlyToPunchInError,
  TooLateToPostponeError,
  AwaitingDepositError,
} from './booking-errors';
import type { BookingEvent } from './booking-events';
import { addMinutes, checkDuration, checkTime, minutesBetween } from './booking-time';
import { computeBookingPrice, pricingBaseFor } from './pricing';

/** The booking decider: the events a command causes on the current state, or a DomainError. Pure. */

const existing = (state: BookingState): ExistingBooking => {
  if (state.status === 'none') throw new BookingNotFoundError();
  return state;
};
const asClient = (state: BookingState, metadata: CommandMetadata): ExistingBooking => {
  const booking = existing(state);
  if (metadata.userId !== booking.clientId) throw new BookingAccessDeniedError();
  return booking;
};
const asCleaner = (state: BookingState, metadata: CommandMetadata): ExistingBooking => {
  const booking = existing(state);
  if (metadata.userId !== booking.cleanerId) throw new BookingAccessDeniedError();
  // A request reaches its cleaner once its deposit is paid: before that, it does not exist for them.
  if (booking.depositRequired && !booking.depositPaid && booking.status === 'pending') throw new AwaitingDepositError();
  if (booking.status === 'withdrawn') throw new BookingNotFoundError();
  return booking;
};
/** A pending request still open at `now` (past its expiry it waits only for the expiry worker). */
const openRequest = (booking: ExistingBooking, now: string): ExistingBooking => {
  if (booking.status !== 'pending' || minutesBetween(booking.expiresAt, now) >= 0) throw new NotPendingError();
  return booking;
};

const requestBooking = ({ data, metadata }: RequestBooking, state: BookingState): BookingEvent[] => {
  if (state.status !== 'none') throw new BookingAlreadyExistsError();
  if (state.abandoned) throw new BookingRequestInterruptedError();
  if (metadata.userId !== data.clientId) throw new BookingAccessDeniedError();
  checkDuration(data.durationHours);
  const { startsAt, endsAt } = checkTime(data.startsAt, data.durationHours, metadata.now);
  if (data.checklist.length > BOOKING_LIMITS.checklistTasksMax) throw new ChecklistTooLongError();
  const base = pricingBaseFor(data.cleanerRates, data.property, data.durationHours);
  if (!base) throw new NoRateForPropertyError();
  const price = computeBookingPrice({
    base,
    cleanerBringsSupplies: data.cleanerBringsSupplies,
    emergency: data.emergency !== null,
    firstBooking: data.firstBooking,
    referralDiscountCents: data.referralDiscountCents ?? 0,
    referralCreditCents: data.referralCreditCents ?? 0,
    serviceFeeCents: data.serviceFeeCents,
  });
  const dayLater = addMinutes(metadata.now, BOOKING_LIMITS.requestExpiryHours * 60);
  return [
    {
      type: 'BookingRequested',
      data: {
        bookingId: data.bookingId,
        clientId: data.clientId,
        cleanerId: data.cleanerId,
        propertyId: data.property.propertyId,
        propertyType: data.property.type,
        startsAt,
        endsAt,
        durationHours: data.durationHours,
        frequency: data.frequency,
        seriesId: data.seriesId,
        occurrence: data.occurrence,
        photosAllowed: data.photosAllowed,
        hasPets: data.hasPets,
        petType: data.hasPets ? data.petType : null,
        cleanerBringsSupplies: data.cleanerBringsSupplies,
        emergency: data.emergency,
        checklist: data.checklist.map((task) => ({ ...task })),
        notes: data.notes,
        price,
        pricing: {
          kind: base.kind,
          hourlyRateCents: base.kind === 'hourly' ? base.hourlyRateCents : null,
          firstBooking: data.firstBooking,
          serviceFeeCents: data.serviceFeeCents,
          ...(data.referralDiscountCents ? { referralDiscountCents: data.referralDiscountCents } : {}),
          ...(data.referralCreditCents ? { referralCreditCents: data.referralCreditCents } : {}),
        },
        paymentStatus: 'initial_pending',
        depositRequired: data.depositRequired ?? true,
        requestedAt: metadata.now,
        // The cleaner has 24 h to answer, and never past the start.
        expiresAt: minutesBetween(dayLater, startsAt) < 0 ? startsAt : dayLater,
      },
    },
  ];
};

const declineBooking = ({ data, metadata }: DeclineBooking, state: BookingState): BookingEvent[] => {
  openRequest(asCleaner(state, metadata), metadata.now);
  return [{ type: 'BookingDeclined', data: { reason: data.reason, declinedAt: metadata.now } }];
};

/** By the client, less than 24 h before the start of a confirmed booking: the $50 fee. Free otherwise. */
export const cancellationFee = (booking: ExistingBooking, by: 'client' | 'cleaner', now: string): number =>
  by === 'client' && booking.status === 'confirmed' && minutesBetween(now, booking.startsAt) < BOOKING_LIMITS.freeCancellationHours * 60
    ? BOOKING_LIMITS.lateCancellationFeeCents
    : 0;

const cancelBooking = ({ data, metadata }: CancelBooking, state: BookingState): BookingEvent[] => {
  const booking = existing(state);
  const by = metadata.userId === booking.clientId ? 'client' : metadata.userId === booking.cleanerId ? 'cleaner' : null;
  if (!by) throw new BookingAccessDeniedError();
  if (booking.status !== 'pending' && booking.status !== 'confirmed') throw new CannotCancelError();
  const feeCents = cancellationFee(booking, by, metadata.now);
  return [{ type: 'BookingCancelled', data: { by, reason: data.reason, note: data.note, feeCents, cancelledAt: metadata.now } }];
};

const postponeBooking = ({ data, metadata }: PostponeBooking, state: BookingState): BookingEvent[] => {
  const booking = asClient(state, metadata);
  if (booking.status !== 'pending' && booking.status !== 'confirmed') throw new CannotPostponeError();
  if (minutesBetween(metadata.now, booking.startsAt) < BOOKING_LIMITS.postponeUntilHours * 60) throw new TooLateToPostponeError();
  const { startsAt, endsAt } = checkTime(data.startsAt, booking.durationHours, metadata.now);
  if (startsAt === booking.startsAt) throw new SameTimeError();
  return [
    { type: 'BookingPostponed', data: { fromStartsAt: booking.startsAt, fromEndsAt: booking.endsAt, startsAt, endsAt, postponedAt: metadata.now } },
  ];
};

const proposeTime = ({ data, metadata }: ProposeTime, state: BookingState): BookingEvent[] => {
  const booking = openRequest(asCleaner(state, metadata), metadata.now);
  const { startsAt, endsAt } = checkTime(data.startsAt, booking.durationHours, metadata.now);
  if (startsAt === booking.startsAt) throw new SameTimeError();
  return [{ type: 'BookingTimeProposed', data: { startsAt, endsAt, proposedAt: metadata.now } }];
};

const withProposal = (state: BookingState, metadata: CommandMetadata) => {
  const booking = openRequest(asClient(state, metadata), metadata.now);
  if (booking.proposedStartsAt === null || booking.proposedEndsAt === null) throw new NoProposalError();
  return { booking, proposedStartsAt: booking.proposedStartsAt, proposedEndsAt: booking.proposedEndsAt };
};

const punchIn = ({ data, metadata }: PunchIn, state: BookingState): BookingEvent[] => {
  const booking = asCleaner(state, metadata);
  if (booking.status !== 'confirmed') throw new NotConfirmedError();
  const minutesToStart = minutesBetween(metadata.now, booking.startsAt);
  if (minutesToStart > BOOKING_LIMITS.punchInOpensMinutesBefore) throw new TooEarlyToPunchInError();
  const minutesLate = Math.max(0, Math.floor(-minutesToStart));
  return [{ type: 'BookingPunchedIn', data: { lat: data.lat, lng: data.lng, at: metadata.now, minutesLate } }];
};

const setTaskDone = ({ data, metadata }: SetTaskDone, state: BookingState): BookingEvent[] => {
  const booking = asCleaner(state, metadata);
  if (booking.status !== 'in_progress') throw new NotInProgressError();
  const task = booking.checklist.find((candidate) => candidate.taskId === data.taskId);
  if (!task) throw new TaskNotFoundError();
  if (task.done === data.done) return [];
  return [{ type: data.done ? 'ChecklistTaskChecked' : 'ChecklistTaskUnchecked', data: { taskId: data.taskId, at: metadata.now } }];
};

const addBookingPhoto = ({ data, metadata }: AddBookingPhoto, state: BookingState): BookingEvent[] => {
  const booking = asCleaner(state, metadata);
  if (!booking.photosAllowed) throw new PhotosNotAllowedError();
  if (booking.status !== 'confirmed' && booking.status !== 'in_progress') throw new NotConfirmedError();
  if (booking.photos.length >= BOOKING_LIMITS.photosPerBookingMax) throw new PhotoLimitError();
  if (data.taskId !== null && !booking.checklist.some((task) => task.taskId === data.taskId)) throw new TaskNotFoundError();
  return [{ type: 'BookingPhotoAdded', data: { ...data, at: metadata.now } }];
};

const punchOut = ({ data, metadata }: PunchOut, state: BookingState): BookingEvent[] => {
  const booking = asCleaner(state, metadata);
  if (booking.status !== 'in_progress') throw new NotInProgressError();
  if (booking.checklist.some((task) => !task.done)) throw new ChecklistIncompleteError();
  const has = (phase: 'before' | 'after') => booking.photos.some((photo) => photo.phase === phase);
  if (booking.photosAllowed && (!has('before') || !has('after'))) throw new PhotosMissingError();
  return [
    { type: 'BookingPunchedOut', data: { lat: data.lat, lng: data.lng, at: metadata.now } },
    { type: 'BookingCompleted', data: { completedAt: metadata.now } },
  ];
};

export const decide = (command: BookingCommand, state: BookingState): BookingEvent[] => {
  const { metadata } = command;
  switch (command.type) {
    case 'RequestBooking':
      return requestBooking(command, state);
    case 'AcceptBooking': {
      openRequest(asCleaner(state, metadata), metadata.now);
      return [{ type: 'BookingAccepted', data: { acceptedAt: metadata.now } }];
    }
    case 'DeclineBooking':
      return declineBooking(command, state);
    case 'CancelBooking':
      return cancelBooking(command, state);
    case 'PostponeBooking':
      return postponeBooking(command, state);
    case 'ProposeTime':
      return proposeTime(command, state);
    case 'AcceptProposal': {
      const { booking, proposedStartsAt, proposedEndsAt } = withProposal(state, metadata);
      checkTime(proposedStartsAt, booking.durationHours, metadata.now);
      return [
        {
          type: 'BookingProposalAccepted',
          data: { fromStartsAt: booking.startsAt, fromEndsAt: booking.endsAt, startsAt: proposedStartsAt, endsAt: proposedEndsAt, acceptedAt: metadata.now },
        },
      ];
    }
    case 'DeclineProposal':
      withProposal(state, metadata);
      return [{ type: 'BookingProposalDeclined', data: { declinedAt: metadata.now } }];
    case 'ExpireBooking': {
      const booking = existing(state);
      if (metadata.userId !== 'system') throw new BookingAccessDeniedError();
      if (booking.status !== 'pending') throw new NotPendingError();
      if (minutesBetween(booking.expiresAt, metadata.now) < 0) throw new NotExpiredYetError();
      return [{ type: 'BookingExpired', data: { expiredAt: metadata.now } }];
    }
    case 'PunchIn':
      return punchIn(command, state);
    case 'SetTaskDone':
      return setTaskDone(command, state);
    case 'AddBookingPhoto':
      return addBookingPhoto(command, state);
    case 'PunchOut':
      return punchOut(command, state);
    case 'ConfirmDeposit': {
      const booking = existing(state);
      if (metadata.userId !== 'system') throw new BookingAccessDeniedError();
      if (booking.depositPaid || booking.status !== 'pending') return [];
      return [{ type: 'BookingDepositPaid', data: { paidAt: metadata.now } }];
    }
    case 'AbandonHold': {
      if (metadata.userId !== 'system') throw new BookingAccessDeniedError();
      // Requested (the request went through) or already abandoned: nothing to do.
      if (state.status !== 'none' || state.abandoned) return [];
      const { bookingId, cleanerId, date } = command.data;
      return [{ type: 'BookingHoldAbandoned', data: { bookingId, cleanerId, date, abandonedAt: metadata.now } }];
    }
    case 'WithdrawBooking': {
      const booking = existing(state);
      if (metadata.userId !== 'system') throw new BookingAccessDeniedError();
      // Only a request whose deposit never came: once paid, the cleaner's answer or a cancellation ends it instead.
      if (booking.status !== 'pending' || booking.depositPaid) return [];
      return [{ type: 'BookingWithdrawn', data: { reason: command.data.reason, withdrawnAt: metadata.now } }];
    }
    default: {
      const _never: never = command;
      throw new Error(`Unknown booking command ${(_never as { type: string }).type}`);
    }
  }
};

export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = { decide, evolve, initialState };
