import { addDays, QUEBEC_TIME_ZONE, zonedInstant } from '@weklean/domain';
import ICAL from 'ical.js';
import { ExpansionBudget } from './ical-budget';
import type { BusyTime } from './ical-import';

/**
 * Work allowed to one calendar (see ExpansionBudget). A real series needs a few hundred steps (a daily or weekly one
 * only walks the import window, see iterationStart; a monthly one since 1970 about 2,000; Outlook's time zones,
 * expanded from 1601, about 1,700 each, once per calendar); a series past its share is cut there (FREQ=SECONDLY, a
 * rule that never occurs), a calendar past the total, or past a second and a half, is refused.
 */
const LIMITS = { seriesSteps: 5_000, calendarSteps: 60_000, calendarMs: 1_500 };
const DAY_MS = 86_400_000;

type Window = { from: Date; to: Date };
/** How long one occurrence lasts: whole Quebec days for an all-day event, milliseconds otherwise. */
type Span = { allDay: true; days: number } | { allDay: false; ms: number };

/**
 * The busy occurrences of a calendar's events within the window. Each recurring event (an RRULE, RDATEs and EXDATEs)
 * is expanded with the overrides that share its UID (a VEVENT with a RECURRENCE-ID): an overridden occurrence leaves
 * its original time and takes the override's own, or none if the override is cancelled or transparent.
 */
export function busyOccurrences(calendar: ICAL.Component, window: Window): BusyTime[] {
  const masters = new Map<string, ICAL.Component[]>();
  const overrides = new Map<string, ICAL.Component[]>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const byUid = component.hasProperty('recurrence-id') ? overrides : masters;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    byUid.set(uid, [...(byUid.get(uid) ?? []), component]);
  }
  const budget = new ExpansionBudget(LIMITS);
  const busy: BusyTime[] = [];
  const keep = (occurrence: BusyTime | null) => {
    if (occurrence && occurrence.start.getTime() < window.to.getTime() && occurrence.end.getTime() > window.from.getTime()) busy.push(occurrence);
  };
  budget.run(() => {
    for (const [uid, components] of masters) {
      const exceptions = overrides.get(uid) ?? [];
      for (const component of components) {
        budget.series(() => expandSeries(new ICAL.Event(component, { strictExceptions: true, exceptions }), window, budget, keep));
      }
    }
    // Overrides stand at their own time: moved within the window, or into it from outside it (whose original time
    // the expansion, which stops at `to`, never reaches), or with no series in the feed at all (a single invitation).
    for (const exceptions of overrides.values()) {
      for (const component of exceptions) {
        if (!isBusy(component)) continue;
        budget.series(() => {
          const override = new ICAL.Event(component);
          keep(occurrenceOf(override, override.startDate));
        });
      }
    }
  });
  return busy;
}

function expandSeries(master: ICAL.Event, window: Window, budget: ExpansionBudget, keep: (occurrence: BusyTime | null) => void) {
  const zone = tzid(master.component, 'dtstart');
  // Overridden occurrences, by instant: ical.js matches them by their text, which misses a RECURRENCE-ID written in
  // UTC for a series in a zone the feed does not define.
  const overridden = new Set(Object.values(master.exceptions).map((override) => instantOf(override.recurrenceId, tzid(override.component, 'recurrence-id'))));
  const iterator = master.iterator(iterationStart(master, window.from.getTime()));
  for (let next = iterator.next(); next; next = iterator.next()) {
    budget.spend();
    const original = instantOf(next, zone);
    if (!(original < window.to.getTime())) return;
    // This very occurrence was overridden: the override counts at its own time, in busyOccurrences.
    if (overridden.has(original)) continue;
    const { item, startDate } = master.getOccurrenceDetails(next);
    if (item !== master && item.recurrenceId.compare(next) === 0) continue;
    if (isBusy(item.component)) keep(occurrenceOf(item, startDate));
  }
}

/**
 * Where to start expanding. A daily or weekly rule without COUNT repeats itself every INTERVAL days or weeks (BYDAY,
 * BYMONTH… only pick among those days), so it may start whole periods later, just before the window, instead of
 * walking every day since a DTSTART of 2000. The start so moved counts as an occurrence, which ends before the window.
 */
function iterationStart(master: ICAL.Event, from: number): ICAL.Time | undefined {
  const rules = master.component.getAllProperties('rrule');
  const rule = rules.length === 1 ? (rules[0]!.getFirstValue() as ICAL.Recur) : null;
  if (!rule || rule.count || (rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY') || rule.parts.BYSETPOS) return undefined;
  const span = spanOf(master);
  const periodDays = Math.max(1, rule.interval) * (rule.freq === 'WEEKLY' ? 7 : 1);
  const lengthDays = span.allDay ? span.days : Math.ceil(span.ms / DAY_MS);
  const start = master.startDate;
  const daysBefore = Math.floor((from - instantOf(start, tzid(master.component, 'dtstart'))) / DAY_MS) - lengthDays - 2;
  const periods = Math.floor(daysBefore / periodDays);
  if (!(periods > 0)) return undefined;
  const moved = start.clone();
  moved.adjust(periods * periodDays, 0, 0, 0);
  return moved;
}

/** One occurrence of `item` (the series or an override) starting at `start`, on the clock of its DTSTART. */
function occurrenceOf(item: ICAL.Event, start: ICAL.Time): BusyTime | null {
  const span = spanOf(item);
  if (span.allDay) {
    const day = dayOf(start);
    const from = day && zonedInstant(day, '00:00', QUEBEC_TIME_ZONE);
    const to = day && zonedInstant(addDays(day, span.days), '00:00', QUEBEC_TIME_ZONE);
    return from && to ? { start: new Date(from), end: new Date(to), allDay: true } : null;
  }
  const at = instantOf(start, tzid(item.component, 'dtstart'));
  if (!Number.isFinite(at) || !(span.ms > 0)) return null;
  return { start: new Date(at), end: new Date(at + span.ms), allDay: false };
}

const spans = new WeakMap<ICAL.Event, Span>();
function spanOf(item: ICAL.Event): Span {
  let span = spans.get(item);
  if (!span) spans.set(item, (span = measure(item)));
  return span;
}

function measure(item: ICAL.Event): Span {
  const start = item.startDate;
  const end = item.endDate;
  if (start.isDate) return { allDay: true, days: Math.max(1, Math.round(end.subtractDate(start).toSeconds() / 86_400)) };
  const startZone = tzid(item.component, 'dtstart');
  return { allDay: false, ms: instantOf(end, tzid(item.component, 'dtend') ?? startZone) - instantOf(start, startZone) };
}

const isBusy = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED' &&
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT';

const tzid = (component: ICAL.Component, name: 'dtstart' | 'dtend' | 'recurrence-id'): string | undefined => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

/**
 * The instant of an iCal time in milliseconds. UTC times and times in a zone the feed defines (a VTIMEZONE: Google's
 * "America/Toronto", Outlook's "Eastern Standard Time") are ical.js's to place. A time it could not place (floating,
 * or a TZID the feed does not define) is read on the clock its TZID names when the runtime knows that zone, else on
 * Quebec's, as is a date: a cleaner's day is a Quebec day.
 */
function instantOf(time: ICAL.Time, zone: string | undefined): number {
  if (!time.isDate && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  const day = dayOf(time);
  const clock = `${pad(time.hour)}:${pad(time.minute)}`;
  const instant = day && zonedInstant(day, clock, !time.isDate && zone && isKnownZone(zone) ? zone : QUEBEC_TIME_ZONE);
  return instant ? Date.parse(instant) + time.second * 1000 : Number.NaN;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dayOf = (time: ICAL.Time) => (time.year >= 1 && time.year <= 9999 ? `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}` : null);

const knownZones = new Map<string, boolean>();
function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known;
}
