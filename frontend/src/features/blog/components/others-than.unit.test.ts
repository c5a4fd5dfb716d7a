import { describe, expect, it } from 'vitest';
import { othersThan } from './others-than';

const post = (slug: string, ...tags: string[]) => ({ slug, tags });
const newestFirst = [post('a', 'tips'), post('b', 'moving', 'tenants'), post('c', 'taxes'), post('d', 'moving'), post('e', 'tips')];

describe('the other articles under an article', () => {
  it('puts those sharing the most tags first, then keeps the newest-first order, and never the article itself', () => {
    expect(othersThan(post('x', 'moving', 'tenants'), newestFirst).map((p) => p.slug)).toEqual(['b', 'd', 'a']);
    expect(othersThan(post('a', 'tips'), newestFirst).map((p) => p.slug)).toEqual(['e', 'b', 'c']);
  });

  it('gives the newest three when none shares a tag, and fewer when there are fewer', () => {
    expect(othersThan(post('x', 'eco'), newestFirst).map((p) => p.slug)).toEqual(['a', 'b', 'c']);
    expect(othersThan(post('a', 'tips'), newestFirst.slice(0, 2)).map((p) => p.slug)).toEqual(['b']);
  });
});
