import { describe, expect, it } from 'vitest';
import { InvalidDateError } from '../cleaners/cleaner-errors';
import {
  BOOKING_ID,
  CHECKLIST,
  CLEANER_ID,
  CLIENT_ID,
  EXPIRES_AT,
  NOW,
  PROPERTY_ID,
  STARTS_AT,
  byCleaner,
  byStranger,
  hoursAfter,
  minutesAfter,
  pending,
  requestBooking,
  requested,
} from '../testing/booking-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { ChecklistTask } from './booking-events';
import {
  BookingAccessDeniedError,
  BookingAlreadyExistsError,
  ChecklistTooLongError,
  DurationInvalidError,
  DurationTooShortError,
  MustEndSameDayError,
  NoRateForPropertyError,
  StartTooFarError,
  StartTooSoonError,
} from './booking-errors';
import { bookingDecider } from './booking-decide';
import { computeBookingPrice, type PriceInput } from './pricing';

const spec = deciderSpec(bookingDecider, expect);

const noExtras = { cleanerBringsSupplies: false, emergency: false, firstBooking: false, serviceFeeCents: 500 };
const priceOf = (base: PriceInput['base'], options: Partial<Omit<PriceInput, 'base'>> = {}) => computeBookingPrice({ base, ...noExtras, ...options });
const hourly = (hourlyRateCents: number, durationHours = 4) => ({ kind: 'hourly', hourlyRateCents, durationHours }) as const;
const tasks = (count: number): ChecklistTask[] =>
  Array.from({ length: count }, (_, index) => ({ taskId: `task-${index + 1}`, category: 'general', task: `Tâche ${index + 1}` }));

describe('RequestBooking: the request', () => {
  it("records a 4 h request at the cleaner's $30 hourly rate, priced by computeBookingPrice, open for 24 h", () => {
    spec.given([]).when(requestBooking()).then([
      {
        type: 'BookingRequested',
        data: {
          bookingId: BOOKING_ID,
          clientId: CLIENT_ID,
          cleanerId: CLEANER_ID,
          propertyId: PROPERTY_ID,
          propertyType: 'condo',
          startsAt: STARTS_AT,
          endsAt: '2026-11-24T19:00:00.000Z',
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
          price: priceOf(hourly(3_000)),
          pricing: { kind: 'hourly', hourlyRateCents: 3_000, firstBooking: false, serviceFeeCents: 500 },
          paymentStatus: 'initial_pending',
          depositRequired: true,
          requestedAt: NOW,
          expiresAt: '2026-11-23T17:00:00.000Z',
        },
      },
    ]);
  });
  it('prices 4 h at $30 at a $120 base, $5 fee and Quebec taxes: $143.72', () => {
    expect(priceOf(hourly(3_000))).toMatchObject({ basePrice: 12_000, serviceFee: 500, gst: 625, qst: 1_247, finalPrice: 14_372 });
  });
  it('charges 4.5 h for a 4.5 h booking and ends it 4 h 30 later', () => {
    spec
      .given([])
      .when(requestBooking({ durationHours: 4.5 }))
      .then([requested({ durationHours: 4.5, endsAt: '2026-11-24T19:30:00.000Z', price: priceOf(hourly(3_000, 4.5)) })]);
  });
  it("uses the cleaner's rate for the property's city when they set one ($35 in Laval)", () => {
    spec
      .given([])
      .when(requestBooking({ property: { propertyId: PROPERTY_ID, type: 'condo', placeId: 'laval' } }))
      .then([requested({ price: priceOf(hourly(3_500)), pricing: { kind: 'hourly', hourlyRateCents: 3_500, firstBooking: false, serviceFeeCents: 500 } })]);
  });
  it("uses the fixed price of the property's type when the cleaner has no hourly rate", () => {
    spec
      .given([])
      .when(requestBooking({ cleanerRates: { hourlyRateCents: null, fixedPricesCents: { condo: 12_000 }, cityRates: [] } }))
      .then([
        requested({
          price: priceOf({ kind: 'fixed', fixedPriceCents: 12_000 }),
          pricing: { kind: 'fixed', hourlyRateCents: null, firstBooking: false, serviceFeeCents: 500 },
        }),
      ]);
  });
  it("takes 15 % off the client's first booking", () => {
    spec
      .given([])
      .when(requestBooking({ firstBooking: true }))
      .then([
        requested({
          price: priceOf(hourly(3_000), { firstBooking: true }),
          pricing: { kind: 'hourly', hourlyRateCents: 3_000, firstBooking: true, serviceFeeCents: 500 },
        }),
      ]);
    expect(priceOf(hourly(3_000), { firstBooking: true }).firstBookingDiscount).toBe(1_800);
  });
  it('adds $10 when the cleaner brings the supplies', () => {
    spec
      .given([])
      .when(requestBooking({ cleanerBringsSupplies: true }))
      .then([requested({ cleanerBringsSupplies: true, price: priceOf(hourly(3_000), { cleanerBringsSupplies: true }) })]);
    expect(priceOf(hourly(3_000), { cleanerBringsSupplies: true }).suppliesFee).toBe(1_000);
  });
  it('adds 15 % of the base for an emergency and keeps its reason and priority', () => {
    const emergency = { reason: 'Dégât d’eau', priority: 'urgent' } as const;
    spec
      .given([])
      .when(requestBooking({ emergency }))
      .then([requested({ emergency, price: priceOf(hourly(3_000), { emergency: true }) })]);
    expect(priceOf(hourly(3_000), { emergency: true }).emergencyFee).toBe(1_800);
  });
  it('applies a configured service fee', () => {
    spec
      .given([])
      .when(requestBooking({ serviceFeeCents: 999 }))
      .then([requested({ price: priceOf(hourly(3_000), { serviceFeeCents: 999 }), pricing: { kind: 'hourly', hourlyRateCents: 3_000, firstBooking: false, serviceFeeCents: 999 } })]);
  });
  it('keeps the pet type only when there are pets', () => {
    spec.given([]).when(requestBooking({ hasPets: true, petType: 'Chat' })).then([requested({ hasPets: true, petType: 'Chat' })]);
    spec.given([]).when(requestBooking({ hasPets: false, petType: 'Chat' })).then([requested({ hasPets: false, petType: null })]);
  });
  it('records a recurring occurrence with its series', () => {
    spec
      .given([])
      .when(requestBooking({ frequency: 'weekly', seriesId: 'series-1', occurrence: 2 }))
      .then([requested({ frequency: 'weekly', seriesId: 'series-1', occurrence: 2 })]);
  });
});

describe('RequestBooking: the expiry', () => {
  it('gives the cleaner 24 h to answer', () => {
    spec.given([]).when(requestBooking()).then([requested({ expiresAt: EXPIRES_AT })]);
  });
  it('expires at the start when the start comes sooner than 24 h', () => {
    const soon = hoursAfter(NOW, 3);
    spec.given([]).when(requestBooking({ startsAt: soon })).then([requested({ startsAt: soon, expiresAt: soon })]);
  });
});

describe('RequestBooking: refusals', () => {
  it("refuses a request made in someone else's name", () => {
    spec.given([]).when(requestBooking({}, byStranger())).thenThrows(BookingAccessDeniedError);
    spec.given([]).when(requestBooking({}, byCleaner())).thenThrows(BookingAccessDeniedError);
  });
  it('refuses a booking id already used', () => spec.given(pending).when(requestBooking()).thenThrows(BookingAlreadyExistsError));
  it('refuses 3 h: the minimum is 4 h', () => {
    spec.given([]).when(requestBooking({ durationHours: 3 })).thenThrows(DurationTooShortError, { min: 4 });
  });
  it.each([12.5, 4.25, Number.NaN])('refuses a duration of %s h (4 to 12 h by half hours)', (durationHours) => {
    spec.given([]).when(requestBooking({ durationHours })).thenThrows(DurationInvalidError, { min: 4, max: 12, step: 0.5 });
  });
  it('accepts the longest booking, 12 h', () => {
    spec.given([]).when(requestBooking({ durationHours: 12 })).then([requested({ durationHours: 12 })]);
  });
  it('refuses a start less than 2 h ahead and accepts one exactly 2 h ahead', () => {
    const twoHoursAhead = hoursAfter(NOW, 2);
    spec.given([]).when(requestBooking({ startsAt: minutesAfter(NOW, 119) })).thenThrows(StartTooSoonError, { hours: 2 });
    spec.given([]).when(requestBooking({ startsAt: twoHoursAhead })).then([requested({ startsAt: twoHoursAhead, expiresAt: twoHoursAhead })]);
  });
  it('refuses a start more than 180 days ahead and accepts one exactly 180 days ahead', () => {
    const in180Days = '2027-05-21T17:00:00.000Z';
    spec.given([]).when(requestBooking({ startsAt: minutesAfter(in180Days, 1) })).thenThrows(StartTooFarError, { days: 180 });
    spec.given([]).when(requestBooking({ startsAt: in180Days })).then([requested({ startsAt: in180Days })]);
  });
  it('refuses a start without a time zone', () => {
    spec.given([]).when(requestBooking({ startsAt: '2026-11-24T10:00' })).thenThrows(InvalidDateError);
  });
  it('refuses 51 checklist tasks and accepts 50', () => {
    spec.given([]).when(requestBooking({ checklist: tasks(51) })).thenThrows(ChecklistTooLongError, { max: 50 });
    spec.given([]).when(requestBooking({ checklist: tasks(50) })).then([requested({ checklist: tasks(50) })]);
  });
  it("refuses a property the cleaner has no rate for (no hourly rate, no fixed price for a condo)", () => {
    spec
      .given([])
      .when(requestBooking({ cleanerRates: { hourlyRateCents: null, fixedPricesCents: { house: 15_000 }, cityRates: [] } }))
      .thenThrows(NoRateForPropertyError);
  });
});

describe('RequestBooking: over by midnight on the Quebec clock (22 November 2026 is EST, UTC−5)', () => {
  /** 20:00 EST on the 22nd, already the 23rd in UTC. */
  const eightPm = '2026-11-23T01:00:00.000Z';
  it('accepts 20:00 to midnight (with UTC−4 it would end at 01:00 and be refused)', () => {
    spec.given([]).when(requestBooking({ startsAt: eightPm })).then([requested({ startsAt: eightPm, endsAt: '2026-11-23T05:00:00.000Z', expiresAt: eightPm })]);
  });
  it('refuses 20:00 for 4.5 h, ending at 00:30', () => {
    spec.given([]).when(requestBooking({ startsAt: eightPm, durationHours: 4.5 })).thenThrows(MustEndSameDayError);
  });
  it('refuses 21:00 for 4 h, ending at 01:00', () => {
    spec.given([]).when(requestBooking({ startsAt: '2026-11-23T02:00:00.000Z' })).thenThrows(MustEndSameDayError);
  });
  it('accepts 15:00 to 23:00, though it ends on the next day in UTC', () => {
    const threePm = '2026-11-22T20:00:00.000Z';
    spec
      .given([])
      .when(requestBooking({ startsAt: threePm, durationHours: 8 }))
      .then([requested({ startsAt: threePm, durationHours: 8, endsAt: '2026-11-23T04:00:00.000Z', expiresAt: threePm })]);
  });
});
