import * as v from 'valibot';
import { line, object, ReadAfterQuery, text as cleanText } from '../shared/schema';
import { PETS } from '../shared/vocabulary';
import {
  BOOKING_LIMITS,
  CANCELLATION_REASONS,
  CHECKLIST_CATEGORIES,
  EMERGENCY_PRIORITIES,
  FREQUENCIES,
  PHOTO_PHASES,
} from './booking-limits';

/**
 * The bodies of the booking API (docs/api/bookings.md), shared by the form and the BFF. A missing field reads
 * "Veuillez remplir tous les champs obligatoires" (SPEC 5); the business rules (4 hours minimum, the 24 h limits, …)
 * are the decider's, with their own messages.
 */
const REQUIRED = 'validation.required';
const required = <S extends v.GenericSchema>(schema: S) => v.pipe(v.unknown(), v.check((value) => value !== undefined && value !== null && value !== '', REQUIRED), schema);
const text = (max: number) => v.pipe(cleanText(REQUIRED), v.trim(), v.maxLength(max, 'validation.tooLong'));
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(cleanText()), null),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)),
    v.check((value) => value === null || value.length <= max, 'validation.tooLong'),
  );
const instant = v.pipe(line(REQUIRED), v.isoTimestamp('validation.date'));
const uuid = v.pipe(line(REQUIRED), v.uuid(REQUIRED));
/** A provider's payment method id (`pm_…`, from Stripe Elements, or one of the simulated test cards). */
export const PaymentMethodIdSchema = v.pipe(line('payment.method-required'), v.regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'payment.method-required'));

export const EmergencySchema = object({
  reason: v.pipe(text(BOOKING_LIMITS.reasonMax), v.minLength(1, REQUIRED)),
  priority: v.picklist(EMERGENCY_PRIORITIES, REQUIRED),
});

const quoteEntries = {
  cleanerSlug: v.pipe(line(REQUIRED), v.minLength(1, REQUIRED), v.maxLength(200)),
  propertyId: uuid,
  startsAt: required(instant),
  durationHours: required(v.pipe(v.number(REQUIRED), v.finite(REQUIRED))),
  cleanerBringsSupplies: v.optional(v.boolean(), false),
  emergency: v.optional(v.nullable(EmergencySchema), null),
};

/**
 * The price does not depend on the start: without `startsAt` the quote answers the client's price at once (the form
 * asks before a time is chosen); with it, the time is checked as a request's would be.
 */
export const QuoteSchema = object({ ...quoteEntries, startsAt: v.optional(instant) }, REQUIRED);
export type QuoteInput = v.InferOutput<typeof QuoteSchema>;

export const ChecklistItemSchema = object({
  category: v.picklist(CHECKLIST_CATEGORIES, REQUIRED),
  task: v.pipe(text(BOOKING_LIMITS.checklistTaskMax), v.minLength(1, REQUIRED)),
});

export const CreateBookingSchema = v.pipe(
  object({
    ...quoteEntries,
    frequency: v.picklist(FREQUENCIES, REQUIRED),
    occurrences: v.optional(v.pipe(v.number(), v.integer(), v.minValue(BOOKING_LIMITS.occurrences.min), v.maxValue(BOOKING_LIMITS.occurrences.max))),
    customIntervalDays: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(BOOKING_LIMITS.customIntervalDays.min), v.maxValue(BOOKING_LIMITS.customIntervalDays.max)),
    ),
    photosAllowed: v.boolean(REQUIRED),
    hasPets: v.boolean(REQUIRED),
    petType: v.optional(v.nullable(v.picklist(PETS, REQUIRED)), null),
    checklist: v.pipe(v.array(ChecklistItemSchema, REQUIRED), v.maxLength(BOOKING_LIMITS.checklistTasksMax, 'booking.checklist-too-long')),
    notes: optionalText(BOOKING_LIMITS.notesMax),
    /** The card for the 50 % deposit, charged at once and kept for the balance after the service. */
    paymentMethodId: PaymentMethodIdSchema,
    /**
     * The total the client was shown (the quote's `finalPrice`, of the first occurrence): when the price is now another,
     * the request is refused with 409 booking.price-changed before anything is held or charged.
     */
    expectedTotalCents: v.optional(v.pipe(v.number(REQUIRED), v.integer(REQUIRED), v.minValue(0, REQUIRED), v.maxValue(100_000_000, REQUIRED))),
  }, REQUIRED),
  v.forward(v.check((input) => !input.hasPets || input.petType !== null, REQUIRED), ['petType']),
  v.forward(v.check((input) => input.frequency !== 'custom' || input.customIntervalDays !== undefined, REQUIRED), ['customIntervalDays']),
);
export type CreateBookingInput = v.InferOutput<typeof CreateBookingSchema>;

/** The pay page: the balance with the same or another card. */
export const PayBalanceSchema = object({ paymentMethodId: PaymentMethodIdSchema }, REQUIRED);
/** The simulated 3-D Secure dialog's answer. */
export const SimulatedAuthenticationSchema = object({ succeed: v.boolean(REQUIRED) }, REQUIRED);

export const DeclineBookingSchema = object({ reason: optionalText(BOOKING_LIMITS.reasonMax) });
export const CancelBookingSchema = object({
  reason: v.picklist(CANCELLATION_REASONS, REQUIRED),
  note: optionalText(BOOKING_LIMITS.reasonMax),
});
export const NewTimeSchema = object({ startsAt: required(instant) });
export const PunchSchema = object({
  lat: v.pipe(v.number(REQUIRED), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(REQUIRED), v.minValue(-180), v.maxValue(180)),
});
export const TaskDoneSchema = object({ done: v.boolean(REQUIRED) });
export const BookingPhotoFieldsSchema = object({
  phase: v.picklist(PHOTO_PHASES, REQUIRED),
  taskId: v.optional(v.nullable(v.pipe(line(), v.maxLength(100))), null),
});

/** `GET /api/bookings/:id?after=<commit>.<prepare>`: a command's 202 position (read-your-writes). */
export const BookingReadQuery = ReadAfterQuery;

export const BookingListQuery = object({
  status: v.optional(v.picklist(['upcoming', 'past', 'pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'declined', 'declinedByClient', 'expired', 'withdrawn'])),
  page: v.optional(v.pipe(line(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(line(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '20'),
});
