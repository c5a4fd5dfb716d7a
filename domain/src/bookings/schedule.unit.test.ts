import { describe, expect, it } from 'vitest';
import {
  BOOKING_ID,
  CLEANER_ID,
  OTHER_BOOKING_ID,
  SCHEDULE_DATE,
  releaseSlot,
  reserveSlot,
  slotReleased,
  slotReserved,
} from '../testing/booking-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import { SlotTakenError } from './booking-errors';
import { scheduleDecider } from './schedule';

const spec = deciderSpec(scheduleDecider, expect);

describe('ReserveSlot', () => {
  it('reserves a free time (10:00–14:00 on the Quebec clock)', () => {
    spec.given([]).when(reserveSlot(BOOKING_ID, '10:00', '14:00')).then([
      {
        type: 'SlotReserved',
        data: { bookingId: BOOKING_ID, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T19:00:00.000Z', cleanerId: CLEANER_ID, date: SCHEDULE_DATE },
      },
    ]);
  });
  it('records nothing when the same booking reserves the same time again', () =>
    spec.given([slotReserved(BOOKING_ID, '10:00', '14:00')]).when(reserveSlot(BOOKING_ID, '10:00', '14:00')).then([]));
  it.each([
    ['12:00', '16:00'],
    ['08:00', '11:00'],
    ['11:00', '13:00'],
    ['09:00', '15:00'],
    ['10:00', '14:00'],
  ])('refuses %s–%s over another booking at 10:00–14:00', (from, to) =>
    spec.given([slotReserved(OTHER_BOOKING_ID, '10:00', '14:00')]).when(reserveSlot(BOOKING_ID, from, to)).thenThrows(SlotTakenError));
  it('allows a booking that starts when another ends (10:00–14:00, then 14:00–18:00)', () =>
    spec
      .given([slotReserved(OTHER_BOOKING_ID, '10:00', '14:00')])
      .when(reserveSlot(BOOKING_ID, '14:00', '18:00'))
      .then([slotReserved(BOOKING_ID, '14:00', '18:00')]));
  it('allows a booking that ends when another starts (14:00–18:00, then 10:00–14:00)', () =>
    spec
      .given([slotReserved(OTHER_BOOKING_ID, '14:00', '18:00')])
      .when(reserveSlot(BOOKING_ID, '10:00', '14:00'))
      .then([slotReserved(BOOKING_ID, '10:00', '14:00')]));
});

describe('ReleaseSlot', () => {
  it('releases a reserved time', () =>
    spec.given([slotReserved(BOOKING_ID, '10:00', '14:00')]).when(releaseSlot(BOOKING_ID)).then([slotReleased(BOOKING_ID)]));
  it('records nothing for a booking that holds no time here', () => {
    spec.given([]).when(releaseSlot(BOOKING_ID)).then([]);
    spec.given([slotReserved(OTHER_BOOKING_ID, '10:00', '14:00')]).when(releaseSlot(BOOKING_ID)).then([]);
  });
  it('records nothing when released twice', () =>
    spec.given([slotReserved(BOOKING_ID, '10:00', '14:00'), slotReleased(BOOKING_ID)]).when(releaseSlot(BOOKING_ID)).then([]));
  it('lets another booking reserve a released time', () =>
    spec
      .given([slotReserved(OTHER_BOOKING_ID, '10:00', '14:00'), slotReleased(OTHER_BOOKING_ID)])
      .when(reserveSlot(BOOKING_ID, '10:00', '14:00'))
      .then([slotReserved(BOOKING_ID, '10:00', '14:00')]));
});

describe('a booking moving within the day', () => {
  it('reserves its new time over its own old one', () =>
    spec.given([slotReserved(BOOKING_ID, '10:00', '14:00')]).when(reserveSlot(BOOKING_ID, '12:00', '16:00')).then([slotReserved(BOOKING_ID, '12:00', '16:00')]));
  it('frees its old time: the new reservation replaces the old one', () => {
    const history = [slotReserved(BOOKING_ID, '10:00', '14:00'), slotReserved(BOOKING_ID, '13:00', '17:00')];
    spec.given(history).when(reserveSlot(OTHER_BOOKING_ID, '09:00', '13:00')).then([slotReserved(OTHER_BOOKING_ID, '09:00', '13:00')]);
    spec.given(history).when(reserveSlot(OTHER_BOOKING_ID, '16:00', '18:00')).thenThrows(SlotTakenError);
  });
  it('still refuses a new time over another booking', () =>
    spec
      .given([slotReserved(BOOKING_ID, '10:00', '14:00'), slotReserved(OTHER_BOOKING_ID, '15:00', '18:00')])
      .when(reserveSlot(BOOKING_ID, '13:00', '17:00'))
      .thenThrows(SlotTakenError));
  it('keeps one reservation per booking in the state', () => {
    const history = [slotReserved(BOOKING_ID, '10:00', '14:00'), slotReserved(BOOKING_ID, '13:00', '17:00')];
    expect(history.reduce(scheduleDecider.evolve, scheduleDecider.initialState).reservations).toEqual([
      { bookingId: BOOKING_ID, startsAt: '2026-11-24T18:00:00.000Z', endsAt: '2026-11-24T22:00:00.000Z' },
    ]);
  });
});
