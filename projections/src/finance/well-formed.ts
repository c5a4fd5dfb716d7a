// What a finance batch vouches for before it writes (issue 34). The batch merges a page's updates per row, so a value
// that a later event overwrites is never sent to PostgreSQL, which would have refused it on the one-by-one path (and
// parked its event). Every event of a batch is therefore checked here, at least as strictly as the tables' types and
// constraints: anything else throws NotBatchable and the runtime applies the page one event at a time, as before.

/** An event the batch will not vouch for: the page is applied one by one instead. */
export class NotBatchable extends Error {
  override name = 'NotBatchable';
}

const refuse = (what: string): never => {
  throw new NotBatchable(`not batchable: ${what}`);
};

/** A text PostgreSQL stores as given (a zero byte is refused by the server: 22021). */
export const text = (value: unknown, what: string): string => (typeof value === 'string' && !value.includes('\u0000') ? value : refuse(what));

/** A text or null; absent (undefined) is refused, as postgres.js refuses an undefined parameter. */
export const textOrNull = (value: unknown, what: string): string | null => (value === null ? null : text(value, what));

export const texts = (value: unknown, what: string): string[] => (Array.isArray(value) ? value.map((item) => text(item, what)) : refuse(what));

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], what: string): T => (allowed.includes(value as T) ? (value as T) : refuse(what));

/** An integer amount within `min`..`max` (a bigint column's safe range unless told). */
export const integer = (value: unknown, what: string, min = -Number.MAX_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : refuse(what);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid = (value: unknown, what: string): string => (typeof value === 'string' && UUID.test(value) ? value : refuse(what));

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant with its offset, on a real calendar day: a subset of what `timestamptz` reads, read alike. */
export const instant = (value: unknown, what: string): string => {
  const match = typeof value === 'string' ? INSTANT.exec(value) : null;
  if (!match) return refuse(what);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const realDay = month >= 1 && month <= 12 && day >= 1 && day === new Date(Date.UTC(year, month - 1, day)).getUTCDate();
  return realDay && hour < 24 && minute < 60 && second < 60 && year >= 1000 ? (value as string) : refuse(what);
};
