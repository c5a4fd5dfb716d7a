import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BudgetSpent, ExpansionBudget } from '../../src/calendar/ical-budget';
import { CalendarImportError, parseBusyTimes, type BusyTime } from '../../src/calendar/ical-import';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const shown = (busy: BusyTime[]) => busy.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString(), allDay: b.allDay }));
const timed = (start: string, end: string) => ({ start, end, allDay: false });

const calendarOf = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'];
/** A rule that never produces a date: ical.js looks for one without end. */
const impossible = (uid: string) => event(uid, 'DTSTART:20261102T130000Z', 'DTEND:20261102T140000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30');

describe('busy times of a calendar as Google Calendar writes it (America/Toronto)', () => {
  // Midnight in Quebec on Monday 26 October (daylight time) to midnight on Monday 23 November (standard time).
  const window = { from: new Date('2026-10-26T04:00:00Z'), to: new Date('2026-11-23T05:00:00Z') };

  it('moves an occurrence changed through a second VEVENT with the same UID and RECURRENCE-ID: the old time is free, the new one busy', () => {
    const busy = shown(parseBusyTimes(fixture('google-recurring.ics'), window));
    // The Monday 2 November class (09:00, 14:00 UTC) was moved to Tuesday 3 November 14:00–16:00 standard time.
    expect(busy).toContainEqual(timed('2026-11-03T19:00:00.000Z', '2026-11-03T21:00:00.000Z'));
    expect(busy.filter((b) => b.start.startsWith('2026-11-02'))).toEqual([]);
  });

  it('reads every busy interval: DST, EXDATE, a cancelled occurrence, RDATE, an all-day event, free and cancelled events', () => {
    expect(shown(parseBusyTimes(fixture('google-recurring.ics'), window))).toEqual([
      // Weekly yoga on Mondays 09:00–11:00, in daylight time before 1 November.
      timed('2026-10-26T13:00:00.000Z', '2026-10-26T15:00:00.000Z'),
      // Every other Thursday 13:00–15:00.
      timed('2026-10-29T17:00:00.000Z', '2026-10-29T19:00:00.000Z'),
      // The moved yoga class, in standard time.
      timed('2026-11-03T19:00:00.000Z', '2026-11-03T21:00:00.000Z'),
      // The RDATE added to the Thursdays: Thursday 5 November at 10:00, for the series' two hours.
      timed('2026-11-05T15:00:00.000Z', '2026-11-05T17:00:00.000Z'),
      // Two whole Quebec days (DTEND is exclusive): midnight to midnight, America/Toronto.
      { start: '2026-11-11T05:00:00.000Z', end: '2026-11-13T05:00:00.000Z', allDay: true },
      timed('2026-11-12T18:00:00.000Z', '2026-11-12T20:00:00.000Z'),
      // 9 November is an EXDATE and 16 November a cancelled occurrence; the 30 November class, outside the window,
      // was moved into it on Friday 20 November.
      timed('2026-11-20T14:00:00.000Z', '2026-11-20T16:00:00.000Z'),
    ]);
  });
});

describe('busy times of a calendar as Outlook publishes it (Windows time-zone names)', () => {
  const window = { from: new Date('2026-11-16T05:00:00Z'), to: new Date('2026-12-14T05:00:00Z') };

  it('reads every busy interval: VTIMEZONE by Windows name, UTC and floating times, moved, excluded and cancelled occurrences', () => {
    expect(shown(parseBusyTimes(fixture('outlook-recurring.ics'), window))).toEqual([
      // Weekly on Tuesdays 08:30–10:00 "Eastern Standard Time", started in daylight time in October.
      timed('2026-11-17T13:30:00.000Z', '2026-11-17T15:00:00.000Z'),
      // 09:00–10:00 "Pacific Standard Time".
      timed('2026-11-19T17:00:00.000Z', '2026-11-19T18:00:00.000Z'),
      // A floating time (no TZID, no Z) is read on Quebec clocks.
      timed('2026-11-20T15:00:00.000Z', '2026-11-20T16:00:00.000Z'),
      timed('2026-11-25T20:00:00.000Z', '2026-11-25T21:00:00.000Z'),
      { start: '2026-11-27T05:00:00.000Z', end: '2026-11-28T05:00:00.000Z', allDay: true },
      // 24 November is an EXDATE; 1 December moved to Wednesday 2 December 13:00–14:30; 8 December cancelled.
      timed('2026-12-02T18:00:00.000Z', '2026-12-02T19:30:00.000Z'),
    ]);
  });
});

describe('time zones the feed does not define', () => {
  const window = { from: new Date('2026-11-02T05:00:00Z'), to: new Date('2026-11-16T05:00:00Z') };

  it('reads a TZID without VTIMEZONE on that zone\'s clock, and matches an override whose RECURRENCE-ID is in UTC', () => {
    const calendar = calendarOf(
      ...event('paris@test', 'DTSTART;TZID=Europe/Paris:20261102T090000', 'DTEND;TZID=Europe/Paris:20261102T100000', 'RRULE:FREQ=WEEKLY;COUNT=2'),
      // The 9 November occurrence (09:00 in Paris, 08:00 UTC) moved one hour later.
      ...event('paris@test', 'RECURRENCE-ID:20261109T080000Z', 'DTSTART;TZID=Europe/Paris:20261109T100000', 'DTEND;TZID=Europe/Paris:20261109T110000'),
    );
    expect(shown(parseBusyTimes(calendar, window))).toEqual([
      timed('2026-11-02T08:00:00.000Z', '2026-11-02T09:00:00.000Z'),
      timed('2026-11-09T09:00:00.000Z', '2026-11-09T10:00:00.000Z'),
    ]);
  });
});

describe('recurrences, kept to bounded work', () => {
  const window = { from: new Date('2026-11-02T05:00:00Z'), to: new Date('2026-11-09T05:00:00Z') };

  it('still finds today\'s occurrences of a daily event that began twenty-six years ago', () => {
    const calendar = calendarOf(...event('daily@test', 'DTSTART:20000103T140000Z', 'DTEND:20000103T150000Z', 'RRULE:FREQ=DAILY;BYDAY=MO,WE'));
    expect(shown(parseBusyTimes(calendar, window))).toEqual([
      timed('2026-11-02T14:00:00.000Z', '2026-11-02T15:00:00.000Z'),
      timed('2026-11-04T14:00:00.000Z', '2026-11-04T15:00:00.000Z'),
    ]);
  });

  it('stops at the end of the window and cuts a FREQ=SECONDLY series short, keeping the other events', () => {
    const calendar = calendarOf(
      ...event('flood@test', 'DTSTART:20261102T120000Z', 'DTEND:20261102T120001Z', 'RRULE:FREQ=SECONDLY'),
      ...event('real@test', 'DTSTART:20261105T150000Z', 'DTEND:20261105T160000Z'),
    );
    const busy = parseBusyTimes(calendar, window);
    const flood = busy.filter((b) => b.start.toISOString().startsWith('2026-11-02T12:'));
    expect(flood.length).toBeGreaterThan(0);
    expect(flood.length).toBeLessThanOrEqual(10_000);
    expect(busy).toHaveLength(flood.length + 1);
    expect(shown(busy).at(-1)).toEqual(timed('2026-11-05T15:00:00.000Z', '2026-11-05T16:00:00.000Z'));
  });

  it('gives up on a rule that can never occur instead of looking for it forever', () => {
    const calendar = calendarOf(...impossible('never@test'), ...event('real@test', 'DTSTART:20261105T150000Z', 'DTEND:20261105T160000Z'));
    expect(shown(parseBusyTimes(calendar, window))).toEqual([timed('2026-11-05T15:00:00.000Z', '2026-11-05T16:00:00.000Z')]);
  });

  it('refuses a calendar whose recurrences need more work than any real one', () => {
    const calendar = calendarOf(...Array.from({ length: 40 }, (_, i) => impossible(`never-${i}@test`)).flat());
    expect(() => parseBusyTimes(calendar, window)).toThrow(CalendarImportError);
  });

  it('refuses a calendar of rules that cost much at every step (a monthly BYSETPOS lists the whole month)', () => {
    const rule = 'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=-1';
    const costly = Array.from({ length: 40 }, (_, i) => event(`costly-${i}@test`, 'DTSTART:00010101T140000Z', 'DURATION:PT1H', rule));
    expect(() => parseBusyTimes(calendarOf(...costly.flat()), window)).toThrow(CalendarImportError);
  });

  it('keeps the other events when ical.js cannot expand one rule', () => {
    const calendar = calendarOf(
      ...event('odd@test', 'DTSTART:20261102T130000Z', 'DTEND:20261102T140000Z', 'RRULE:FREQ=YEARLY;BYYEARDAY=1,2;BYMONTH=2;BYMONTHDAY=30'),
      ...event('real@test', 'DTSTART:20261105T150000Z', 'DTEND:20261105T160000Z'),
    );
    expect(shown(parseBusyTimes(calendar, window))).toEqual([timed('2026-11-05T15:00:00.000Z', '2026-11-05T16:00:00.000Z')]);
  });

  it('drops an event in a time zone whose rules change every second, keeping the other events', () => {
    const calendar = calendarOf(
      'BEGIN:VTIMEZONE',
      'TZID:Hostile',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=SECONDLY',
      'END:STANDARD',
      'END:VTIMEZONE',
      ...event('zoned@test', 'DTSTART;TZID=Hostile:20261105T100000', 'DTEND;TZID=Hostile:20261105T110000'),
      ...event('real@test', 'DTSTART:20261105T150000Z', 'DTEND:20261105T160000Z'),
    );
    expect(shown(parseBusyTimes(calendar, window))).toEqual([timed('2026-11-05T15:00:00.000Z', '2026-11-05T16:00:00.000Z')]);
  });
});

describe('the expansion budget', () => {
  it('cuts a series at its share of steps and lets the next one start afresh', () => {
    const budget = new ExpansionBudget({ seriesSteps: 3, calendarSteps: 100, calendarMs: 1_000, now: () => 0 });
    let first = 0;
    budget.series(() => {
      for (;;) {
        budget.spend();
        first += 1;
      }
    });
    let second = 0;
    budget.series(() => {
      for (let i = 0; i < 3; i += 1) {
        budget.spend();
        second += 1;
      }
    });
    expect([first, second]).toEqual([3, 3]);
  });

  it('stops the whole calendar past its total of steps or its time, whatever the series', () => {
    const bySteps = new ExpansionBudget({ seriesSteps: 10, calendarSteps: 15, calendarMs: 1_000, now: () => 0 });
    expect(() => {
      for (let i = 0; i < 3; i += 1) bySteps.series(() => Array.from({ length: 6 }, () => bySteps.spend()));
    }).toThrow(new BudgetSpent('calendar'));
    let clock = 0;
    const byTime = new ExpansionBudget({ seriesSteps: 1_000, calendarSteps: 10_000, calendarMs: 50, now: () => clock });
    expect(() => byTime.series(() => Array.from({ length: 64 }, () => byTime.spend()))).not.toThrow();
    clock = 51;
    expect(() => byTime.series(() => Array.from({ length: 64 }, () => byTime.spend()))).toThrow(new BudgetSpent('calendar'));
  });
});
