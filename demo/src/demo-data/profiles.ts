import {
  CLEANER_TIME_ZONE,
  addDays,
  PETS,
  SERVICE_TYPES,
  placesWithin,
  slugify,
  type Gender,
  type Language,
  type PropertyType,
  type ServiceType,
  type SlotStatus,
  type StartCleanerProfile,
  type UpdateProfileDetails,
} from '@weklean/domain';
import { demoCityPlan, demoPlace } from './cities';
import {
  ENGLISH_FEMALE_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  ENGLISH_MALE_FIRST_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  QUEBEC_LAST_NAMES,
} from './names';
import { createRng, seedOf, type Rng } from './random';
import { DEMO_CERTIFICATES, DEMO_EDUCATION, DEMO_SKILLS, demoBio } from './texts';

export const DEMO_EMAIL_DOMAIN = 'demo.weklean.local';
/** Changing it changes every demo cleaner: keep it fixed so that screenshots and bug reports stay comparable. */
const DEMO_SEED = 2026;
export const VERIFIED_SHARE = 0.85;
const AVATAR_SHARE = 0.6;

type Slot = { date: string; startTime: string; endTime: string; status: SlotStatus };

/** Everything about one demo cleaner, decided before anything is written (pure, so that it can be tested alone). */
export type DemoCleaner = {
  index: number;
  accountName: string;
  email: string;
  accountLanguage: Language;
  start: Omit<StartCleanerProfile['data'], 'cleanerId'>;
  /** Served besides the primary city (nearby places); empty when only the coverage distance counts. */
  extraCityIds: string[];
  cityRates: { cityId: string; hourlyRateCents: number }[];
  details: UpdateProfileDetails['data'];
  verified: boolean;
  /** Pending cleaners have not all declared their eligibility yet. */
  declaresEligibility: boolean;
  birthDate: string;
  backgroundCheckIssuedOn: string;
  insuranceExpiresOn: string | null;
  slots: Slot[];
  /** Weekly working hours (0 = Sunday): their availability, which the slots refine. */
  workingHours: WorkingWeek[];
  avatar: { initials: string; colour: string } | null;
};

export type WorkingWeek = { days: number[]; startTime: string; endTime: string };

/**
 * Working weeks as cleaners keep them, most on weekdays, some on a few days or evenings, a few with none set yet
 * (those show "very busy" unless their slots open days): the labels of the demo spread over the four.
 */
const WORKING_WEEKS: readonly (readonly [WorkingWeek[], number])[] = [
  [[{ days: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '16:00' }], 30],
  [[{ days: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '17:00' }], 15],
  [[{ days: [2, 3, 4, 5, 6], startTime: '08:30', endTime: '16:30' }], 12],
  [[{ days: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '12:00' }, { days: [6], startTime: '09:00', endTime: '15:00' }], 8],
  [[{ days: [1, 3, 5], startTime: '08:00', endTime: '15:00' }], 12],
  [[{ days: [2, 4], startTime: '09:00', endTime: '17:00' }, { days: [6], startTime: '10:00', endTime: '14:00' }], 8],
  [[{ days: [6, 0], startTime: '09:00', endTime: '17:00' }], 6],
  [[], 9],
];

/** The calendar date in Quebec of an instant, and date arithmetic on the calendar (DST days are not 24 h long). */
export const quebecDate = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLEANER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * Where English is often spoken at home: more English-speaking and bilingual cleaners there. About a quarter of the
 * demo cleaners write their profile in English (English-only, or bilingual with an English account), so that the
 * English site shows English bios as well as French ones: each writes in their own language (user content is not
 * translated).
 */
const ENGLISH_CITIES = new Set(['montreal', 'pointe-claire', 'gatineau', 'brossard', 'sherbrooke', 'laval']);

/**
 * A record, so that a service type added to the SPEC list fails to compile here until it has a weight. Garage cleaning
 * (added later) weighs nothing here and is drawn apart (`GARAGE_SHARE`), so that adding it left every other drawing as it was.
 */
const SERVICE_WEIGHT: Record<ServiceType, number> = {
  basic: 10, deep: 6, move_in_out: 4, apartement: 4, condo: 4, bungalo: 3, airbnb: 3, office: 3, commercial: 2, garage: 0,
};
/** The share of demo cleaners who also clean garages; a fixed-price-only one among them prices a garage too. */
const GARAGE_SHARE = 0.2;
const SERVICE_WEIGHTS = SERVICE_TYPES.map((type) => [type, SERVICE_WEIGHT[type]] as const);
const SLOT_TIMES = [['08:00', '12:00'], ['09:00', '13:00'], ['13:00', '17:00'], ['09:00', '17:00'], ['10:00', '15:00'], ['17:00', '21:00']] as const;
/** Dark enough for white initials (WCAG AA for large text). */
const AVATAR_COLOURS = ['#2f6f8f', '#7b4ea3', '#b03a37', '#2e7d32', '#9a4f00', '#00796b', '#5d4037', '#3949ab', '#ad1457', '#546e7a'] as const;

const weightedDistinct = <T>(rng: Rng, entries: readonly (readonly [T, number])[], k: number): T[] => {
  const chosen: T[] = [];
  let left = [...entries];
  while (chosen.length < k && left.length > 0) {
    const item = rng.weighted(left);
    chosen.push(item);
    left = left.filter(([candidate]) => candidate !== item);
  }
  return chosen;
};

/** Whole dollars: most between $22 and $45 an hour, a few beginners below, a few specialists above. */
const hourlyRate = (rng: Rng): number =>
  rng.weighted<() => number>([
    [() => rng.int(17, 21), 5],
    [() => rng.int(22, 45), 83],
    [() => rng.int(46, 80), 9],
    [() => rng.int(81, 199), 3],
  ])();

const fixedPrice = (rng: Rng, type: PropertyType): number =>
  type === 'house' ? rng.int(100, 199) : type === 'condo' ? rng.int(70, 160) : rng.int(15, 140);

function languagesFor(rng: Rng, cityId: string): Language[] {
  const english = ENGLISH_CITIES.has(cityId);
  return rng.weighted<Language[]>([
    [['fr'], english ? 38 : 66],
    [['fr', 'en'], english ? 37 : 26],
    [['en'], english ? 25 : 8],
  ]);
}

function nameFor(rng: Rng, languages: readonly Language[]) {
  const female = rng.chance(0.58);
  const englishName = languages.length === 1 && languages[0] === 'en' ? rng.chance(0.85) : languages.length === 2 && rng.chance(0.3);
  const firstNames = englishName
    ? female ? ENGLISH_FEMALE_FIRST_NAMES : ENGLISH_MALE_FIRST_NAMES
    : female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const gender: Gender = rng.chance(0.05) ? 'prefer_not_to_say' : female ? 'female' : 'male';
  return { firstName: rng.pick(firstNames), lastName: rng.pick(englishName ? ENGLISH_LAST_NAMES : QUEBEC_LAST_NAMES), gender };
}

function demoCleaner(index: number, cityId: string, verified: boolean, today: string): DemoCleaner {
  const rng = createRng(seedOf(DEMO_SEED, 'cleaner', index));
  const place = demoPlace(cityId);
  const languages = languagesFor(rng, cityId);
  const { firstName, lastName, gender } = nameFor(rng, languages);
  const accountLanguage: Language = languages.includes('fr') && (languages.length === 1 || rng.chance(0.65)) ? 'fr' : 'en';

  const fixedOnly = rng.chance(0.12);
  const rate = fixedOnly ? null : hourlyRate(rng);
  // Fixed-price-only cleaners price the three homes; a fifth of the others add one or two fixed prices.
  const homes = ['apartment', 'condo', 'house'] as const;
  const fixedTypes: PropertyType[] = fixedOnly ? [...homes] : rng.chance(0.2) ? rng.sample(homes, rng.int(1, 2)) : [];
  const fixedPricesCents = Object.fromEntries(fixedTypes.map((type) => [type, fixedPrice(rng, type) * 100]));
  const coverageKm = rng.int(5, 40);
  const nearby = placesWithin(place, coverageKm).filter(({ place: other }) => other.id !== cityId).slice(0, 8);
  const extraCityIds = rng.chance(0.7) ? rng.sample(nearby, rng.int(1, 4)).map(({ place: other }) => other.id) : [];
  const rateCity = extraCityIds[0];
  const cityRates =
    rate !== null && rateCity !== undefined && rng.chance(0.15) ? [{ cityId: rateCity, hourlyRateCents: Math.min(199, rate + rng.int(2, 8)) * 100 }] : [];

  const years = Math.floor(26 * rng.next() ** 1.6);
  const pets = rng.chance(0.25) ? [] : PETS.filter((pet) => rng.chance({ cats: 0.55, dogs: 0.5, birds: 0.2, other: 0.15 }[pet]));
  const eco = rng.chance(0.2);
  const bioLanguage = accountLanguage;
  const details: UpdateProfileDetails['data'] = {
    bio: demoBio(bioLanguage, { firstName, city: place.name, years, eco, pets: pets.length > 0, bilingual: languages.length === 2 }, rng),
    yearsOfExperience: years,
    skills: rng.sample(DEMO_SKILLS[bioLanguage], rng.int(0, 4)),
    languages,
    gender,
    education: rng.chance(0.4) ? rng.pick(DEMO_EDUCATION[bioLanguage]) : null,
    certificates: rng.chance(0.35) ? rng.sample(DEMO_CERTIFICATES[bioLanguage], rng.int(1, 2)) : [],
    petsTolerated: pets,
    ecoCertified: eco,
  };

  const age = rng.int(19, 62);
  const birthDate = `${Number(today.slice(0, 4)) - age}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const slotDays = rng.sample(Array.from({ length: 14 }, (_, day) => day + 1), rng.int(0, 10)).sort((a, b) => a - b);
  const slots = slotDays.map((day): Slot => {
    const [startTime, endTime] = rng.pick(SLOT_TIMES);
    return { date: addDays(today, day), startTime, endTime, status: rng.chance(0.9) ? 'available' : 'unavailable' };
  });
  // Drawn apart, so that adding them left every other drawing of the demo as it was.
  const workingHours = createRng(seedOf(DEMO_SEED, 'working-hours', index)).weighted(WORKING_WEEKS);
  const garageRng = createRng(seedOf(DEMO_SEED, 'garage', index));
  const garage = garageRng.chance(GARAGE_SHARE);
  const serviceTypes = weightedDistinct(rng, SERVICE_WEIGHTS, rng.weighted([[1, 20], [2, 30], [3, 25], [4, 15], [5, 10]]));
  return {
    index,
    accountName: `${firstName} ${lastName}`,
    email: `${slugify(firstName)}.${slugify(lastName)}.${index + 1}@${DEMO_EMAIL_DOMAIN}`,
    accountLanguage,
    start: {
      displayName: `${firstName} ${lastName.charAt(0).toUpperCase()}.`,
      primaryCityId: cityId,
      serviceTypes: garage ? [...serviceTypes, 'garage'] : serviceTypes,
      hourlyRateCents: rate === null ? null : rate * 100,
      fixedPricesCents: garage && rate === null ? { ...fixedPricesCents, garage: garageRng.int(60, 140) * 100 } : fixedPricesCents,
      coverageKm,
      languages,
    },
    extraCityIds,
    cityRates,
    details,
    verified,
    declaresEligibility: verified || rng.chance(0.5),
    birthDate,
    backgroundCheckIssuedOn: addDays(today, -rng.int(3, 75)),
    insuranceExpiresOn: rng.chance(0.25) ? addDays(today, rng.int(60, 540)) : null,
    slots,
    workingHours,
    avatar: rng.chance(AVATAR_SHARE)
      ? { initials: `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase(), colour: rng.pick(AVATAR_COLOURS) }
      : null,
  };
}

/**
 * The `count` demo cleaners for a seed run at `now`: cities apportioned by weight, exactly 85 % verified (rounded),
 * the rest drawn cleaner by cleaner from each one's own seeded sequence. Same count and day, same cleaners.
 */
export function demoCleanerPlan(count: number, now: Date): DemoCleaner[] {
  const rng = createRng(seedOf(DEMO_SEED, 'plan', count));
  const cities = demoCityPlan(count, rng);
  const verifiedCount = Math.round(count * VERIFIED_SHARE);
  const verifiedIndexes = new Set(rng.shuffle(Array.from({ length: count }, (_, index) => index)).slice(0, verifiedCount));
  const today = quebecDate(now);
  return cities.map((cityId, index) => demoCleaner(index, cityId, verifiedIndexes.has(index), today));
}

/**
 * The README's demo cleaner (cleaner@weklean.local): a complete, verified, bilingual profile in Montréal with an hourly
 * rate and open weekdays, so that the demo client's request to them (demo-bookings) waits on their home. Their
 * coverage stays within Montréal, so the demo bookings' list of cleaners serving Montréal and Laval never picks them.
 */
export function readmeDemoCleaner(now: Date, account: { name: string; email: string }): DemoCleaner {
  const today = quebecDate(now);
  const drawn = demoCleaner(0, 'montreal', true, today);
  const [firstName = account.name, lastName = ''] = account.name.split(' ');
  return {
    ...drawn,
    // Past the plan's cleaners: its own portrait and gallery.
    index: 1000,
    accountName: account.name,
    email: account.email,
    accountLanguage: 'fr',
    start: {
      displayName: `${firstName} ${lastName.charAt(0)}.`,
      primaryCityId: 'montreal',
      serviceTypes: ['basic', 'deep', 'apartement', 'condo'],
      hourlyRateCents: 3500,
      fixedPricesCents: {},
      coverageKm: 6,
      languages: ['fr', 'en'],
    },
    extraCityIds: [],
    cityRates: [],
    details: {
      bio:
        `Bonjour! Je m'appelle ${firstName} et je fais de l'entretien ménager à Montréal depuis 8 ans. ` +
        "Cuisines, salles de bain, planchers : je travaille avec une liste de vérification pour que chaque visite soit aussi soignée que la première. " +
        "J'apporte mon matériel si vous le souhaitez. I also speak English. Au plaisir de vous rencontrer!",
      yearsOfExperience: 8,
      skills: ['Nettoyage de fours', 'Lavage de vitres', 'Planchers de bois franc'],
      languages: ['fr', 'en'],
      gender: 'male',
      education: "DEP en entretien général d'immeubles",
      certificates: ['SIMDUT 2015'],
      petsTolerated: ['cats', 'dogs'],
      ecoCertified: true,
    },
    verified: true,
    declaresEligibility: true,
    insuranceExpiresOn: addDays(today, 300),
    slots: [],
    // Open on weekdays, as the README says: a request on one of them waits on their home.
    workingHours: [{ days: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '17:00' }],
    avatar: drawn.avatar ?? { initials: `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase(), colour: AVATAR_COLOURS[0] },
  };
}
