// The search bench with writes on (issue 34): profile changes appended through the event store while searching, the
// cleaner-search projection applying them in this process, and a check that every total the searches now give equals
// a fresh count(*) at the same checkpoint.
import { randomUUID } from 'node:crypto';
import { allPlaces, cleanerStream, PETS, SERVICE_TYPES, type CleanerEvent, type CleanerSearch, type Place, type Position } from '@weklean/domain';
import { checkpointOf, createConsumerRuntime, createLogger, createPostgresEventStore, waitForCheckpoint } from '@weklean/platform';
import { cleanerSearch, createCleanerQueries, type CleanerQueries } from '@weklean/projections';
import type postgres from 'postgres';
import type { Random } from './random';
import { cityWeight } from './seed';

const NOW = () => new Date().toISOString();

/** A change that moves a cleaner in or out of some searches: services, price, area, languages and experience, verification. */
function profileChange(random: Random, pickCity: () => Place, verified: Map<string, boolean>, cleanerId: string): CleanerEvent {
  const kind = random.int(0, 4);
  if (kind === 0) return { type: 'CleanerServicesSet', data: { serviceTypes: SERVICE_TYPES.filter(() => random.next() < 0.5) } };
  if (kind === 1) return { type: 'CleanerRatesSet', data: { hourlyRateCents: random.int(25, 70) * 100, fixedPricesCents: {}, cityRates: [] } };
  if (kind === 2) return { type: 'CleanerServiceAreaSet', data: { primaryCityId: pickCity().id, serviceCityIds: [], coverageKm: random.int(5, 40) } };
  if (kind === 3)
    return {
      type: 'CleanerProfileDetailsUpdated',
      data: {
        bio: '',
        yearsOfExperience: random.int(0, 20),
        skills: [],
        languages: random.next() < 0.5 ? ['fr'] : ['fr', 'en'],
        gender: 'female',
        education: null,
        certificates: [],
        petsTolerated: PETS.filter(() => random.next() < 0.5),
        ecoCertified: random.next() < 0.2,
      },
    };
  const wasVerified = verified.get(cleanerId) ?? true;
  verified.set(cleanerId, !wasVerified);
  return wasVerified
    ? { type: 'CleanerVerificationRevoked', data: { adminId: randomUUID(), reason: 'bench', revokedAt: NOW() } }
    : { type: 'CleanerVerified', data: { idDocumentId: randomUUID(), backgroundCheckDocumentId: null, verifiedAt: NOW() } };
}

export type Writes = {
  /** Appends profile changes at `perSecond` until `stop`; resolves with the number appended. */
  during(perSecond: number): { stop(): Promise<number> };
  /** Resolves once the projection has applied everything appended (false after `timeoutMs`). */
  caughtUp(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

export async function startWrites(url: string, sql: postgres.Sql, random: Random): Promise<Writes> {
  const store = await createPostgresEventStore({ connectionString: url });
  const runtime = createConsumerRuntime({ sql, store, logger: createLogger({ level: 'error', json: true }), projections: [cleanerSearch] });
  runtime.start();
  const ids = (await sql<{ cleaner_id: string }[]>`select cleaner_id from cleaner_profiles order by cleaner_id`).map((row) => row.cleaner_id);
  const verified = new Map<string, boolean>();
  const places = allPlaces();
  const pickCity = random.weighted(places, places.map(cityWeight));
  let last: Position | null = null;
  return {
    during(perSecond) {
      let stopped = false;
      let appended = 0;
      const loop = (async () => {
        const start = performance.now();
        while (!stopped) {
          const cleanerId = random.pick(ids);
          const event = profileChange(random, pickCity, verified, cleanerId);
          last = (await store.appendToStream(cleanerStream(cleanerId), [{ type: event.type, data: event.data, metadata: { occurredAt: NOW() } }])).position;
          appended += 1;
          const wait = start + (appended * 1000) / perSecond - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      })();
      return {
        stop: async () => {
          stopped = true;
          await loop;
          return appended;
        },
      };
    },
    caughtUp: async (timeoutMs) => (last ? waitForCheckpoint(sql, { kind: 'projection', name: cleanerSearch.name }, last, timeoutMs) : true),
    close: async () => {
      await runtime.stop();
      await store.close();
    },
  };
}

export type TotalsCheck = { checked: number; mismatches: string[]; checkpointSame: boolean };

/**
 * With the writes stopped and applied: each search's total, as the bench's long-lived direct queries (their totals
 * moved forward from the changes) and the BFF over HTTP give it, against a fresh count (new queries, nothing cached)
 * at the same checkpoint, read before and after.
 */
export async function checkTotals(
  sql: postgres.Sql,
  searches: readonly { path: string; filters: CleanerSearch }[],
  direct: CleanerQueries,
  httpTotal: (path: string) => Promise<number>,
): Promise<TotalsCheck> {
  const checkpoint = async () => JSON.stringify(await checkpointOf(sql, { kind: 'projection', name: cleanerSearch.name }), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  const before = await checkpoint();
  const mismatches: string[] = [];
  for (const { path, filters } of searches) {
    const now = new Date();
    const fresh = (await createCleanerQueries(sql).search(filters, now)).total;
    const [kept, viaHttp] = [(await direct.search(filters, now)).total, await httpTotal(path)];
    if (kept !== fresh || viaHttp !== fresh) mismatches.push(`${path}: fresh ${fresh}, direct ${kept}, HTTP ${viaHttp}`);
  }
  return { checked: searches.length, mismatches, checkpointSame: before === (await checkpoint()) };
}
