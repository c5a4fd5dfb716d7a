import { servedPlaceIds } from '@weklean/projections';
import { rankByWeekOf } from '@weklean/projections';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { allPlaces, placesWithin, PETS, SERVICE_TYPES, type Place } from '@weklean/domain';
import type postgres from 'postgres';
import type { Random } from './random';

export type SeedPlan = { cleaners: number; slots: number; days: number };

export type SeedFigures = SeedPlan & {
  seconds: number;
  /** Available slots in the 7 days the availability label counts. */
  availableThisWeek: number;
  /** Cleaners with at least one available slot in the 4 days "available soon" looks at. */
  availableSoon: number;
};

/**
 * Where cleaners live and where clients search, weighted by size: the places data ranks the ~50 largest
 * municipalities (1 = Montréal), so a ranked place weighs 100/rank and every other place 0.5. Montréal gets ~15 %,
 * the places without a rank ~30 % together.
 */
export const cityWeight = (place: Place) => (place.rank ? 100 / place.rank : 0.5);

const FIRST_NAMES = [
  'Marie', 'Julie', 'Sophie', 'Isabelle', 'Nathalie', 'Chantal', 'Émilie', 'Catherine', 'Mélanie', 'Geneviève',
  'Jean', 'Luc', 'Marc', 'François', 'Mathieu', 'Olivier', 'Alexandre', 'Sébastien', 'Nadia', 'Fatima',
  'Amina', 'Rosa', 'Ana', 'Maria', 'Wei', 'Linh', 'Priya', 'Sarah', 'Emma', 'Léa',
];
const LAST_NAMES = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné',
  'Ouellet', 'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher',
  'Nguyen', 'Haddad', 'Benali', 'Silva', 'Santos', 'Chen', 'Joseph', 'Pierre', 'Diallo', 'Martinez',
];
const SKILLS = ['windows', 'ovens', 'fridges', 'laundry', 'ironing', 'carpets', 'organizing', 'post-renovation'];
const CERTIFICATES = ['WHMIS', 'First aid', 'Green cleaning', 'ISSA CIMS'];
/** Service types by how often cleaners offer them: `basic` nearly always, `commercial` rarely. */
const SERVICE_SHARE: Record<(typeof SERVICE_TYPES)[number], number> = {
  basic: 0.9, deep: 0.55, move_in_out: 0.4, office: 0.25, airbnb: 0.3, commercial: 0.12, bungalo: 0.2, apartement: 0.45, condo: 0.35, garage: 0.15,
};
const PET_SHARE: Record<(typeof PETS)[number], number> = { cats: 0.6, dogs: 0.5, birds: 0.25, other: 0.15 };
const COVERAGE_KM = [5, 10, 15, 20, 25, 30, 40, 50];
const COVERAGE_WEIGHTS = [8, 20, 22, 18, 12, 10, 6, 4];
/** Slot starts: four 3-hour slots a day. */
const SLOT_STARTS = [8, 11, 14, 17];
const MAX_SLOTS_PER_CLEANER = SLOT_STARTS.length * 14;

const PROFILE_COLUMNS = [
  'cleaner_id', 'slug', 'display_name', 'primary_city_id', 'region_id', 'lat', 'lng', 'service_city_ids', 'coverage_km',
  'service_types', 'languages', 'hourly_rate_cents', 'fixed_prices_cents', 'min_fixed_price_cents', 'city_rates', 'bio',
  'years_of_experience', 'skills', 'education', 'certificates', 'pets_tolerated', 'eco_certified', 'eligible',
  'insurance_expires_on', 'verified', 'rating', 'review_count', 'completion_rate', 'response_time_minutes',
  'avatar_file_id', 'avatar_thumbnail_file_id', 'started_at', 'updated_at',
] as const;
const SLOT_COLUMNS = ['slot_id', 'cleaner_id', 'date', 'start_time', 'end_time', 'status'] as const;

type Cell = string | number | boolean | null | readonly string[];

/** One row of COPY's text format. The values hold no tab, newline or backslash, so only NULL and arrays need care. */
const copyLine = (cells: readonly Cell[]) =>
  cells.map((cell) => (cell === null ? '\\N' : Array.isArray(cell) ? `{${cell.join(',')}}` : String(cell))).join('\t') + '\n';

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Roughly normal (sum of three uniforms). */
const bell = (random: Random, mean: number, spread: number) => mean + (random.next() + random.next() + random.next() - 1.5) * spread;

type Cleaner = { id: string; row: Cell[]; slotWeight: number };

function makeCleaner(random: Random, index: number, city: Place, nearby: readonly Place[], today: string): Cleaner {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const id = random.uuid();
  const serviceTypes = SERVICE_TYPES.filter((type) => random.chance(SERVICE_SHARE[type]));
  if (serviceTypes.length === 0) serviceTypes.push('basic');
  const french = random.chance(0.9);
  const languages = french ? (random.chance(0.45) ? ['fr', 'en'] : ['fr']) : ['en'];
  const serviceCities = [city.id, ...random.sample(nearby, random.int(0, Math.min(6, nearby.length))).map((place) => place.id)];
  // 15 % quote fixed prices only, 35 % both, half an hourly rate only.
  const pricing = random.next();
  const hourly = pricing < 0.15 ? null : Math.round(clamp(bell(random, 32, 24), 17, 199)) * 100;
  const fixed: Record<string, number> = {};
  if (pricing < 0.5) {
    for (const type of serviceTypes) fixed[type] = Math.round(clamp(bell(random, type === 'basic' ? 110 : 160, 80), 15, 199)) * 100;
  }
  const minFixed = Object.keys(fixed).length > 0 ? Math.min(...Object.values(fixed)) : null;
  const cityRates = hourly !== null && serviceCities.length > 1 && random.chance(0.1)
    ? [{ cityId: serviceCities[1], hourlyRateCents: hourly + 500 }]
    : [];
  const reviews = random.chance(0.3) ? 0 : Math.floor(-Math.log(1 - random.next()) * 25) + 1;
  const rating = reviews === 0 ? null : clamp(bell(random, 4.5, 1.2), 2.5, 5).toFixed(2);
  const years = Math.min(40, Math.floor(-Math.log(1 - random.next()) * 6));
  const started = new Date(Date.UTC(2024, 0, 1) + random.int(0, 680) * 86_400_000).toISOString();
  const avatar = random.chance(0.7) ? `avatar-${index}` : null;
  const row: Cell[] = [
    id,
    `${slugOf(`${first}-${last}`)}-${index.toString(36)}`,
    `${first} ${last}`,
    city.id,
    city.regionId,
    city.lat,
    city.lng,
    serviceCities,
    random.weighted(COVERAGE_KM, COVERAGE_WEIGHTS)(),
    serviceTypes,
    languages,
    hourly,
    JSON.stringify(fixed),
    minFixed,
    JSON.stringify(cityRates),
    `Bonjour! ${first} cleans homes in ${city.name} and around since ${2025 - years}.`,
    years,
    random.sample(SKILLS, random.int(0, 4)),
    random.chance(0.3) ? 'DEP Entretien général d’immeubles' : null,
    random.sample(CERTIFICATES, random.int(0, 2)),
    PETS.filter((pet) => random.chance(PET_SHARE[pet])),
    random.chance(0.2),
    true,
    addDays(today, random.int(30, 700)),
    true,
    rating,
    reviews,
    reviews === 0 ? null : random.int(80, 100),
    random.chance(0.2) ? null : random.int(5, 600),
    avatar,
    avatar ? `${avatar}-thumb` : null,
    started,
    started,
  ];
  // 15 % have published no slot; the others are more or less busy (exponential weights).
  const slotWeight = random.chance(0.15) ? 0 : -Math.log(1 - random.next());
  return { id, row, slotWeight };
}

const copyInto = async (sql: postgres.Sql, table: string, columns: readonly string[], lines: Iterable<string>) => {
  const writable = await sql.unsafe(`copy ${table} (${columns.join(', ')}) from stdin`).writable();
  await pipeline(Readable.from(lines), writable);
};

/**
 * Writes the cleaner-search read model straight into its tables (not through events and the projection, which would
 * take minutes for a read bench): `plan.cleaners` verified cleaners, and `plan.slots` slots over the `plan.days` days
 * from `today` (a Quebec date), then vacuum-analyses both tables, as autovacuum would have by then.
 */
export async function seedReadModel(sql: postgres.Sql, random: Random, plan: SeedPlan, today: string): Promise<SeedFigures> {
  const started = performance.now();
  const places = allPlaces();
  const pickCity = random.weighted(places, places.map(cityWeight));
  const nearbyCache = new Map<Place, Place[]>();
  const nearby = (city: Place) => {
    let found = nearbyCache.get(city);
    if (!found) {
      found = placesWithin(city, 30).map(({ place }) => place).filter((place) => place !== city);
      nearbyCache.set(city, found);
    }
    return found;
  };
  const cleaners = Array.from({ length: plan.cleaners }, (_, index) => {
    const city = pickCity();
    return makeCleaner(random, index, city, nearby(city), today);
  });
  await copyInto(sql, 'cleaner_profiles', PROFILE_COLUMNS, (function* () {
    for (const cleaner of cleaners) yield copyLine(cleaner.row);
  })());

  const busy = cleaners.filter((cleaner) => cleaner.slotWeight > 0);
  const pickCleaner = random.weighted(busy, busy.map((cleaner) => cleaner.slotWeight));
  const taken = new Map<string, Set<number>>();
  const slotLines: string[] = [];
  const days = Math.min(plan.days, 14);
  const capacity = Math.min(MAX_SLOTS_PER_CLEANER, days * SLOT_STARTS.length);
  while (slotLines.length < plan.slots) {
    const cleaner = pickCleaner();
    const used = taken.get(cleaner.id) ?? new Set<number>();
    taken.set(cleaner.id, used);
    if (used.size >= capacity) continue;
    const key = random.int(0, capacity - 1);
    if (used.has(key)) continue;
    used.add(key);
    const start = SLOT_STARTS[key % SLOT_STARTS.length]!;
    const date = addDays(today, Math.floor(key / SLOT_STARTS.length));
    // A quarter of the slots are taken (booked or marked unavailable).
    const status = random.chance(0.25) ? 'unavailable' : 'available';
    slotLines.push(copyLine([random.uuid(), cleaner.id, date, `${start}:00`, `${start + 3}:00`, status]));
  }
  await copyInto(sql, 'cleaner_slots', SLOT_COLUMNS, slotLines);
  // The two columns the cleaner-search projection derives (served places, open slot dates), derived the same way.
  const served = cleaners.map((cleaner) => {
    const [id, , , primaryCityId, , , , serviceCityIds, coverageKm] = cleaner.row as [string, string, string, string, string, number, number, string[], number];
    return { id, places: servedPlaceIds(primaryCityId, serviceCityIds, coverageKm) };
  });
  for (let i = 0; i < served.length; i += 1000) {
    const chunk = served.slice(i, i + 1000);
    await sql`
      update cleaner_profiles p set served_place_ids = string_to_array(c.places, ',')
      from (select unnest(${chunk.map((c) => c.id)}::uuid[]) as id, unnest(${chunk.map((c) => c.places.join(','))}::text[]) as places) c
      where p.cleaner_id = c.id`;
  }
  await sql`
    update cleaner_profiles p set open_slot_dates = s.dates
    from (select cleaner_id, array_agg(date order by date) as dates from cleaner_slots where status = 'available' group by cleaner_id) s
    where s.cleaner_id = p.cleaner_id`;
  await rankByWeekOf(sql, today);
  await sql`vacuum (full, analyze) cleaner_profiles`; // the two updates above left every row twice behind
  await sql`vacuum (analyze) cleaner_slots`;
  const [counts] = await sql<{ week: number; soon: number }[]>`
    select
      (select count(*)::int from cleaner_slots where status = 'available' and date between ${today}::date and ${today}::date + 6) as week,
      (select count(distinct cleaner_id)::int from cleaner_slots where status = 'available' and date between ${today}::date and ${today}::date + 3) as soon`;
  return {
    ...plan,
    seconds: (performance.now() - started) / 1000,
    availableThisWeek: counts?.week ?? 0,
    availableSoon: counts?.soon ?? 0,
  };
}
