import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  erasedValue,
  kindOfPersonalValue,
  personalEventFields as defaultFields,
  personOfEvent as defaultPersonOf,
  type EventData,
  type EventMetadata,
  type EventStore,
  type PersonalValueKind,
  type RecordedEvent,
  type Subscription,
} from '@weklean/domain';
import type postgres from 'postgres';

/**
 * Crypto-shredding at the event store's edge. On append, each personal field (by event type) is replaced by
 * `pd1:<kind>:<base64 of iv | tag | ciphertext>`, AES-256-GCM with the key of the stream's person, bound to the person
 * and the field name (additional data). On read, it is decrypted; when the key has been destroyed (account deletion),
 * the field reads as the empty value of its kind. Deciders and projections never see ciphertext.
 */

const PREFIX = 'pd1:';
const KINDS = { s: 'string', a: 'array', o: 'other' } as const satisfies Record<string, PersonalValueKind>;
type KindCode = keyof typeof KINDS;
const CODES = { string: 's', array: 'a', other: 'o' } as const satisfies Record<PersonalValueKind, KindCode>;

export type PersonKeys = {
  /** The person's key, created on first use. */
  keyFor(personId: string): Promise<Buffer>;
  /** The person's key, or null once destroyed (or never created). */
  existingKey(personId: string): Promise<Buffer | null>;
  /** Destroys the key (within `tx` when given, e.g. the account deletion's transaction). */
  destroy(personId: string, tx?: postgres.TransactionSql): Promise<void>;
};

export function createPersonKeys(sql: postgres.Sql): PersonKeys {
  const existingKey = async (personId: string) => {
    const [row] = await sql<{ key: Buffer }[]>`select key from person_keys where person_id = ${personId}`;
    return row?.key ?? null;
  };
  return {
    existingKey,
    async keyFor(personId) {
      // Read first: nearly every append is by a person who has a key already (one statement, not two; issue 34).
      const existing = await existingKey(personId);
      if (existing) return existing;
      await sql`insert into person_keys (person_id, key) values (${personId}, ${randomBytes(32)}) on conflict (person_id) do nothing`;
      const key = await existingKey(personId);
      if (!key) throw new Error(`the key of person ${personId} vanished while it was being created`);
      return key;
    },
    async destroy(personId, tx) {
      await (tx ?? sql)`delete from person_keys where person_id = ${personId}`;
    },
  };
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export function seal(key: Buffer, personId: string, field: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${personId}:${field}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${PREFIX}${CODES[kindOfPersonalValue(value)]}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function unseal(key: Buffer | null, personId: string, field: string, sealed: string): unknown {
  const kind = sealed.slice(PREFIX.length, PREFIX.length + 1) as KindCode;
  if (!key) return erasedValue(KINDS[kind] ?? 'other');
  const raw = Buffer.from(sealed.slice(PREFIX.length + 2), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(`${personId}:${field}`));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
}

export type PersonalDataOptions = {
  keys: PersonKeys;
  fields?: Readonly<Record<string, readonly string[]>>;
  personOf?: (streamId: string, metadata: EventMetadata | undefined) => string | null;
};

/** The same store, with the personal fields of its events encrypted at rest (keeps the store's other members). */
export function protectPersonalData<S extends EventStore>(store: S, options: PersonalDataOptions): S {
  const fields = options.fields ?? defaultFields;
  const personOf = options.personOf ?? defaultPersonOf;
  const { keys } = options;

  const sealEvent = async (streamId: string, event: EventData): Promise<EventData> => {
    const names = fields[event.type];
    if (!names || typeof event.data !== 'object' || event.data === null) return event;
    const personId = personOf(streamId, event.metadata);
    if (!personId) throw new Error(`${event.type} carries personal data but stream ${streamId} names no person`);
    const data = { ...(event.data as Record<string, unknown>) };
    const present = names.filter((name) => name in data && !isSealed(data[name]));
    if (present.length === 0) return event;
    const key = await keys.keyFor(personId);
    for (const name of present) data[name] = seal(key, personId, name, data[name]);
    return { ...event, data };
  };

  /** Keys looked up once per read (a stream, a page of $all), so a long read costs one query per person. */
  const opener = () => {
    const found = new Map<string, Promise<Buffer | null>>();
    return async (event: RecordedEvent): Promise<RecordedEvent> => {
      const names = fields[event.type];
      if (!names || typeof event.data !== 'object' || event.data === null) return event;
      const data = { ...(event.data as Record<string, unknown>) };
      const sealed = names.filter((name) => isSealed(data[name]));
      if (sealed.length === 0) return event;
      const personId = personOf(event.streamId, event.metadata);
      if (!personId) return event;
      if (!found.has(personId)) found.set(personId, keys.existingKey(personId));
      const key = await found.get(personId)!;
      for (const name of sealed) data[name] = unseal(key, personId, name, data[name] as string);
      return { ...event, data };
    };
  };

  async function* opened(events: AsyncIterable<RecordedEvent>) {
    const open = opener();
    for await (const event of events) yield await open(event);
  }

  return {
    ...store,
    appendToStream: async (stream, events, opts) =>
      store.appendToStream(stream, await Promise.all(events.map((event) => sealEvent(stream, event))), opts),
    readStream: (stream, opts) => opened(store.readStream(stream, opts)),
    readAll: (opts) => opened(store.readAll(opts)),
    subscribeToAll: (opts): Subscription => {
      const subscription = store.subscribeToAll(opts);
      // A live subscription runs for days: keys are looked up per event, so that a destroyed key is not remembered.
      const open = (event: RecordedEvent) => opener()(event);
      return {
        close: () => subscription.close(),
        async *[Symbol.asyncIterator]() {
          for await (const event of subscription) yield await open(event);
        },
        // A page's keys are looked up once per person, as a page of readAll's: the page is read and opened at once.
        pages: () => ({
          async *[Symbol.asyncIterator]() {
            for await (const page of subscription.pages()) {
              const openPage = opener();
              yield { events: await Promise.all(page.events.map(openPage)), more: page.more };
            }
          },
        }),
      };
    },
    close: () => store.close(),
  };
}
