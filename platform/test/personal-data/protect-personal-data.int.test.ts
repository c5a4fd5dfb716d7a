import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@weklean/domain';
import { createPostgresEventStore, type PostgresEventStore } from '../../src/event-store/postgres-event-store';
import { createPersonKeys, protectPersonalData, seal, unseal } from '../../src/personal-data/protect-personal-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const fields = { ProfileStarted: ['displayName'], DetailsUpdated: ['bio', 'certificates'] };
const personOf = (stream: string) => (stream.startsWith('person-') ? stream.slice('person-'.length) : null);

describe('personal data in events, encrypted by the person key', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let raw: PostgresEventStore;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('personal_data', { migrated: true });
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    raw = await createPostgresEventStore({ connectionString: database.url });
    store = protectPersonalData(raw, { keys: createPersonKeys(sql), fields, personOf });
  });
  afterAll(async () => {
    await raw?.close();
    await sql?.end();
    await database?.drop();
  });

  const collect = async (events: AsyncIterable<RecordedEvent>) => {
    const out: RecordedEvent[] = [];
    for await (const event of events) out.push(event);
    return out;
  };

  it('stores ciphertext, reads plain values through every read path, and leaves other fields and events alone', async () => {
    const person = randomUUID();
    await store.appendToStream(`person-${person}`, [
      { type: 'ProfileStarted', data: { displayName: 'Marie Tremblay', city: 'montreal' } },
      { type: 'DetailsUpdated', data: { bio: 'Vingt ans de métier', certificates: ['Hygiène'], years: 20 } },
      { type: 'RateSet', data: { cents: 3000 } },
    ]);
    const [row] = await sql<{ all: string }[]>`select string_agg(data::text, ' ') as all from events where stream_id = ${`person-${person}`}`;
    expect(row?.all).not.toMatch(/Marie|Vingt|Hygiène/);
    expect(row?.all).toMatch(/montreal/);

    const expected = [
      { displayName: 'Marie Tremblay', city: 'montreal' },
      { bio: 'Vingt ans de métier', certificates: ['Hygiène'], years: 20 },
      { cents: 3000 },
    ];
    expect((await collect(store.readStream(`person-${person}`))).map((e) => e.data)).toEqual(expected);
    const fromAll = (await collect(store.readAll())).filter((e) => e.streamId === `person-${person}`);
    expect(fromAll.map((e) => e.data)).toEqual(expected);
    const subscription = store.subscribeToAll({ fromPosition: 'start' });
    const live: unknown[] = [];
    for await (const event of subscription) {
      if (event.streamId === `person-${person}`) live.push(event.data);
      if (live.length === 3) break;
    }
    await subscription.close();
    expect(live).toEqual(expected);
  });

  it('reads the fields as empty values of their kind once the key is destroyed; other people are untouched', async () => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    for (const person of [gone, kept]) {
      await store.appendToStream(`person-${person}`, [
        { type: 'ProfileStarted', data: { displayName: `Nom ${person}` } },
        { type: 'DetailsUpdated', data: { bio: 'Bio', certificates: ['A', 'B'], years: 3 } },
      ]);
    }
    await createPersonKeys(sql).destroy(gone);
    expect((await collect(store.readStream(`person-${gone}`))).map((e) => e.data)).toEqual([
      { displayName: '' },
      { bio: '', certificates: [], years: 3 },
    ]);
    expect((await collect(store.readStream(`person-${kept}`)))[0]?.data).toEqual({ displayName: `Nom ${kept}` });
  });

  it('refuses to store personal data on a stream that names no person', async () => {
    await expect(store.appendToStream('orphan-1', [{ type: 'ProfileStarted', data: { displayName: 'X' } }])).rejects.toThrow(/names no person/);
    expect(await collect(raw.readStream('orphan-1'))).toEqual([]);
  });

  it("binds a ciphertext to its person and field: moved elsewhere, it does not decrypt", async () => {
    const key = Buffer.alloc(32, 7);
    const sealed = seal(key, 'a', 'bio', 'secret');
    expect(unseal(key, 'a', 'bio', sealed)).toBe('secret');
    expect(() => unseal(key, 'b', 'bio', sealed)).toThrow();
    expect(() => unseal(key, 'a', 'displayName', sealed)).toThrow();
  });
});
