/** A seeded PRNG (mulberry32) and the few draws the seed and the filter mix need: the same seed, the same data. */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the order of `items`. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A picker that draws items in proportion to their weights. */
  weighted<T>(items: readonly T[], weights: readonly number[]): () => T;
  /** A deterministic version-4-shaped UUID. */
  uuid(): string;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (digits: number) => Array.from({ length: digits }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    sample: (items, count) => {
      // Selection sampling (Knuth's algorithm S): one pass, keeps the order.
      const chosen = [];
      let needed = Math.min(count, items.length);
      for (let index = 0; index < items.length && needed > 0; index += 1) {
        if (next() * (items.length - index) < needed) {
          chosen.push(items[index]!);
          needed -= 1;
        }
      }
      return chosen;
    },
    weighted: (items, weights) => {
      const cumulative: number[] = [];
      let total = 0;
      for (const weight of weights) cumulative.push((total += weight));
      return () => {
        const target = next() * total;
        let low = 0;
        let high = cumulative.length - 1;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (cumulative[middle]! > target) high = middle;
          else low = middle + 1;
        }
        return items[low]!;
      };
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
