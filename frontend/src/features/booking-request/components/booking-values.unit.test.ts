import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  bookingRequestOf,
  durationProblem,
  fieldOfIssue,
  initialBookingValues,
  missingRequiredFields,
  quoteRequestOf,
  type BookingFormValues,
} from './booking-values';

const filledIn = (changes: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...initialBookingValues('prop-1'),
  date: dayjs('2026-11-25'),
  time: dayjs('2026-11-25T09:00'),
  durationHours: 4.5,
  ...changes,
});

describe('durationProblem', () => {
  it.each([
    [undefined, 'required'],
    [null, 'required'],
    [3.5, 'too-short'],
    [12.5, 'too-long'],
    [4.25, 'step'],
    [4, null],
    [12, null],
    [7.5, null],
  ] as const)('%s hours → %s', (hours, problem) => expect(durationProblem(hours)).toBe(problem));
});

describe('missingRequiredFields', () => {
  it('names the property, date and time of a new form', () => {
    expect(missingRequiredFields(initialBookingValues(null))).toEqual(['propertyId', 'date', 'time']);
  });

  it('asks for the interval of a custom frequency, the pet type and the emergency details when they apply', () => {
    const values = filledIn({ frequency: 'custom', hasPets: true, emergency: true, emergencyReason: '  ' });
    expect(missingRequiredFields(values)).toEqual(['customIntervalDays', 'petType', 'emergencyReason', 'emergencyPriority']);
  });

  it('has nothing to ask of a filled-in form', () => {
    expect(missingRequiredFields(filledIn())).toEqual([]);
  });
});

describe('quoteRequestOf', () => {
  it('asks the price without the start: the same body before and after a time is picked', () => {
    const expected = { cleanerSlug: 'marie-d', propertyId: 'prop-1', durationHours: 4.5, cleanerBringsSupplies: true };
    expect(quoteRequestOf(filledIn({ cleanerBringsSupplies: true }), 'marie-d')).toEqual(expected);
    expect(quoteRequestOf(filledIn({ cleanerBringsSupplies: true, date: null, time: null }), 'marie-d')).toEqual(expected);
  });

  it('asks nothing while the duration is below the minimum or the property is not chosen', () => {
    expect(quoteRequestOf(filledIn({ durationHours: 3 }), 'marie-d')).toBeNull();
    expect(quoteRequestOf(filledIn({ propertyId: null }), 'marie-d')).toBeNull();
  });

  it('quotes an emergency once its reason and priority are given', () => {
    expect(quoteRequestOf(filledIn({ emergency: true, emergencyPriority: 'urgent' }), 'marie-d')).toBeNull();
    const request = quoteRequestOf(filledIn({ emergency: true, emergencyReason: ' Dégât d’eau ', emergencyPriority: 'urgent' }), 'marie-d');
    expect(request?.emergency).toEqual({ reason: 'Dégât d’eau', priority: 'urgent' });
  });
});

describe('bookingRequestOf', () => {
  it('builds a one-time request without the recurring, pet or empty note fields, with the deposit’s card', () => {
    expect(bookingRequestOf(filledIn({ hasPets: false, petType: 'dogs', notes: '   ', occurrences: 4 }), 'marie-d')).toEqual({
      cleanerSlug: 'marie-d',
      propertyId: 'prop-1',
      startsAt: '2026-11-25T14:00:00.000Z',
      durationHours: 4.5,
      cleanerBringsSupplies: false,
      frequency: 'one-time',
      photosAllowed: true,
      hasPets: false,
      checklist: [],
      paymentMethodId: 'pm_card_visa',
    });
  });

  it('sends nothing without a card for the deposit', () => {
    expect(bookingRequestOf(filledIn({ paymentMethodId: null }), 'marie-d')).toBeNull();
  });

  it('carries a custom series, the pets, the checklist and the trimmed notes', () => {
    const request = bookingRequestOf(
      filledIn({
        frequency: 'custom',
        occurrences: 6,
        customIntervalDays: 10,
        hasPets: true,
        petType: 'cats',
        photosAllowed: false,
        checklist: [{ category: 'kitchen', task: 'Four' }],
        notes: ' Code 1234 ',
      }),
      'marie-d',
    );
    expect(request).toMatchObject({
      frequency: 'custom',
      occurrences: 6,
      customIntervalDays: 10,
      hasPets: true,
      petType: 'cats',
      photosAllowed: false,
      checklist: [{ category: 'kitchen', task: 'Four' }],
      notes: 'Code 1234',
    });
  });

  it('sends the occurrences of a weekly series but no interval', () => {
    const request = bookingRequestOf(filledIn({ frequency: 'weekly', occurrences: 4, customIntervalDays: 9 }), 'marie-d');
    expect(request?.occurrences).toBe(4);
    expect(request).not.toHaveProperty('customIntervalDays');
  });

  it('refuses occurrences or an interval out of bounds', () => {
    expect(bookingRequestOf(filledIn({ frequency: 'weekly', occurrences: 13 }), 'marie-d')).toBeNull();
    expect(bookingRequestOf(filledIn({ frequency: 'custom', customIntervalDays: 91 }), 'marie-d')).toBeNull();
  });
});

describe('fieldOfIssue', () => {
  it('shows server issues under the field the client filled in', () => {
    expect(fieldOfIssue('startsAt')).toBe('time');
    expect(fieldOfIssue('emergency.priority')).toBe('emergencyPriority');
    expect(fieldOfIssue('emergency.reason')).toBe('emergencyReason');
    expect(fieldOfIssue('checklist.3.task')).toBe('checklist');
    expect(fieldOfIssue('cleanerSlug')).toBeNull();
  });
});
