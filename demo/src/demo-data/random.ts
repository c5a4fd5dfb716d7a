/**
 * A small seeded random source for the demo data: the same seed gives the same cleaners on every machine and every
 * start (Math.random cannot be seeded). Not for anything secret.
 */
export type Rng = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `k` distinct items, in a random order. */
  sample<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32 (Tommy Ettinger): 32 bits of state, good enough spread for test data, and tiny. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes a base seed with a label and a number (FNV-1a), so that each cleaner draws from its own sequence. */
export const seedOf = (base: number, label: string, n = 0): number => {
  let hash = 0x811c9dc5 ^ base;
  for (const char of `${label}:${n}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
};

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new RangeError('empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
    }
    return copy;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => at(items, Math.floor(next() * items.length)),
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return at(entries, entries.length - 1)[0];
    },
    sample: (items, k) => shuffle(items).slice(0, Math.max(0, k)),
    shuffle,
  };
}
