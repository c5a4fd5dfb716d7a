import { describe, expect, it } from 'vitest';
import { toJsonSafe } from './json-safe';

describe('a state made JSON-safe for the audit', () => {
  it('writes bigints as strings, dates as ISO instants, sets as arrays and maps as objects, at any depth', () => {
    const state = {
      revision: 12n,
      at: new Date('2026-11-24T15:00:00.000Z'),
      ids: new Set(['a', 'b']),
      byWeek: new Map<string, unknown>([['2026-W48', { total: 5n, paidAt: new Date('2026-11-27T12:00:00.000Z') }]]),
      list: [1n, { nested: new Set([2n]) }],
    };
    expect(toJsonSafe(state)).toEqual({
      revision: '12',
      at: '2026-11-24T15:00:00.000Z',
      ids: ['a', 'b'],
      byWeek: { '2026-W48': { total: '5', paidAt: '2026-11-27T12:00:00.000Z' } },
      list: ['1', { nested: ['2'] }],
    });
  });

  it('leaves plain JSON as it is, drops undefined fields and writes what JSON cannot as null', () => {
    expect(toJsonSafe({ a: 'x', b: 1.5, c: true, d: null, e: undefined, f: [undefined, Number.NaN] })).toEqual({ a: 'x', b: 1.5, c: true, d: null, f: [null, null] });
    expect(toJsonSafe(new Date('not a date'))).toBeNull();
  });

  it('cuts a cycle instead of looping, and keeps the same object seen twice side by side', () => {
    const shared = { n: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(toJsonSafe(cyclic)).toEqual({ shared: { n: 1 }, again: { n: 1 }, self: null });
    expect(() => JSON.stringify(toJsonSafe(cyclic))).not.toThrow();
  });
});
