import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Block, Slot } from '../api/schedule-types';
import {
  blockRequest,
  isTimeRange,
  slotRequest,
  slotsByDay,
  sortBlocks,
  toggleWeekday,
  weekDays,
} from './calendar-values';

const slot = (date: string, startTime: string, status: Slot['status'] = 'available'): Slot => ({
  id: `${date}-${startTime}`,
  date,
  startTime,
  endTime: '23:00',
  status,
});

describe('the week list', () => {
  it('runs Monday to Sunday, from the week of today', () => {
    // 2026-05-20 is a Wednesday.
    expect(weekDays('2026-05-20', 0)).toEqual(['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22', '2026-05-23', '2026-05-24']);
    expect(weekDays('2026-05-24', 0)[0]).toBe('2026-05-18');
    expect(weekDays('2026-05-20', 2)[0]).toBe('2026-06-01');
    expect(weekDays('2026-12-30', 1)).toContain('2027-01-05');
  });

  it('puts each slot on its day, by start time', () => {
    const days = slotsByDay([slot('2026-05-19', '13:00'), slot('2026-05-19', '08:00'), slot('2026-05-30', '09:00')], ['2026-05-18', '2026-05-19']);
    expect(days.map((day) => day.slots.map((s) => s.startTime))).toEqual([[], ['08:00', '13:00']]);
  });
});

describe('form values to requests', () => {
  it('sends a slot as a date and two HH:mm times', () => {
    const values = { date: dayjs('2026-06-02'), startTime: dayjs('2026-01-01T08:30'), endTime: dayjs('2026-01-01T12:00'), status: 'available' as const };
    expect(slotRequest(values)).toEqual({ date: '2026-06-02', startTime: '08:30', endTime: '12:00', status: 'available' });
  });

  it('needs the end after the start', () => {
    expect(isTimeRange(dayjs('2026-01-01T09:00'), dayjs('2026-01-01T09:00'))).toBe(false);
    expect(isTimeRange(dayjs('2026-01-01T09:00'), dayjs('2026-01-01T17:00'))).toBe(true);
    expect(isTimeRange(null, dayjs('2026-01-01T17:00'))).toBe(false);
  });

  it('sends weekly days from Monday and no times for a whole day', () => {
    expect(blockRequest({ repeat: 'weekly', days: [0, 3, 1], date: dayjs('2026-06-02'), allDay: true, startTime: null, endTime: null })).toEqual({
      allDay: true,
      days: [1, 3, 0],
    });
  });

  it('picks several weekdays, kept Monday first, and unpicks one pressed again', () => {
    const picked = toggleWeekday(toggleWeekday(toggleWeekday([], 0), 3), 1);
    expect(picked).toEqual([1, 3, 0]);
    expect(toggleWeekday(picked, 3)).toEqual([1, 0]);
  });

  it('sends one date with its hours', () => {
    const values = {
      repeat: 'once' as const,
      days: [2],
      date: dayjs('2026-06-24'),
      allDay: false,
      startTime: dayjs('2026-01-01T08:00'),
      endTime: dayjs('2026-01-01T16:00'),
    };
    expect(blockRequest(values)).toEqual({ allDay: false, date: '2026-06-24', startTime: '08:00', endTime: '16:00' });
  });

  it('lists weekly blocks first, then dated ones', () => {
    const block = (id: string, days: number[], date: string | null): Block => ({ id, allDay: true, days, date, startTime: null, endTime: null });
    expect(sortBlocks([block('b', [], '2026-07-01'), block('c', [0], null), block('a', [], '2026-06-01'), block('d', [1, 5], null)]).map((b) => b.id)).toEqual([
      'd',
      'c',
      'a',
      'b',
    ]);
  });
});
