import { describe, expect, it } from 'vitest';
import { diffStates, flatten } from './state-diff';

describe('the state then beside the state now', () => {
  it('flattens nested objects and arrays to dotted paths, an empty one a leaf of its own', () => {
    expect([...flatten({ status: 'confirmed', cancellation: null, price: { totalCents: 12000 }, checklist: [{ done: false }], photos: [] })]).toEqual([
      ['status', 'confirmed'], ['cancellation', null], ['price.totalCents', 12000], ['checklist.0.done', false], ['photos', []],
    ]);
    expect([...flatten('plain')]).toEqual([['', 'plain']]);
  });

  it('marks what differs: a changed value, a field that appeared or went', () => {
    const then = { status: 'confirmed', cancellation: null, price: { totalCents: 12000 }, old: 1 };
    const now = { status: 'cancelled', cancellation: { by: 'client', feeCents: 5000 }, price: { totalCents: 12000 } };
    const rows = diffStates(then, now);
    expect(rows.filter((row) => row.changed).map((row) => row.path)).toEqual(['status', 'cancellation', 'old', 'cancellation.by', 'cancellation.feeCents']);
    expect(rows.find((row) => row.path === 'price.totalCents')).toMatchObject({ changed: false, then: 12000, now: 12000 });
    expect(rows.find((row) => row.path === 'old')).toMatchObject({ present: { then: true, now: false } });
    expect(rows.find((row) => row.path === 'cancellation.feeCents')).toMatchObject({ present: { then: false, now: true }, now: 5000 });
  });

  it('finds no difference between equal states', () => {
    expect(diffStates({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }).some((row) => row.changed)).toBe(false);
  });
});
