import { BOOKING_LIMITS, quebecInstant, type EmergencyPriority, type Frequency, type Pet } from '@weklean/domain';
import type { Dayjs } from 'dayjs';
import type { BookingRequest } from '../api/request-booking';
import type { QuoteRequest } from '../api/quote-booking';
import type { ChecklistItem } from './checklist';

/** The form's values; the pickers hold Dayjs values of which only the calendar date and the time of day count. */
export type BookingFormValues = {
  propertyId?: string | null;
  date?: Dayjs | null;
  time?: Dayjs | null;
  durationHours?: number | null;
  frequency: Frequency;
  occurrences?: number | null;
  customIntervalDays?: number | null;
  photosAllowed: boolean;
  hasPets: boolean;
  petType?: Pet | null;
  cleanerBringsSupplies: boolean;
  checklist: ChecklistItem[];
  emergency: boolean;
  emergencyReason?: string | null;
  emergencyPriority?: EmergencyPriority | null;
  notes?: string | null;
  /** The card for the deposit (a provider's `pm_…` id). */
  paymentMethodId?: string | null;
};

export type BookingField = keyof BookingFormValues;

/** A new request: photos allowed, one time, the minimum duration; the client picks the place and the slot. */
export function initialBookingValues(propertyId: string | null): BookingFormValues {
  return {
    propertyId,
    date: null,
    time: null,
    durationHours: BOOKING_LIMITS.durationHours.min,
    frequency: 'one-time',
    occurrences: BOOKING_LIMITS.occurrences.default,
    customIntervalDays: null,
    photosAllowed: true,
    hasPets: false,
    petType: null,
    cleanerBringsSupplies: false,
    checklist: [],
    emergency: false,
    emergencyReason: '',
    emergencyPriority: null,
    notes: '',
    paymentMethodId: 'pm_card_visa',
  };
}

const isWhole = (value: number) => Number.isInteger(value);
const within = (value: number | null | undefined, bounds: { min: number; max: number }): value is number =>
  typeof value === 'number' && isWhole(value) && value >= bounds.min && value <= bounds.max;
const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export type DurationProblem = 'required' | 'too-short' | 'too-long' | 'step';

/** SPEC 9: at least 4 hours; at most 12, by half hours (the domain's bounds). */
export function durationProblem(hours: number | null | undefined): DurationProblem | null {
  const { min, max, step } = BOOKING_LIMITS.durationHours;
  if (typeof hours !== 'number' || Number.isNaN(hours)) return 'required';
  if (hours < min) return 'too-short';
  if (hours > max) return 'too-long';
  return isWhole(hours / step) ? null : 'step';
}

/** The start as an ISO instant on the Quebec clock, or null until both pickers hold a value. */
export function startsAtOf(values: Pick<BookingFormValues, 'date' | 'time'>): string | null {
  if (!values.date || !values.time) return null;
  return quebecInstant(values.date.format('YYYY-MM-DD'), values.time.format('HH:mm'));
}

const recurring = (frequency: Frequency) => frequency !== 'one-time';

/** The required fields left empty, the conditional ones included (SPEC 5: "all mandatory fields"). */
export function missingRequiredFields(values: BookingFormValues): BookingField[] {
  const missing: BookingField[] = [];
  if (!filled(values.propertyId)) missing.push('propertyId');
  if (!values.date) missing.push('date');
  if (!values.time) missing.push('time');
  if (typeof values.durationHours !== 'number') missing.push('durationHours');
  if (recurring(values.frequency) && typeof values.occurrences !== 'number') missing.push('occurrences');
  if (values.frequency === 'custom' && typeof values.customIntervalDays !== 'number') missing.push('customIntervalDays');
  if (values.hasPets && !values.petType) missing.push('petType');
  if (values.emergency && !filled(values.emergencyReason)) missing.push('emergencyReason');
  if (values.emergency && !values.emergencyPriority) missing.push('emergencyPriority');
  return missing;
}

/**
 * The quote body, or null while the fields it needs are not all valid (nothing worth asking the server). An
 * emergency is quoted once its reason and priority are given. No start time: the price does not depend on it, so the
 * client's own terms (first booking, referral amounts) are known before a time is picked, and a time the server
 * refuses never leaves the form without them.
 */
export function quoteRequestOf(values: BookingFormValues, cleanerSlug: string): QuoteRequest | null {
  const { propertyId, durationHours } = values;
  if (!filled(propertyId) || durationProblem(durationHours) !== null || typeof durationHours !== 'number') {
    return null;
  }
  const request: QuoteRequest = { cleanerSlug, propertyId, durationHours, cleanerBringsSupplies: values.cleanerBringsSupplies };
  if (!values.emergency) return request;
  if (!filled(values.emergencyReason) || !values.emergencyPriority) return null;
  return { ...request, emergency: { reason: values.emergencyReason.trim(), priority: values.emergencyPriority } };
}

/** The `POST /api/bookings` body, or null when a field is missing or out of bounds (the form shows which). */
export function bookingRequestOf(values: BookingFormValues, cleanerSlug: string): BookingRequest | null {
  const quote = quoteRequestOf(values, cleanerSlug);
  const startsAt = startsAtOf(values);
  if (quote === null || startsAt === null || missingRequiredFields(values).length > 0 || !filled(values.paymentMethodId)) return null;
  const request: BookingRequest = {
    ...quote,
    startsAt,
    frequency: values.frequency,
    photosAllowed: values.photosAllowed,
    hasPets: values.hasPets,
    checklist: values.checklist.map(({ category, task }) => ({ category, task })),
    paymentMethodId: values.paymentMethodId.trim(),
  };
  if (recurring(values.frequency)) {
    if (!within(values.occurrences, BOOKING_LIMITS.occurrences)) return null;
    request.occurrences = values.occurrences;
  }
  if (values.frequency === 'custom') {
    if (!within(values.customIntervalDays, BOOKING_LIMITS.customIntervalDays)) return null;
    request.customIntervalDays = values.customIntervalDays;
  }
  if (values.hasPets && values.petType) request.petType = values.petType;
  if (filled(values.notes)) request.notes = values.notes.trim();
  return request;
}

/** The form field under which a server's validation issue (`issues[].field`) is shown. */
export function fieldOfIssue(field: string): BookingField | null {
  const head = field.split('.')[0] ?? '';
  if (head === 'startsAt') return 'time';
  if (head === 'emergency') return field.endsWith('priority') ? 'emergencyPriority' : 'emergencyReason';
  const fields: readonly string[] = [
    'propertyId', 'durationHours', 'frequency', 'occurrences', 'customIntervalDays', 'photosAllowed', 'hasPets', 'petType',
    'cleanerBringsSupplies', 'checklist', 'notes', 'paymentMethodId',
  ];
  return fields.includes(head) ? (head as BookingField) : null;
}
