import { QUEBEC_TIME_ZONE } from '../shared/quebec-time';
/**
 * The booking vocabulary and bounds (SPEC sections 3, 4 and 9), shared by the deciders, the schemas, the price and the
 * screens. Money is in integer cents.
 */
export const BOOKING_LIMITS = {
  /** SPEC 9: minimum duration 4 hours. Durations go by half hours. */
  durationHours: { min: 4, max: 12, step: 0.5 },
  /** SPEC 9: requests expire 24 h after they are made without the cleaner acting. */
  requestExpiryHours: 24,
  /** SPEC 9: free cancellation and postponing until 24 h before the start. */
  freeCancellationHours: 24,
  postponeUntilHours: 24,
  lateCancellationFeeCents: 5_000,
  /** A booking can be requested from 2 hours ahead up to 180 days ahead. */
  minLeadMinutes: 120,
  maxAdvanceDays: 180,
  /** Progress labels: late 15 minutes after the start without a punch-in, no-show after 60. */
  lateAfterMinutes: 15,
  noShowAfterMinutes: 60,
  /** The cleaner may punch in from an hour before the start. */
  punchInOpensMinutesBefore: 60,
  checklistTasksMax: 50,
  checklistTaskMax: 200,
  notesMax: 2_000,
  reasonMax: 500,
  photosPerBookingMax: 60,
  /** Recurring bookings: the occurrences created at once, the first included. */
  occurrences: { min: 2, max: 12, default: 4 },
  customIntervalDays: { min: 1, max: 90 },
} as const;

/** SPEC 9, in cents or basis points of 1/100 000 (QST is 9.975 %). */
export const PRICE_CONSTANTS = {
  suppliesFeeCents: 1_000,
  emergencyRate: { numerator: 15, denominator: 100 },
  firstBookingDiscountRate: { numerator: 15, denominator: 100 },
  gstRate: { numerator: 5_000, denominator: 100_000 },
  qstRate: { numerator: 9_975, denominator: 100_000 },
  /** The platform's service fee: a flat amount per booking, configurable (SERVICE_FEE_CENTS); this is the default. */
  defaultServiceFeeCents: 500,
  depositShare: { numerator: 1, denominator: 2 },
} as const;

/** `withdrawn`: the request never reached the cleaner because its deposit was not paid (declined card, 3-D Secure not done). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'declined', 'declinedByClient', 'expired', 'withdrawn'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'initial_pending', 'initial_failed', 'initial_completed', 'final_pending', 'final_failed', 'final_completed',
  'final_refunded', 'final_partially_refunded', 'fully_paid', 'partially_paid', 'completed', 'failed', 'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PROGRESS_LABELS = ['pending', 'awaiting_cleaner', 'awaiting_payment', 'in_progress', 'completed', 'cleaner_late', 'cleaner_no_show'] as const;
export type ProgressLabel = (typeof PROGRESS_LABELS)[number];

export const FREQUENCIES = ['one-time', 'weekly', 'bi-weekly', 'monthly', 'custom'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const CHECKLIST_CATEGORIES = ['general', 'kitchen', 'bathroom', 'bedroom', 'living_room', 'common_areas', 'outdoor', 'other', 'specific'] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

export const CANCELLATION_REASONS = ['schedule_conflict', 'found_alternative', 'price', 'emergency', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const EMERGENCY_PRIORITIES = ['high', 'urgent', 'critical'] as const;
export type EmergencyPriority = (typeof EMERGENCY_PRIORITIES)[number];

export const PHOTO_PHASES = ['before', 'after'] as const;
export type PhotoPhase = (typeof PHOTO_PHASES)[number];

/** What the signed-in user may do on a booking now; the API lists them so that screens show only these. */
export const BOOKING_ACTIONS = [
  'accept', 'decline', 'cancel', 'postpone', 'propose-time', 'accept-proposal', 'decline-proposal',
  'punch-in', 'punch-out', 'check-task', 'upload-photo',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The booking's time zone: dates and times are shown and reasoned about on the Quebec clock. */
export const BOOKING_TIME_ZONE = QUEBEC_TIME_ZONE;
