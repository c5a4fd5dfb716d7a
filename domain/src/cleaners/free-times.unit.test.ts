import { describe, expect, it } from 'vitest';
import { availabilityLabelOf, declaredOn, fitsIn, freeSpansOn, isFreeDay, subtract, toFreeTimes, union, type WorkingHours } from './free-times';

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]): WorkingHours => ({ allDay: false, days, date: null, startTime: start, endTime: end });
const m = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const span = (start: string, end: string) => ({ start: m(start), end: m(end) });
// 2030-01-08 is a Tuesday, 2030-01-12 a Saturday.
const TUESDAY = '2030-01-08';
const SATURDAY = '2030-01-12';

describe('free times', () => {
  it('are the weekly working hours of the day', () => {
    expect(toFreeTimes(freeSpansOn(TUESDAY, [weekdays('08:00', '17:00')], [], []))).toEqual([{ start: '08:00', end: '17:00' }]);
    expect(freeSpansOn(SATURDAY, [weekdays('08:00', '17:00')], [], [])).toEqual([]);
  });

  it('add a dated block, an all-day block and available slots; take unavailable slots', () => {
    const blocks: WorkingHours[] = [
      weekdays('08:00', '12:00'),
      { allDay: false, days: null, date: TUESDAY, startTime: '13:00', endTime: '15:00' },
      { allDay: true, days: null, date: SATURDAY, startTime: null, endTime: null },
    ];
    const slots = [
      { date: TUESDAY, startTime: '15:00', endTime: '18:00', status: 'available' as const },
      { date: TUESDAY, startTime: '09:00', endTime: '10:00', status: 'unavailable' as const },
    ];
    expect(toFreeTimes(freeSpansOn(TUESDAY, blocks, slots, []))).toEqual([
      { start: '08:00', end: '09:00' },
      { start: '10:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ]);
    expect(toFreeTimes(freeSpansOn(SATURDAY, blocks, slots, []))).toEqual([{ start: '07:00', end: '21:00' }]);
  });

  it('lose what is taken (reservations, busy times, the past) and the gaps too short to offer', () => {
    const free = freeSpansOn(TUESDAY, [weekdays('08:00', '17:00')], [], [span('10:00', '14:00'), span('14:10', '14:30'), span('00:00', '08:15')]);
    expect(toFreeTimes(free)).toEqual([{ start: '08:15', end: '10:00' }, { start: '14:30', end: '17:00' }]);
    expect(isFreeDay(free)).toBe(false);
    expect(isFreeDay(freeSpansOn(TUESDAY, [weekdays('08:00', '17:00')], [], [span('08:00', '12:00')]))).toBe(true);
  });

  it('merge overlapping working hours and cut spans apart', () => {
    expect(union([span('09:00', '12:00'), span('08:00', '10:00'), span('12:00', '13:00')])).toEqual([span('08:00', '13:00')]);
    expect(subtract([span('08:00', '17:00')], [span('12:00', '13:00')])).toEqual([span('08:00', '12:00'), span('13:00', '17:00')]);
    expect(declaredOn(TUESDAY, [weekdays('08:00', '12:00'), weekdays('11:00', '17:00', [2])], [])).toEqual([span('08:00', '17:00')]);
  });

  it('say whether a booking fits, and label the week', () => {
    const free = [{ start: '08:00', end: '17:00' }];
    expect(fitsIn(free, '10:00', '14:00')).toBe(true);
    expect(fitsIn(free, '14:00', '18:00')).toBe(false);
    expect(fitsIn(free, '20:00', '24:00')).toBe(false);
    expect([5, 4, 3, 2, 1, 0].map(availabilityLabelOf)).toEqual(['available', 'somewhat_busy', 'somewhat_busy', 'busy', 'busy', 'very_busy']);
  });
});
