/** A value `JSON.stringify` writes as is, and the browser reads back the same. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A state or an event's data made JSON-safe for the audit: bigint → its decimal string, Date → ISO instant, Set →
 * array, Map → object (keys as strings), recursively; `undefined` and functions leave an object (null in an array),
 * and a number JSON cannot write (NaN, ±Infinity) becomes null. Pure; a cycle would be a bug of a decider, and is cut.
 */
export function toJsonSafe(value: unknown, seen: WeakSet<object> = new WeakSet()): JsonValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return null;
  }
  if (value === null) return null;
  const object = value as object;
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? null : object.toISOString();
  if (seen.has(object)) return null;
  seen.add(object);
  try {
    if (Array.isArray(object)) return object.map((item) => toJsonSafe(item, seen));
    if (object instanceof Set) return [...object].map((item) => toJsonSafe(item, seen));
    if (object instanceof Map) {
      const entries: Record<string, JsonValue> = {};
      for (const [key, item] of object) entries[String(key)] = toJsonSafe(item, seen);
      return entries;
    }
    const entries: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(object)) {
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      entries[key] = toJsonSafe(item, seen);
    }
    return entries;
  } finally {
    // Only the path from the root counts: the same object twice side by side is no cycle.
    seen.delete(object);
  }
}
