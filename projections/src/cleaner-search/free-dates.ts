import {
  addDays,
  BOOKING_LIMITS,
  compareDates,
  localDateTime,
  minutesOfDay,
  QUEBEC_TIME_ZONE,
  freeSpansOn,
  isFreeDay,
  toFreeTimes,
  type DatedSlot,
  type FreeTime,
  type Span,
  type WorkingHours,
} from '@weklean/domain';
import type postgres from 'postgres';

/**
 * The free dates of cleaners (issue 15): their working hours, refined by slots, without reservations and imported busy
 * times, day by day. Kept on the profile (`open_slot_dates`) for the days the search looks at: from the first day of
 * the ranked week (`cleaner_search_week`, moved once a day by `rankByWeekOf`) over FREE_DATES_HORIZON days.
 */
export const FREE_DATES_HORIZON = 14;

type Sql = postgres.Sql | postgres.TransactionSql;
type TakenRow = { cleaner_id: string; date: string; start_min: number; end_min: number };

/**
 * What the computation needs of a set of cleaners: their working hours, their slots from `from` on (to `until`),
 * and what is taken on `dates`.
 */
async function loadSchedules(sql: Sql, cleanerIds: readonly string[], from: string, until: string | null, datesOf: (slots: readonly DatedSlot[]) => string[]) {
  const ids = [...cleanerIds];
  const [blocks, slots] = await Promise.all([
    sql<(WorkingHours & { cleanerId: string })[]>`
      select cleaner_id as "cleanerId", all_day as "allDay", case when date is null then days end as days,
             to_char(date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as "startTime",
             to_char(end_time, 'HH24:MI') as "endTime"
      from cleaner_blocks where cleaner_id = any(${ids}::uuid[])`,
    sql<(DatedSlot & { cleanerId: string })[]>`
      select cleaner_id as "cleanerId", to_char(date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as "startTime",
             to_char(end_time, 'HH24:MI') as "endTime", status
      from cleaner_slots where cleaner_id = any(${ids}::uuid[]) and date >= ${from}::date ${until === null ? sql`` : sql`and date <= ${until}::date`}`,
  ]);
  const taken = await takenOn(sql, ids, datesOf(slots));
  return { blocks, slots, taken };
}

/** Reservations (pending and confirmed bookings) and imported busy times, cut into the Quebec days they cover. */
const takenOn = (sql: Sql, ids: readonly string[], dates: readonly string[]) => sql<TakenRow[]>`
  with days as (select unnest(${[...dates]}::date[])::timestamp as d),
  held as (
    select cleaner_id, starts_at, ends_at from cleaner_reservations
    where cleaner_id = any(${[...ids]}::uuid[]) and (date = any(${[...dates]}::date[]) or date + 1 = any(${[...dates]}::date[]))
    union all
    select cleaner_id, starts_at, ends_at from cleaner_busy_times where cleaner_id = any(${[...ids]}::uuid[])
  ), local as (
    select cleaner_id, starts_at at time zone 'America/Toronto' as s, ends_at at time zone 'America/Toronto' as e from held
  )
  select l.cleaner_id, to_char(days.d, 'YYYY-MM-DD') as date,
         greatest(0, floor(extract(epoch from l.s - days.d) / 60))::int as start_min,
         least(1440, ceil(extract(epoch from l.e - days.d) / 60))::int as end_min
  from local l join days on l.s < days.d + interval '1 day' and l.e > days.d`;

type Schedules = {
  blocks: readonly (WorkingHours & { cleanerId: string })[];
  slots: readonly (DatedSlot & { cleanerId: string })[];
  taken: readonly TakenRow[];
};

/** The schedules of each cleaner apart, so that each day of each cleaner reads only its own rows. */
function byCleaner(schedules: Schedules) {
  const of = new Map<string, { blocks: WorkingHours[]; slots: DatedSlot[]; taken: Map<string, Span[]> }>();
  const entry = (cleanerId: string) => {
    let found = of.get(cleanerId);
    if (!found) of.set(cleanerId, (found = { blocks: [], slots: [], taken: new Map() }));
    return found;
  };
  for (const block of schedules.blocks) entry(block.cleanerId).blocks.push(block);
  for (const slot of schedules.slots) entry(slot.cleanerId).slots.push(slot);
  for (const row of schedules.taken) {
    const taken = entry(row.cleaner_id).taken;
    taken.set(row.date, [...(taken.get(row.date) ?? []), { start: row.start_min, end: row.end_min }]);
  }
  return (cleanerId: string, date: string, extraTaken: readonly Span[] = []) => {
    const own = of.get(cleanerId);
    if (!own) return [];
    return freeSpansOn(date, own.blocks, own.slots, [...(own.taken.get(date) ?? []), ...extraTaken]);
  };
}

/**
 * The first day of the ranked week, or today in Quebec before any search ranked one. The week row is read `for share`,
 * so that a concurrent move to a new day (which recomputes every cleaner) is waited for, not overwritten.
 */
async function horizonStart(sql: Sql): Promise<string> {
  const [week] = await sql<{ week_of: string | null }[]>`select to_char(week_of, 'YYYY-MM-DD') as week_of from cleaner_search_week for share`;
  if (week?.week_of) return week.week_of;
  const [today] = await sql<{ today: string }[]>`select to_char((now() at time zone 'America/Toronto')::date, 'YYYY-MM-DD') as today`;
  return today!.today;
}

/**
 * Recomputes the free dates of these cleaners (every cleaner when `cleanerIds` is null) from `from` (the ranked week's
 * first day when left out), and their "free this week" flag, in the caller's transaction.
 */
export async function refreshFreeDates(sql: Sql, cleanerIds: readonly string[] | null, from?: string): Promise<void> {
  const start = from ?? (await horizonStart(sql));
  const ids =
    cleanerIds ??
    (await sql<{ cleaner_id: string }[]>`
      select cleaner_id from cleaner_profiles p
      where exists (select 1 from cleaner_blocks b where b.cleaner_id = p.cleaner_id)
         or exists (select 1 from cleaner_slots s where s.cleaner_id = p.cleaner_id)
         or array_length(open_slot_dates, 1) > 0`).map((row) => row.cleaner_id);
  if (ids.length === 0) return;
  const horizon = Array.from({ length: FREE_DATES_HORIZON }, (_, i) => addDays(start, i));
  // The days ahead, and every later day with a slot of its own (a slot far ahead is free time too).
  const schedules = await loadSchedules(sql, ids, start, null, (slots) =>
    [...new Set([...horizon, ...slots.map((slot) => slot.date)])].sort(),
  );
  const withHours = new Set(schedules.blocks.map((b) => b.cleanerId));
  const spansOf = byCleaner(schedules);
  const weekEnd = addDays(start, 6);
  const rows = ids.map((cleanerId) => {
    const slotDates = schedules.slots.filter((s) => s.cleanerId === cleanerId).map((s) => s.date);
    const candidates = [...new Set([...(withHours.has(cleanerId) ? horizon : []), ...slotDates])].sort();
    const free = candidates.filter((date) => isFreeDay(spansOf(cleanerId, date)));
    return { cleaner_id: cleanerId, dates: `{${free.join(',')}}`, open: free.some((date) => date <= weekEnd) };
  });
  await sql`
    update cleaner_profiles p set open_slot_dates = f.dates::date[], open_this_week = f.open
    from jsonb_to_recordset(${sql.json(rows)}) as f(cleaner_id uuid, dates text, open boolean)
    where p.cleaner_id = f.cleaner_id`;
}

/**
 * What of `date` can no longer be booked at `now`: all of a past day; today up to the earliest start a request may
 * have (BOOKING_LIMITS.minLeadMinutes ahead); nothing of a later day.
 */
function tooLateOn(date: string, now: Date): Span[] {
  const clock = localDateTime(now.toISOString(), QUEBEC_TIME_ZONE)!;
  const order = compareDates(date, clock.date);
  if (order > 0) return [];
  return [{ start: 0, end: order < 0 ? 24 * 60 : Math.min(24 * 60, minutesOfDay(clock.time) + BOOKING_LIMITS.minLeadMinutes) }];
}

/** A cleaner's free times on a date as the booking form offers them at `now`. */
export async function freeTimesOf(sql: Sql, cleanerId: string, date: string, now: Date): Promise<FreeTime[]> {
  const schedules = await loadSchedules(sql, [cleanerId], date, date, () => [date]);
  return toFreeTimes(byCleaner(schedules)(cleanerId, date, tooLateOn(date, now)));
}

/**
 * How many of the `count` days from `from` are free for a cleaner whose working hours and slots are given (their own
 * profile's, from their stream: the read model may not have the change just made), with what is taken on them.
 */
export async function freeDaysAhead(
  sql: Sql,
  cleanerId: string,
  schedule: { blocks: readonly WorkingHours[]; slots: readonly DatedSlot[] },
  from: string,
  count: number,
): Promise<number> {
  const dates = Array.from({ length: count }, (_, i) => addDays(from, i));
  const taken = await takenOn(sql, [cleanerId], dates);
  const spansOf = byCleaner({
    blocks: schedule.blocks.map((block) => ({ ...block, cleanerId })),
    slots: schedule.slots.map((slot) => ({ ...slot, cleanerId })),
    taken,
  });
  return dates.filter((date) => isFreeDay(spansOf(cleanerId, date))).length;
}

/** A cleaner's free times on each of the `count` days from `from`, as bookable at `now` (the public profile's two weeks). */
export async function freeTimesAhead(sql: Sql, cleanerId: string, from: string, count: number, now: Date) {
  const dates = Array.from({ length: count }, (_, i) => addDays(from, i));
  const spansOf = byCleaner(await loadSchedules(sql, [cleanerId], from, dates.at(-1)!, () => dates));
  return dates.map((date) => ({ date, free: toFreeTimes(spansOf(cleanerId, date, tooLateOn(date, now))) }));
}
