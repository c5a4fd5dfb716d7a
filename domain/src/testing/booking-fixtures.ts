import type { CommandMetadata } from '../shared/decider';
import { evolve, initialState, type BookingState } from '../bookings/booking';
import type {
  AcceptBooking,
  AcceptProposal,
  AddBookingPhoto,
  CancelBooking,
  DeclineBooking,
  DeclineProposal,
  ExpireBooking,
  PostponeBooking,
  ProposeTime,
  PunchIn,
  PunchOut,
  ReleaseSlot,
  RequestBooking,
  ReserveSlot,
  SetTaskDone,
} from '../bookings/booking-commands';
import type {
  BookingEvent,
  BookingRequested,
  ChecklistTask,
  PunchPoint,
  SlotReleased,
  SlotReserved,
} from '../bookings/booking-events';
import type { CancellationReason, PhotoPhase } from '../bookings/booking-limits';
import { computeBookingPrice, type CleanerRatesForPricing } from '../bookings/pricing';

/** Test data for the booking and schedule deciders. Every instant is fixed: nothing depends on the machine's clock. */

export const BOOKING_ID = 'booking-1';
export const OTHER_BOOKING_ID = 'booking-2';
export const CLIENT_ID = 'user-client';
export const CLEANER_ID = 'user-cleaner';
export const STRANGER_ID = 'user-stranger';
export const PROPERTY_ID = 'property-1';

/** Noon on Sunday 22 November 2026 in Quebec (EST, UTC−5): the instant of every command unless a test says otherwise. */
export const NOW = '2026-11-22T17:00:00.000Z';
/** 10:00 on Tuesday 24 November 2026 in Quebec, 46 h after NOW; the default booking lasts 4 h, until 14:00. */
export const STARTS_AT = '2026-11-24T15:00:00.000Z';
export const ENDS_AT = '2026-11-24T19:00:00.000Z';
/** NOW + 24 h: the cleaner's deadline to answer the default request. */
export const EXPIRES_AT = '2026-11-23T17:00:00.000Z';

const shift = (instant: string, minutes: number): string => new Date(Date.parse(instant) + minutes * 60_000).toISOString();
export const minutesBefore = (instant: string, minutes: number): string => shift(instant, -minutes);
export const minutesAfter = (instant: string, minutes: number): string => shift(instant, minutes);
export const hoursBefore = (instant: string, hours: number): string => shift(instant, -hours * 60);
export const hoursAfter = (instant: string, hours: number): string => shift(instant, hours * 60);

/** Who acts, and when. */
export const byClient = (now = NOW): CommandMetadata => ({ now, userId: CLIENT_ID });
export const byCleaner = (now = NOW): CommandMetadata => ({ now, userId: CLEANER_ID });
export const bySystem = (now = NOW): CommandMetadata => ({ now, userId: 'system' });
export const byStranger = (now = NOW): CommandMetadata => ({ now, userId: STRANGER_ID });

export const CHECKLIST: ChecklistTask[] = [
  { taskId: 'task-oven', category: 'kitchen', task: 'Nettoyer le four' },
  { taskId: 'task-shower', category: 'bathroom', task: 'Détartrer la douche' },
];
/** $30 an hour, $35 in Laval, $120 for a condo (used only without an hourly rate). */
export const CLEANER_RATES: CleanerRatesForPricing = {
  hourlyRateCents: 3_000,
  fixedPricesCents: { condo: 12_000 },
  cityRates: [{ cityId: 'laval', hourlyRateCents: 3_500 }],
};
export const SERVICE_FEE_CENTS = 500;
export const MONTREAL: PunchPoint = { lat: 45.5017, lng: -73.5673 };

// ---- Events ----------------------------------------------------------------------------------------------------

/**
 * The request the default `requestBooking()` command makes: a 4 h condo cleaning in Montreal at $30 an hour. `endsAt`
 * follows `startsAt` and `durationHours`, and the price follows the duration, unless given.
 */
export const requested = (data: Partial<BookingRequested['data']> = {}): BookingRequested => {
  const startsAt = data.startsAt ?? STARTS_AT;
  const durationHours = data.durationHours ?? 4;
  return {
    type: 'BookingRequested',
    data: {
      bookingId: BOOKING_ID,
      clientId: CLIENT_ID,
      cleanerId: CLEANER_ID,
      propertyId: PROPERTY_ID,
      propertyType: 'condo',
      startsAt,
      endsAt: hoursAfter(startsAt, durationHours),
      durationHours,
      frequency: 'one-time',
      seriesId: null,
      occurrence: 1,
      photosAllowed: true,
      hasPets: false,
      petType: null,
      cleanerBringsSupplies: false,
      emergency: null,
      checklist: CHECKLIST,
      notes: null,
      price: computeBookingPrice({
        base: { kind: 'hourly', hourlyRateCents: 3_000, durationHours },
        cleanerBringsSupplies: false,
        emergency: false,
        firstBooking: false,
        serviceFeeCents: SERVICE_FEE_CENTS,
      }),
      pricing: { kind: 'hourly', hourlyRateCents: 3_000, firstBooking: false, serviceFeeCents: SERVICE_FEE_CENTS },
      paymentStatus: 'initial_pending',
      depositRequired: true,
      requestedAt: NOW,
      expiresAt: EXPIRES_AT,
      ...data,
    },
  };
};
/** The deposit went through: the request reaches the cleaner. */
export const depositPaid = (at = NOW): BookingEvent => ({ type: 'BookingDepositPaid', data: { paidAt: at } });
export const accepted = (at = NOW): BookingEvent => ({ type: 'BookingAccepted', data: { acceptedAt: at } });
export const declined = (reason: string | null = null, at = NOW): BookingEvent => ({ type: 'BookingDeclined', data: { reason, declinedAt: at } });
export const cancelled = (by: 'client' | 'cleaner', at = NOW, feeCents = 0): BookingEvent => ({
  type: 'BookingCancelled',
  data: { by, reason: 'schedule_conflict', note: null, feeCents, cancelledAt: at },
});
export const timeProposed = (startsAt: string, at = NOW, durationHours = 4): BookingEvent => ({
  type: 'BookingTimeProposed',
  data: { startsAt, endsAt: hoursAfter(startsAt, durationHours), proposedAt: at },
});
export const expired = (at = EXPIRES_AT): BookingEvent => ({ type: 'BookingExpired', data: { expiredAt: at } });
export const punchedIn = (at = STARTS_AT, minutesLate = 0): BookingEvent => ({ type: 'BookingPunchedIn', data: { ...MONTREAL, at, minutesLate } });
export const taskChecked = (taskId: string, at = STARTS_AT): BookingEvent => ({ type: 'ChecklistTaskChecked', data: { taskId, at } });
export const taskUnchecked = (taskId: string, at = STARTS_AT): BookingEvent => ({ type: 'ChecklistTaskUnchecked', data: { taskId, at } });
export const photoAdded = (photoId: string, phase: PhotoPhase, taskId: string | null = null, at = STARTS_AT): BookingEvent => ({
  type: 'BookingPhotoAdded',
  data: { photoId, phase, taskId, fileId: `file-${photoId}`, thumbnailFileId: `thumb-${photoId}`, at },
});
export const punchedOut = (at = ENDS_AT): BookingEvent => ({ type: 'BookingPunchedOut', data: { ...MONTREAL, at } });
export const completed = (at = ENDS_AT): BookingEvent => ({ type: 'BookingCompleted', data: { completedAt: at } });

/** Histories: a request waiting for the cleaner, a confirmed booking, one under way with nothing done yet. */
/** A request whose deposit is paid: what the cleaner sees and answers. */
export const pending: BookingEvent[] = [requested(), depositPaid()];
export const confirmed: BookingEvent[] = [...pending, accepted()];
export const inProgress: BookingEvent[] = [...confirmed, punchedIn()];
/** Under way, every task done, one photo before and one after: ready to punch out. */
export const readyToFinish: BookingEvent[] = [
  ...inProgress,
  photoAdded('photo-before', 'before'),
  taskChecked('task-oven'),
  taskChecked('task-shower'),
  photoAdded('photo-after', 'after'),
];
export const finished: BookingEvent[] = [...readyToFinish, punchedOut(), completed()];

export const stateAfter = (events: readonly BookingEvent[]): BookingState => events.reduce(evolve, initialState);

// ---- Commands ----------------------------------------------------------------------------------------------------

/** The client asks for the default request (see `requested()`), at NOW unless given another actor. */
export const requestBooking = (data: Partial<RequestBooking['data']> = {}, by = byClient()): RequestBooking => ({
  type: 'RequestBooking',
  data: {
    bookingId: BOOKING_ID,
    clientId: CLIENT_ID,
    cleanerId: CLEANER_ID,
    property: { propertyId: PROPERTY_ID, type: 'condo', placeId: 'montreal' },
    cleanerRates: CLEANER_RATES,
    startsAt: STARTS_AT,
    durationHours: 4,
    frequency: 'one-time',
    seriesId: null,
    occurrence: 1,
    photosAllowed: true,
    hasPets: false,
    petType: null,
    cleanerBringsSupplies: false,
    emergency: null,
    checklist: CHECKLIST,
    notes: null,
    firstBooking: false,
    serviceFeeCents: SERVICE_FEE_CENTS,
    ...data,
  },
  metadata: by,
});
export const acceptBooking = (by = byCleaner()): AcceptBooking => ({ type: 'AcceptBooking', data: {}, metadata: by });
export const declineBooking = (reason: string | null = null, by = byCleaner()): DeclineBooking => ({ type: 'DeclineBooking', data: { reason }, metadata: by });
export const cancelBooking = (by: CommandMetadata, reason: CancellationReason = 'schedule_conflict', note: string | null = null): CancelBooking => ({
  type: 'CancelBooking',
  data: { reason, note },
  metadata: by,
});
export const postponeBooking = (startsAt: string, by = byClient()): PostponeBooking => ({ type: 'PostponeBooking', data: { startsAt }, metadata: by });
export const proposeTime = (startsAt: string, by = byCleaner()): ProposeTime => ({ type: 'ProposeTime', data: { startsAt }, metadata: by });
export const acceptProposal = (by = byClient()): AcceptProposal => ({ type: 'AcceptProposal', data: {}, metadata: by });
export const declineProposal = (by = byClient()): DeclineProposal => ({ type: 'DeclineProposal', data: {}, metadata: by });
export const expireBooking = (by = bySystem(EXPIRES_AT)): ExpireBooking => ({ type: 'ExpireBooking', data: {}, metadata: by });
export const punchIn = (by = byCleaner(STARTS_AT)): PunchIn => ({ type: 'PunchIn', data: MONTREAL, metadata: by });
export const setTaskDone = (taskId: string, done: boolean, by = byCleaner(STARTS_AT)): SetTaskDone => ({
  type: 'SetTaskDone',
  data: { taskId, done },
  metadata: by,
});
export const addPhoto = (photoId: string, phase: PhotoPhase, taskId: string | null = null, by = byCleaner(STARTS_AT)): AddBookingPhoto => ({
  type: 'AddBookingPhoto',
  data: { photoId, phase, taskId, fileId: `file-${photoId}`, thumbnailFileId: `thumb-${photoId}` },
  metadata: by,
});
export const punchOut = (by = byCleaner(ENDS_AT)): PunchOut => ({ type: 'PunchOut', data: MONTREAL, metadata: by });

// ---- Schedule ----------------------------------------------------------------------------------------------------

/** The schedule stream of the default booking's day; times below are on its Quebec clock (EST, UTC−5). */
export const SCHEDULE_DATE = '2026-11-24';
export const onScheduleDate = (time: string): string => new Date(`${SCHEDULE_DATE}T${time}:00-05:00`).toISOString();

export const slotReserved = (bookingId: string, from: string, to: string): SlotReserved => ({
  type: 'SlotReserved',
  data: { bookingId, startsAt: onScheduleDate(from), endsAt: onScheduleDate(to), cleanerId: CLEANER_ID, date: SCHEDULE_DATE },
});
export const slotReleased = (bookingId: string): SlotReleased => ({ type: 'SlotReleased', data: { bookingId, cleanerId: CLEANER_ID, date: SCHEDULE_DATE } });
export const reserveSlot = (bookingId: string, from: string, to: string): ReserveSlot => ({
  type: 'ReserveSlot',
  data: { bookingId, cleanerId: CLEANER_ID, date: SCHEDULE_DATE, startsAt: onScheduleDate(from), endsAt: onScheduleDate(to) },
  metadata: byClient(),
});
export const releaseSlot = (bookingId: string): ReleaseSlot => ({
  type: 'ReleaseSlot',
  data: { bookingId, cleanerId: CLEANER_ID, date: SCHEDULE_DATE },
  metadata: byClient(),
});
