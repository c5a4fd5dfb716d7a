import * as v from 'valibot';

/**
 * The valibot building blocks every input schema is made of (lint refuses `v.string`, `v.object` and `v.record`
 * elsewhere in domain/ and bff/). Text that enters the system is kept to what PostgreSQL stores and people read: a
 * zero byte once stopped a read model (issue 9), and escape sequences or invisible controls in a name or a bio
 * deceive the people who read them.
 */

export const CONTROL_CHARACTERS = 'validation.control-characters';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every control character, tab and line breaks included: for text kept on one line. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Half of a UTF-16 pair without its other half: no valid UTF-8 exists for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text may be kept: no control character (tab and line breaks allowed unless `singleLine`), no broken pair. */
export const isCleanText = (text: string, singleLine = false): boolean =>
  !(singleLine ? CONTROL_OR_BREAK : CONTROL).test(text) && !LONE_SURROGATE.test(text);

/** Text that may span lines (a bio, notes, instructions): tab, line feed and carriage return allowed. */
export const text = (message?: string) => v.pipe(v.string(message), v.check((value) => isCleanText(value), CONTROL_CHARACTERS));

/** Text kept on one line (names, e-mails, ids, addresses, codes, queries): no control character at all. */
export const line = (message?: string) => v.pipe(v.string(message), v.check((value) => isCleanText(value, true), CONTROL_CHARACTERS));

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** `v.object`, without taking a list for an object (valibot reads `[]` as `{}`). */
export const object = <const TEntries extends v.ObjectEntries>(entries: TEntries, message?: string) =>
  // The first step only refuses lists; it is typed as the object's input, so a validator built on the schema (Hono's)
  // gives callers the real shape of the body rather than any record.
  v.pipe(v.custom<v.InferInput<v.ObjectSchema<TEntries, undefined>>>(isPlainObject, message), v.object(entries, message));

/** `v.record`, without taking a list for an object. */
export const record = <const TKey extends v.GenericSchema<string, string | number | symbol>, const TValue extends v.GenericSchema>(
  key: TKey,
  value: TValue,
  message?: string,
) => v.pipe(v.custom<v.InferInput<v.RecordSchema<TKey, TValue, undefined>>>(isPlainObject, message), v.record(key, value, message));

/**
 * `?after=<commit>.<prepare>`: a command's 202 position (read-your-writes, ARCHITECTURE 4); the read waits, bounded,
 * for its read model to reach it. (The message key is the bookings' own, where it came first.)
 */
export const readAfterPosition = v.optional(v.pipe(line(), v.regex(/^\d{1,20}\.\d{1,20}$/, 'booking.invalid-position')));
export const ReadAfterQuery = object({ after: readAfterPosition });
