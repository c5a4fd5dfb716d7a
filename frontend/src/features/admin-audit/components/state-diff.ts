/** A leaf of a state, flattened: `cancellation.feeCents`, `checklist.0.done`. */
export type FlatState = ReadonlyMap<string, unknown>;
export type DiffRow = { path: string; then: unknown; now: unknown; present: { then: boolean; now: boolean }; changed: boolean };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A JSON state as dotted paths to its leaves (arrays by index). An empty object or array is a leaf of its own, so
 * that "no tasks" and "one task" differ at `checklist`, not nowhere.
 */
export function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix !== '') into.set(prefix, value);
    for (const [key, item] of entries) flatten(item, prefix === '' ? key : `${prefix}.${key}`, into);
    return into;
  }
  into.set(prefix, value);
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every path of either state, in the order of the earlier state then the new ones, each marked changed or not. */
export function diffStates(then: unknown, now: unknown): DiffRow[] {
  const before = flatten(then);
  const after = flatten(now);
  const paths = [...before.keys(), ...[...after.keys()].filter((path) => !before.has(path))];
  return paths.map((path) => {
    const present = { then: before.has(path), now: after.has(path) };
    const a = before.get(path);
    const b = after.get(path);
    return { path, then: a, now: b, present, changed: present.then !== present.now || !same(a, b) };
  });
}
