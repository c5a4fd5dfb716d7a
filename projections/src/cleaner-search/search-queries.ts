import {
  availabilityLabelOf,
  backgroundCheckTooOldOn,
  distanceKm,
  findPlace,
  type CleanerLanguage,
  type CleanerSearch,
  type Pet,
  type Place,
  type PropertyType,
  type ServiceType,
  type ReviewCategory,
  type SlotStatus,
  REVIEW_CATEGORIES,
} from '@weklean/domain';
import type postgres from 'postgres';
import { freeTimesAhead, refreshFreeDates } from './free-dates';

/** Days ahead that "available soon" looks at (SPEC section 9). */
export const AVAILABLE_SOON_DAYS = 3;

type CardRow = {
  slug: string;
  display_name: string;
  primary_city_id: string | null;
  region_id: string | null;
  rating: string | null;
  review_count: number;
  years_of_experience: number;
  service_types: ServiceType[];
  hourly_rate_cents: number | null;
  min_fixed_price_cents: number | null;
  languages: CleanerLanguage[];
  verified: boolean;
  background_checked: boolean;
  avatar_thumbnail_file_id: string | null;
  eco_certified: boolean;
  pets_tolerated: Pet[];
  open_slots_week: number;
  service_city_ids: string[];
  total: number;
};

/** The public profile's columns beyond the card's. */
type ProfileRow = {
  cleaner_id: string;
  bio: string;
  service_city_ids: string[];
  coverage_km: number | null;
  fixed_prices_cents: Partial<Record<PropertyType, number>>;
  city_rates: { cityId: string; hourlyRateCents: number }[];
  skills: string[];
  certificates: string[];
  education: string | null;
  completion_rate: number | null;
  response_time_minutes: number | null;
  ratings: Record<ReviewCategory, number | null> | null;
};


/**
 * A name as the search compares it: lower case, without accents, hyphens and repeated spaces (Hélène-Marie matches
 * "helene marie"). `nameKey` is the same in SQL for the stored names (the accents of French and English names).
 */
export const nameKey = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-‐‑'’.]/g, ' ').replace(/\s+/g, ' ').trim();
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ-‐‑\'’.';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy      ';

/**
 * Why a cleaner from elsewhere is in a city's results: where they are based, and whether they list the city or reach
 * it within their coverage distance (km from their city to the searched one).
 */
const whyListed = (card: { cityId: string | null; city: string | null }, place: Place | undefined, serviceCityIds: readonly string[]) => {
  if (!place || !card.cityId || card.cityId === place.id) return null;
  const base = findPlace(card.cityId);
  return {
    basedIn: card.city,
    covers: place.name,
    distanceKm: base ? Math.round(distanceKm(base, place)) : null,
    listed: serviceCityIds.includes(place.id),
  };
};

export const fileUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);

const toCard = (row: CardRow) => ({
  slug: row.slug,
  name: row.display_name,
  city: row.primary_city_id ? (findPlace(row.primary_city_id)?.name ?? null) : null,
  cityId: row.primary_city_id,
  regionId: row.region_id,
  rating: row.rating === null ? null : Number(row.rating),
  reviewCount: row.review_count,
  yearsOfExperience: row.years_of_experience,
  serviceTypes: row.service_types,
  /** Money on the wire is integer cents (docs/api/). */
  hourlyRateCents: row.hourly_rate_cents,
  /** The lowest fixed price. */
  fromPriceCents: row.min_fixed_price_cents,
  languages: row.languages,
  verified: row.verified,
  /** An approved background check issued less than 3 months ago, as of today (docs/decisions.md). */
  backgroundChecked: row.background_checked,
  avatarUrl: fileUrl(row.avatar_thumbnail_file_id),
  availabilityLabel: availabilityLabelOf(row.open_slots_week),
  ecoCertified: row.eco_certified,
  petsTolerated: row.pets_tolerated,
});
export type CleanerCard = ReturnType<typeof toCard>;

/** How many cleanings each of these cleaners has done (the bookings read model). */
async function completedCountsOf(sql: postgres.Sql, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await sql<{ slug: string; done: number }[]>`
    select p.slug, count(b.booking_id)::int as done from cleaner_profiles p
    left join bookings b on b.cleaner_id = p.cleaner_id and b.status = 'completed'
    where p.slug = any(${[...slugs]}) group by p.slug`;
  return new Map(rows.map((row) => [row.slug, row.done]));
}

/** The days ahead a public profile shows. */
const PROFILE_DAYS = 14;

/** Today in Quebec (the dates of slots are local dates). */
export const quebecToday = (now: Date) => QUEBEC_DATE.format(now);
/** Made once: building a formatter costs ~0.2 ms, more than the rest of a search's own JavaScript. */
const QUEBEC_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });

/**
 * Moves the week that the free dates and the "free this week" sort flag describe to the one starting `today`,
 * recomputing every cleaner's in the same transaction (once a day; see migration 0500 and free-dates.ts): recurring
 * working hours make new days free as the calendar moves on. Concurrent callers wait on the row and then find it done.
 */
export async function rankByWeekOf(sql: postgres.Sql, today: string): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ week_of: string | null }[]>`select to_char(week_of, 'YYYY-MM-DD') as week_of from cleaner_search_week for update`;
    if (row?.week_of === today) return;
    await refreshFreeDates(tx, null, today);
    await tx`update cleaner_search_week set week_of = ${today}`;
  });
}

/** How long a cached total is brought up to date from the changes since it was counted; after that it is counted again. */
export const TOTAL_REFRESH_MS = 60_000;
/** Logged changes older than this are deleted: far beyond TOTAL_REFRESH_MS and any projection transaction. */
const CHANGES_KEPT = '10 minutes';

/** The most recent `capacity` entries by key, each trusted for TOTAL_REFRESH_MS from the instant `since` gives. */
function recentEntries<T>(capacity: number, since: (entry: T) => number) {
  const entries = new Map<string, T>();
  return {
    get: (key: string, now: number) => {
      const entry = entries.get(key);
      return entry !== undefined && now - since(entry) < TOTAL_REFRESH_MS ? entry : undefined;
    },
    set(key: string, entry: T) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * Totals of recent searches, each with the PostgreSQL snapshot it is exact for (`pg_current_snapshot()` of the
 * statement that counted it). Under writes a total is not counted again but moved forward by the profiles changed
 * since that snapshot (migration 20261130020000), so its cost follows the writes, not the number of matches.
 */
const totalsCache = () => recentEntries<{ snapshot: string; total: number; countedAt: number }>(2_000, (entry) => entry.countedAt);

type Answer = { items: (CleanerCard & { whyListed: ReturnType<typeof whyListed> })[]; total: number; page: number; pageSize: number };

/**
 * Search answers kept with the snapshots of the two statements that read them (the page's and the total's). One is
 * given again while no transaction invisible in either snapshot has logged a change of a cleaner who matches its
 * filters, now or before (migration 20261201040000 logs every column a card shows or a page sorts by, and
 * suspensions): one statement on the change log's index and the changed profiles instead of the page and the total.
 * Its snapshot then moves to that statement's, so that the check reads only the changes since; unchecked for
 * TOTAL_REFRESH_MS, it is read again (the log keeps 10 minutes).
 */
const keptAnswers = () => recentEntries<{ snapshots: readonly [string, string]; answer: Answer; checkedAt: number }>(1_000, (entry) => entry.checkedAt);

/** `keepAnswers: false` reads every search from the tables (the search bench's baseline: the query's own cost). */
export type CleanerQueryOptions = { keepAnswers?: boolean };

export function createCleanerQueries(sql: postgres.Sql, options: CleanerQueryOptions = {}) {
  const totals = totalsCache();
  const answers = options.keepAnswers === false ? null : keptAnswers();
  /** How the totals were had since this process started: counted in full, or moved forward from the changes. */
  const totalsBy = { counted: 0, moved: 0 };
  /** How the answers with a total were had: read from the tables, or kept (unchanged since). */
  const answersBy = { read: 0, kept: 0 };
  let prunedAt = 0;
  /** At most once a minute per process, the readers clear the change log of what no cached total can need any more. */
  const pruneChanges = (now: number) => {
    if (now - prunedAt < TOTAL_REFRESH_MS) return;
    prunedAt = now;
    void sql`delete from cleaner_search_changes where recorded_at < now() - ${CHANGES_KEPT}::interval`.catch(() => {
      prunedAt = 0;
    });
  };
  /** The day the flags were last seen to describe, so that the check costs a query once a day per process. */
  let rankedFor: string | undefined;
  const ensureRankedFor = async (today: string) => {
    if (rankedFor === today) return;
    await rankByWeekOf(sql, today);
    rankedFor = today;
  };

  /** The badge is computed as of `today`: it expires as the check's issue date ages, with no event (migration 20261129170000). */
  const backgroundChecked = (today: string) => sql`coalesce(p.background_check_issued_on > ${backgroundCheckTooOldOn(today)}::date, false)`;
  const cardColumns = (today: string) => sql`
    p.slug, p.display_name, p.primary_city_id, p.region_id, p.rating::text, p.review_count, p.years_of_experience,
    p.service_types, p.hourly_rate_cents, p.min_fixed_price_cents, p.languages, p.verified, p.avatar_thumbnail_file_id,
    p.eco_certified, p.pets_tolerated, week.open_slots_week, p.service_city_ids, ${backgroundChecked(today)} as background_checked`;
  /** Joined as `week`: the open slots of the next 7 days (from the profile's own array, no lookup per cleaner). */
  const openSlotsThisWeek = (today: string) => sql`
    cross join lateral (
      select count(*)::int as open_slots_week from unnest(p.open_slot_dates) d
      where d between ${today}::date and ${today}::date + 6
    ) week`;

  /** Serves the city: a service city, or within the coverage distance (precomputed in `served_place_ids`). */
  const servesCity = (place: Place) => sql`p.served_place_ids @> array[${place.id}]::text[]`;

  const price = sql`p.price_cents`;
  /** `days` local dates from today, as a date[] parameter for array overlap (`&&`) with `open_slot_dates`. */
  const nextDays = (today: string, days: number) => {
    const start = new Date(`${today}T12:00:00Z`).getTime();
    return Array.from({ length: days }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  };
  /** Each order has its index (migrations 0300 and 0500), so a page without a city filter is an index scan. */
  const orderBy = (sort: CleanerSearch['sort']) =>
    sort === 'rating'
      ? sql`p.rating desc nulls last, p.review_count desc, p.slug`
      : sort === 'price_asc'
        ? sql`${price} asc nulls last, p.slug`
        : sort === 'price_desc'
          ? sql`${price} desc nulls last, p.slug`
          : sort === 'experience'
            ? sql`p.years_of_experience desc, p.slug`
            : sql`p.open_this_week desc, p.rating desc nulls last, p.review_count desc, p.slug`;

  /** The name contains the words typed, in order (`like` wildcards typed are literal). */
  const nameMatches = (q: string) => {
    const pattern = `%${nameKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`regexp_replace(translate(lower(p.display_name), ${ACCENTED}, ${PLAIN}), '\\s+', ' ', 'g') like ${pattern}`;
  };

  /** Verified cleaners only, none whose account an admin suspended; a city that is not in the places data matches nobody. */
  const search = async (filters: CleanerSearch, now: Date, options: { excludeFor?: string; withTotal: boolean }) => {
    const excludeFor = options.excludeFor;
    const today = quebecToday(now);
    const place = filters.city ? findPlace(filters.city) : undefined;
    if (filters.city && !place) return { items: [], total: 0, page: filters.page, pageSize: filters.pageSize };
    await ensureRankedFor(today);
    // The same filters over the profiles, or over logged rows as they were (which carry their account's suspension).
    const whereOf = (notSuspended: postgres.PendingQuery<postgres.Row[]>) => sql`
      where p.verified
        and ${notSuspended}
        ${place ? sql`and ${servesCity(place)}` : sql``}
        ${
          excludeFor
            ? sql`and not exists (select 1 from cleaner_feedback f where f.client_id = ${excludeFor}
                    and f.cleaner_id = p.cleaner_id and f.type in ('dislike', 'not_interested', 'report'))`
            : sql``
        }
        ${filters.minRating ? sql`and p.rating >= ${filters.minRating}` : sql``}
        ${filters.minExperience !== undefined ? sql`and p.years_of_experience >= ${filters.minExperience}` : sql``}
        ${filters.serviceType ? sql`and p.service_types @> array[${filters.serviceType}]::text[]` : sql``}
        ${filters.language ? sql`and p.languages @> array[${filters.language}]::text[]` : sql``}
        ${filters.pets ? sql`and p.pets_tolerated @> array[${filters.pets}]::text[]` : sql``}
        ${filters.eco === 'true' ? sql`and p.eco_certified` : sql``}
        ${filters.backgroundChecked === 'true' ? sql`and ${backgroundChecked(today)}` : sql``}
        ${filters.q ? sql`and ${nameMatches(filters.q)}` : sql``}
        ${filters.maxPriceCents !== undefined ? sql`and ${price} <= ${filters.maxPriceCents}` : sql``}
        ${filters.availableSoon === 'true' ? sql`and p.open_slot_dates && ${nextDays(today, AVAILABLE_SOON_DAYS + 1)}::date[]` : sql``}`;
    const where = whereOf(sql`not exists (select 1 from users u where u.id = p.cleaner_id and u.suspended_at is not null)`);
    // The page is chosen first (an index scan in the sort's order where the filters allow); only its rows then count
    // their open slots of the week. The total is counted apart, and only again once the read model has moved.
    const pageQuery = sql<(CardRow & { snapshot: string })[]>`
      select ${cardColumns(today)}, 0 as total, pg_current_snapshot()::text as snapshot
      from (
        select p.* from cleaner_profiles p ${where}
        order by ${orderBy(filters.sort)}
        limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}
      ) p ${openSlotsThisWeek(today)}
      order by ${orderBy(filters.sort)}`;
    const cards = (rows: CardRow[]) => rows.map((row) => {
      const card = toCard(row);
      return { ...card, whyListed: whyListed(card, place, row.service_city_ids) };
    });
    if (!options.withTotal) return { items: cards(await pageQuery), total: null, page: filters.page, pageSize: filters.pageSize };
    // Never with `excludeFor`: feedback is not in the change log (only the lists without a total exclude).
    const key = JSON.stringify([
      place?.id, filters.q === undefined ? undefined : nameKey(filters.q), filters.minRating, filters.minExperience, filters.serviceType, filters.language, filters.pets,
      filters.eco, filters.maxPriceCents, filters.availableSoon === 'true' ? today : undefined, excludeFor,
      filters.backgroundChecked === 'true' ? today : undefined,
    ]);
    const answerKey = JSON.stringify([key, filters.sort, filters.page, filters.pageSize, today]);
    const kept = answers?.get(answerKey, Date.now());
    if (kept) {
      pruneChanges(Date.now());
      const [s1, s2] = kept.snapshots;
      // The changes since either snapshot, of cleaners who match the filters now or in any logged earlier version
      // (every version since, not only the one as of the snapshot: more than needed, never less). A change of anyone
      // else moves nobody into or out of the matches, so neither this page nor the total.
      const [check] = await sql<{ snapshot: string; unchanged: boolean }[]>`
        with changed as (
          select * from cleaner_search_changes
          where xid >= least(pg_snapshot_xmin(${s1}::pg_snapshot), pg_snapshot_xmin(${s2}::pg_snapshot))
            and not (pg_visible_in_snapshot(xid, ${s1}::pg_snapshot) and pg_visible_in_snapshot(xid, ${s2}::pg_snapshot))
        )
        select pg_current_snapshot()::text as snapshot,
          not exists (select 1 from cleaner_profiles p ${where} and p.cleaner_id = any(array(select cleaner_id from changed)))
          and not exists (select 1 from changed p ${whereOf(sql`not p.suspended`)} and p.existed) as unchanged`;
      if (check?.unchanged) {
        answers?.set(answerKey, { snapshots: [check.snapshot, check.snapshot], answer: kept.answer, checkedAt: Date.now() });
        answersBy.kept += 1;
        return kept.answer;
      }
    }
    const countTotal = async () => {
      const started = Date.now();
      pruneChanges(started);
      const cached = totals.get(key, started);
      // One statement each: the count and the snapshot it is exact for are read together. The changed profiles are
      // read by primary key (= any(array(…))), never by scanning the matching ones.
      const [counted] = cached
        ? await sql<{ snapshot: string; total: number }[]>`
            with changed as (
              select distinct on (cleaner_id) * from cleaner_search_changes
              where xid >= pg_snapshot_xmin(${cached.snapshot}::pg_snapshot) and not pg_visible_in_snapshot(xid, ${cached.snapshot}::pg_snapshot)
              order by cleaner_id, seq
            )
            select pg_current_snapshot()::text as snapshot, ${cached.total}::int
              + (select count(*) from cleaner_profiles p ${where} and p.cleaner_id = any(array(select cleaner_id from changed)))::int
              - (select count(*) from changed p ${whereOf(sql`not p.suspended`)} and p.existed)::int as total`
        : await sql<{ snapshot: string; total: number }[]>`
            select pg_current_snapshot()::text as snapshot, (select count(*) from cleaner_profiles p ${where})::int as total`;
      if (!counted) throw new Error('the total query returned no row');
      totalsBy[cached ? 'moved' : 'counted'] += 1;
      totals.set(key, { snapshot: counted.snapshot, total: counted.total, countedAt: cached?.countedAt ?? started });
      return counted;
    };
    const [rows, counted] = await Promise.all([pageQuery, countTotal()]);
    const answer: Answer = { items: cards(rows), total: counted.total, page: filters.page, pageSize: filters.pageSize };
    answersBy.read += 1;
    // An empty page has no row to carry its snapshot: it is read again next time.
    if (answers && rows[0]) answers.set(answerKey, { snapshots: [rows[0].snapshot, counted.snapshot], answer, checkedAt: Date.now() });
    return answer;
  };

  return {
    totalsBy: () => ({ ...totalsBy }),
    answersBy: () => ({ ...answersBy }),

    search: async (filters: CleanerSearch, now: Date) => {
      const result = await search(filters, now, { withTotal: true });
      return { ...result, total: result.total ?? 0 };
    },

    /** The most booked first (cleanings done), then the best rated: among the best rated of the city. */
    popular: async (city: string | undefined, limit: number, now: Date) => {
      const items = (await search({ city, sort: 'rating', page: 1, pageSize: Math.max(limit * 5, 50) }, now, { withTotal: false })).items;
      const done = await completedCountsOf(sql, items.map((item) => item.slug));
      return [...items]
        .sort((a, b) => (done.get(b.slug) ?? 0) - (done.get(a.slug) ?? 0) || (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount || a.slug.localeCompare(b.slug))
        .slice(0, limit);
    },

    /**
     * For a signed-in client: without the cleaners they disliked, set aside or reported; those they liked first, then
     * those who cleaned for them and whom they rated well, those they rated poorly last. For anyone else, the cleaners
     * free this week and best rated (popular, by contrast, is the most booked).
     */
    recommended: async (city: string | undefined, limit: number, now: Date, clientId: string | null) => {
      const items = (await search({ city, sort: 'recommended', page: 1, pageSize: limit * 2 }, now, { excludeFor: clientId ?? undefined, withTotal: false }))
        .items;
      if (!clientId) return items.slice(0, limit);
      const liked = new Set(
        (await sql<{ slug: string }[]>`
          select p.slug from cleaner_feedback f join cleaner_profiles p on p.cleaner_id = f.cleaner_id
          where f.client_id = ${clientId} and f.type = 'like'`).map((r) => r.slug),
      );
      // Those who already cleaned for them, the best rated by them first (what they booked before).
      const before = new Map(
        (await sql<{ slug: string; overall: number | null }[]>`
          select p.slug, max((r.ratings ->> 'overall')::int) as overall
          from bookings b join cleaner_profiles p on p.cleaner_id = b.cleaner_id
          left join reviews r on r.booking_id = b.booking_id and r.author_role = 'client'
          where b.client_id = ${clientId} and b.status = 'completed' and p.verified
          group by p.slug`).map((row) => [row.slug, row.overall ?? 3]),
      );
      const rank = (slug: string) => (liked.has(slug) ? 0 : before.has(slug) && (before.get(slug) ?? 0) >= 4 ? 1 : before.has(slug) && (before.get(slug) ?? 0) <= 2 ? 3 : 2);
      return [...items].sort((a, b) => rank(a.slug) - rank(b.slug)).slice(0, limit);
    },

    bySlug: async (slug: string, now: Date) => {
      const today = quebecToday(now);
      await ensureRankedFor(today);
      const [row] = await sql<(CardRow & ProfileRow)[]>`
        select ${cardColumns(today)}, 0 as total, p.cleaner_id, p.bio, p.coverage_km, p.fixed_prices_cents,
               p.city_rates, p.skills, p.certificates, p.education, p.completion_rate, p.response_time_minutes, p.ratings
        from cleaner_profiles p ${openSlotsThisWeek(today)} where p.slug = ${slug} and p.verified
          and not exists (select 1 from users u where u.id = p.cleaner_id and u.suspended_at is not null)`;
      if (!row) return null;
      const cleanerId = row.cleaner_id;
      const [photos, slots, days] = await Promise.all([
        sql<{ photo_id: string; kind: string; file_id: string; thumbnail_file_id: string }[]>`
          select photo_id, kind, file_id, thumbnail_file_id from cleaner_photos
          where cleaner_id = ${cleanerId} and kind in ('gallery', 'portfolio') order by added_at`,
        sql<{ date: string; start_time: string; end_time: string; status: SlotStatus }[]>`
          select to_char(date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as start_time,
                 to_char(end_time, 'HH24:MI') as end_time, status
          from cleaner_slots where cleaner_id = ${cleanerId} and date between ${today}::date and ${today}::date + 13
          order by date, start_time`,
        freeTimesAhead(sql, cleanerId, today, PROFILE_DAYS, now),
      ]);
      const cityRates = new Map(row.city_rates.map((r) => [r.cityId, r.hourlyRateCents]));
      const photo = (p: (typeof photos)[number]) => ({ id: p.photo_id, url: fileUrl(p.file_id)!, thumbnailUrl: fileUrl(p.thumbnail_file_id)! });
      const card = toCard(row);
      return {
        ...card,
        bio: row.bio,
        serviceCities: row.service_city_ids.map((cityId) => ({
          cityId,
          name: findPlace(cityId)?.name ?? cityId,
          hourlyRateCents: cityRates.get(cityId) ?? null,
        })),
        coverageKm: row.coverage_km,
        fixedPricesCents: row.fixed_prices_cents,
        skills: row.skills,
        certificates: row.certificates,
        education: row.education,
        /** The average of each category over the published reviews by clients (null without reviews). */
        ratings: Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, row.ratings?.[category] ?? null])) as Record<ReviewCategory, number | null>,
        completionRate: row.completion_rate,
        responseTimeMinutes: row.response_time_minutes,
        gallery: photos.filter((p) => p.kind === 'gallery').map(photo),
        portfolio: photos.filter((p) => p.kind === 'portfolio').map(photo),
        availability: {
          label: card.availabilityLabel,
          slots: slots.map((s) => ({ date: s.date, startTime: s.start_time, endTime: s.end_time, status: s.status })),
          /** The free times of each of the next 14 days (as GET /api/cleaners/:slug/availability gives one day's). */
          days,
        },
      };
    },
  };
}

export type CleanerQueries = ReturnType<typeof createCleanerQueries>;
